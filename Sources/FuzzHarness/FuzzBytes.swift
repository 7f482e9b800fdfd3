/// An input's bytes read as a sequence of choices, front to back, for the structure-aware front ends: each
/// read takes the bytes it needs and an exhausted input reads as zeros (the first option, the lowest
/// value), so every byte string decodes to something, a short one to something small, and a mutation of
/// one byte changes one choice.
struct FuzzBytes {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isExhausted: Bool { position >= bytes.count }

    /// The next byte, or 0 past the end.
    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `0..<bound` (0 for a bound of 1 or less): one byte for bounds up to 256, two above.
    mutating func below(_ bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        if bound <= 256 { return Int(byte()) % bound }
        return (Int(byte()) << 8 | Int(byte())) % bound
    }

    /// A number in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True about `numerator` times in `denominator` (denominator at most 256); false past the end.
    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        guard !isExhausted else { return false }
        return below(denominator) < numerator
    }

    /// One of `options` (the first past the end). `options` is not empty.
    mutating func pick<T>(_ options: [T]) -> T {
        options[below(options.count)]
    }
}
