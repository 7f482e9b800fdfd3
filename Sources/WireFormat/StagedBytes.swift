/// Appends to a `[UInt8]` through a small stack buffer: a write is a store and a bounds compare, and the
/// array grows once per flush instead of once per byte. Output of any length works: a write that does
/// not fit flushes first.
///
/// `@usableFromInline`: without it the compiler inlines none of the `@inlinable` members of a `package`
/// type into another module (Swift 6.3), and every byte the event writer puts is a call.
@usableFromInline package struct StagedBytes {
    /// The stack buffer's size in bytes: room for a typical event line, so one flush per event. Computed,
    /// not a stored `static let`: code inlined into another module reads a stored one through its lazy
    /// initializer's accessor (a call per write); a computed constant folds away.
    @inlinable package static var stageSize: Int { 1024 }

    @usableFromInline let stage: UnsafeMutablePointer<UInt8>
    @usableFromInline var staged = 0
    /// The array written to; holds everything once `flush()` has run.
    @usableFromInline package var output: [UInt8]

    @usableFromInline init(stage: UnsafeMutablePointer<UInt8>, output: [UInt8]) {
        self.stage = stage
        self.output = output
    }

    /// Runs `body` with a writer appending to `bytes`, and flushes when it returns.
    @inlinable
    package static func appending(to bytes: inout [UInt8], _ body: (inout StagedBytes) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stageSize) { stage in
            var writer = StagedBytes(stage: stage.baseAddress!, output: [])
            swap(&writer.output, &bytes)
            body(&writer)
            writer.flush()
            swap(&writer.output, &bytes)
        }
    }

    /// The bytes written so far, flushed or staged.
    @inlinable package var count: Int { output.count + staged }

    /// Replaces `copy`'s contents with the bytes written from `position` on, flushed or staged, in the
    /// room `copy` has. - Complexity: O(bytes copied); allocates only when `copy` has too little room.
    @inlinable
    package func copyWritten(from position: Int, into copy: inout [UInt8]) {
        copy.removeAll(keepingCapacity: true)
        if position < output.count { copy += output[position...] }
        let stagedFrom = max(position - output.count, 0)
        copy += UnsafeBufferPointer(start: stage + stagedFrom, count: staged - stagedFrom)
    }

    /// Moves the staged bytes to `output`. - Complexity: O(staged bytes).
    @inlinable
    package mutating func flush() {
        guard staged > 0 else { return }
        output.append(contentsOf: UnsafeBufferPointer(start: stage, count: staged))
        staged = 0
    }

    /// Makes room for `count` more bytes (at most `stageSize`).
    @inlinable @inline(__always)
    package mutating func reserve(_ count: Int) {
        assert(count <= Self.stageSize, "a reservation of \(count) bytes is more than the stage holds")
        if staged + count > Self.stageSize { flush() }
    }

    /// Writes one byte; the caller reserved room for it (checked in debug builds).
    @inlinable @inline(__always)
    package mutating func put(_ byte: UInt8) {
        assert(staged < Self.stageSize, "a write past the stage: reserve room first")
        stage[staged] = byte
        staged += 1
    }

    /// Writes the decimal digits of `value`, most significant first, two at a time from a table; `count`
    /// is their number (the caller counted them and reserved room).
    @inlinable @inline(__always)
    package mutating func put(digitsOf value: UInt64, count: Int) {
        assert(staged + count <= Self.stageSize, "a write past the stage: reserve room first")
        let pairs = Self.digitPairs.utf8Start
        var rest = value
        var index = staged + count
        while rest >= 100 {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            index -= 2
            stage[index] = pairs[pair]
            stage[index + 1] = pairs[pair + 1]
        }
        if rest >= 10 {
            let pair = Int(truncatingIfNeeded: rest) &* 2
            stage[index - 2] = pairs[pair]
            stage[index - 1] = pairs[pair + 1]
        } else {
            stage[index - 1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest)
        }
        staged += count
    }

    /// "00" to "99", each two-digit number's characters at twice its value.
    /// Computed, as `stageSize` is, so that an inlined digit write reads the literal directly.
    @inlinable static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    /// Writes one byte, making room for it.
    @inlinable @inline(__always)
    package mutating func append(_ byte: UInt8) {
        reserve(1)
        put(byte)
    }

    /// Writes a run of bytes. - Complexity: O(count).
    @inlinable @inline(__always)
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        if bytes.count > Self.stageSize {
            flush()
            output.append(contentsOf: bytes)
            return
        }
        reserve(bytes.count)
        (stage + staged).update(from: base, count: bytes.count)
        staged += bytes.count
    }

    /// Writes a literal's UTF-8 bytes.
    @inlinable @inline(__always)
    package mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    /// Writes a string's UTF-8 bytes as they are.
    @inlinable
    package mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }
}
