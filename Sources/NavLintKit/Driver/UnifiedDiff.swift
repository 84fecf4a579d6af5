// `navlint lint --diff`: the changes fixes would make, as a unified diff (`patch -p0` applies it).

/// A unified diff of two versions of a file, line by line (Myers' algorithm), with three lines of context.
enum UnifiedDiff {
    /// Lines with their line breaks (LF, CRLF or CR); the last may have none.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0, i = 0
        while i < bytes.count {
            if bytes[i] == 10 || bytes[i] == 13 {
                if bytes[i] == 13 && i + 1 < bytes.count && bytes[i + 1] == 10 { i += 1 }
                result.append(bytes[start...i])
                start = i + 1
            }
            i += 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    enum Op { case same, delete, insert }

    /// The edit script turning `a` into `b`: one operation per line of either.
    static func script(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Op] {
        // Common head and tail are kept apart: the fixes change a few lines of long files.
        var head = 0
        while head < a.count && head < b.count && a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head && tail < b.count - head && a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let x = Array(a[head..<(a.count - tail)]), y = Array(b[head..<(b.count - tail)])
        let n = x.count, m = y.count, max = n + m
        var middle: [Op] = []
        if n == 0 || m == 0 {
            middle = Array(repeating: .delete, count: n) + Array(repeating: .insert, count: m)
        } else {
            // Myers: v[k] is the furthest x on diagonal k; each step's v is kept to walk back.
            var v = [Int](repeating: 0, count: 2 * max + 2)
            var trace: [[Int]] = []
            outer: for d in 0...max {
                trace.append(v)
                for k in stride(from: -d, through: d, by: 2) {
                    var px: Int
                    if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) { px = v[max + k + 1] } else { px = v[max + k - 1] + 1 }
                    var py = px - k
                    while px < n && py < m && x[px] == y[py] { px += 1; py += 1 }
                    v[max + k] = px
                    if px >= n && py >= m { break outer }
                }
            }
            var px = n, py = m
            var reversed: [Op] = []
            for d in stride(from: trace.count - 1, through: 0, by: -1) {
                let vd = trace[d]
                let k = px - py
                let prevK = (k == -d || (k != d && vd[max + k - 1] < vd[max + k + 1])) ? k + 1 : k - 1
                let prevX = d == 0 ? 0 : vd[max + prevK]
                let prevY = prevX - prevK
                while px > prevX && py > prevY { reversed.append(.same); px -= 1; py -= 1 }
                if d > 0 { reversed.append(px == prevX ? .insert : .delete) }
                px = prevX; py = prevY
            }
            middle = reversed.reversed()
        }
        return Array(repeating: .same, count: head) + middle + Array(repeating: .same, count: tail)
    }

    /// The diff of `old` and `new` for the file `path` ("" when they are the same).
    static func render(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let ops = script(a, b)
        guard ops.contains(where: { $0 != .same }) else { return "" }
        // Each operation with the line numbers (0-based) it reads.
        var entries: [(op: Op, ai: Int, bi: Int)] = []
        var ai = 0, bi = 0
        for op in ops {
            entries.append((op, ai, bi))
            switch op {
            case .same: ai += 1; bi += 1
            case .delete: ai += 1
            case .insert: bi += 1
            }
        }
        var out = "--- \(path)\n+++ \(path)\n"
        var k = 0
        while k < entries.count {
            guard entries[k].op != .same else { k += 1; continue }
            // A hunk: from `context` lines before this change to `context` lines after the last change that is
            // within 2 × context lines of the one before it.
            let first = Swift.max(0, k - context)
            var last = k
            var j = k
            while j < entries.count {
                if entries[j].op != .same { last = j; j += 1; continue }
                var run = j
                while run < entries.count && entries[run].op == .same { run += 1 }
                if run < entries.count && run - j <= 2 * context { j = run } else { break }
            }
            let end = Swift.min(entries.count, last + 1 + context)
            let hunk = entries[first..<end]
            let oldCount = hunk.filter { $0.op != .insert }.count, newCount = hunk.filter { $0.op != .delete }.count
            let oldStart = oldCount == 0 ? hunk.first!.ai : hunk.first!.ai + 1
            let newStart = newCount == 0 ? hunk.first!.bi : hunk.first!.bi + 1
            func range(_ start: Int, _ count: Int) -> String { count == 1 ? "\(start)" : "\(start),\(count)" }
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for e in hunk {
                let line: ArraySlice<UInt8>
                switch e.op {
                case .same: out += " "; line = a[e.ai]
                case .delete: out += "-"; line = a[e.ai]
                case .insert: out += "+"; line = b[e.bi]
                }
                out += String(decoding: line, as: UTF8.self)
                if line.last != 10 && line.last != 13 { out += "\n\\ No newline at end of file\n" }
            }
            k = end
        }
        return out
    }
}
