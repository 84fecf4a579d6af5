// A growable buffer without per-append checks, and byte comparisons with static words.

import NavLintSupport

/// A manually grown buffer: the lexer appends a token and the parser a node for nearly every token, and plain
/// arrays pay a uniqueness check on each append. Freed explicitly by its owner.
struct GrowableBuffer<Element> {
    package private(set) var base: UnsafeMutablePointer<Element>
    package private(set) var count = 0
    private var capacity: Int

    package init(capacity: Int) {
        self.capacity = max(8, capacity)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    package mutating func append(_ element: Element) {
        if _slowPath(count == capacity) { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Doubles the capacity; out of line, so that the appends inlined into hot code stay a compare and a store.
    @inline(never)
    package mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    package mutating func removeLast() {
        count -= 1
        (base + count).deinitialize(count: 1)
    }

    @inline(__always)
    package mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return (base + count).move()
    }

    package var isEmpty: Bool { count == 0 }
    package var last: Element? { count > 0 ? base[count - 1] : nil }

    package subscript(_ i: Int) -> Element {
        unsafeAddress { UnsafePointer(base + i) }
        nonmutating unsafeMutableAddress { base + i }
    }

    package func array() -> [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The block and its count, for an owner that frees it (this buffer must not be used afterwards).
    func handOver() -> (base: UnsafeMutablePointer<Element>, count: Int) { (base, count) }

    package func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}

/// Do the `length` bytes at `start` spell `word`?
@inline(__always)
package func bytesEqual(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ length: Int, _ word: StaticString) -> Bool {
    guard length == word.utf8CodeUnitCount else { return false }
    let w = word.utf8Start
    for k in 0..<length where bytes[start + k] != w[k] { return false }
    return true
}

/// The same over an array (bounds are checked by the caller's offsets).
@inline(__always)
package func bytesEqual(_ bytes: [UInt8], _ start: Int, _ length: Int, _ word: StaticString) -> Bool {
    guard length == word.utf8CodeUnitCount, start >= 0, start + length <= bytes.count else { return false }
    return bytes.withUnsafeBufferPointer { bytesEqual($0.baseAddress!, start, length, word) }
}
