// The `navlint` executable: hands the command line to NavLintKit and exits with its code.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import NavLintSupport
import NavLintKit

// A closed pipe must end the run quietly, not kill it with SIGPIPE.
signal(SIGPIPE, SIG_IGN)
Allocator.configureForThroughput()
let out = FileDescriptorSink(fd: 1)
let err = FileDescriptorSink(fd: 2)
let command = NavLintCommand(stdout: out, stderr: err)
var code = command.run(Array(CommandLine.arguments.dropFirst()))
out.flush()
if let failure = out.writeError {
    // A report that could not be written (a full disk) must not pass as a clean run.
    err.write("error: cannot write the output: \(failure)\n")
    code = ExitCode.usageOrIOError
}
err.flush()
// `command` (and the analysis it holds) lives until here: exit without freeing it.
withExtendedLifetime(command) { exit(code) }
