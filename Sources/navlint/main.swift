import Foundation
import NavLintKit
let args = CommandLine.arguments
if args.count == 4 && args[1] == "debug" {
    let data = FileManager.default.contents(atPath: args[3]) ?? Data()
    let src = SourceText(path: args[3], bytes: [UInt8](data))
    if args[2] == "tokens" { print(SyntaxDump.tokens(src, Lexer.tokenize(src.bytes)), terminator: "") }
    else { print(SyntaxDump.tree(Parser.parse(src)), terminator: "") }
}
