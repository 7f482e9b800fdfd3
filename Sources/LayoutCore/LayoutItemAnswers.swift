/// A value a layout's own per-item answer can hold: 64 bits, so that an item's answers stay a few words
/// and read without a cast.
public protocol ItemAnswerValue: Hashable, Sendable {
    /// The value as stored.
    var answerBits: UInt64 { get }
    /// The value `answerBits` stored.
    init(answerBits: UInt64)
}

extension Bool: ItemAnswerValue {
    public var answerBits: UInt64 { self ? 1 : 0 }
    public init(answerBits: UInt64) { self = answerBits != 0 }
}

extension Int: ItemAnswerValue {
    public var answerBits: UInt64 { UInt64(bitPattern: Int64(self)) }
    public init(answerBits: UInt64) { self = Int(Int64(bitPattern: answerBits)) }
}

extension Double: ItemAnswerValue {
    public var answerBits: UInt64 { bitPattern }
    public init(answerBits: UInt64) { self.init(bitPattern: answerBits) }
}

/// The name and type of a per-item answer one layout defines for itself, as UIKit's layouts each ask
/// theirs through a delegate protocol of their own (`UICollectionViewDelegateFlowLayout` beside the flow
/// layout): the layout declares the key as a static member (so that it reads `answers[.scale]`), and the
/// core keeps the value with the item's other answers, by the same precedence, without knowing its meaning.
public struct ItemAnswerKey<Value: ItemAnswerValue>: Sendable {
    /// The answer's name: its field in a view spec's item answers, so unique among every layout's keys.
    public let name: String

    public init(_ name: String) {
        self.name = name
    }
}

/// The answers an item gives to the questions layouts define for themselves (`ItemAnswerKey`), each
/// absent until set. Held in name order, so that two sets of the same answers are equal.
public struct LayoutItemAnswers: Hashable, Sendable {
    /// One answer: its key's name and its value's bits.
    @usableFromInline
    struct Entry: Hashable, Sendable {
        @usableFromInline var name: String
        @usableFromInline var bits: UInt64
    }

    /// The answers set, in name order; no storage when there are none.
    @usableFromInline private(set) var entries: [Entry] = []

    public init() {}

    /// Whether no answer is set. O(1).
    public var isEmpty: Bool { entries.isEmpty }

    /// The answer to `key`, nil when it is not set. - Complexity: O(answers set), a handful at most.
    @inlinable
    public subscript<Value>(key: ItemAnswerKey<Value>) -> Value? {
        get { bits(named: key.name).map(Value.init(answerBits:)) }
        set { setBits(newValue?.answerBits, named: key.name) }
    }

    /// The bits of the answer named `name`, nil when it is not set. - Complexity: O(answers set).
    @inlinable
    func bits(named name: String) -> UInt64? {
        if entries.isEmpty { return nil }
        return entries.first { $0.name == name }?.bits
    }

    /// Sets (or, with nil, removes) the answer named `name`, keeping name order. - Complexity: O(answers set).
    @usableFromInline
    mutating func setBits(_ bits: UInt64?, named name: String) {
        entries.removeAll { $0.name == name }
        guard let bits else { return }
        let position = entries.firstIndex { $0.name > name } ?? entries.endIndex
        entries.insert(Entry(name: name, bits: bits), at: position)
    }
}

extension LayoutItemAnswers {
    /// These answers, with those of `lower` this lacks added (a lower source in precedence order).
    /// - Complexity: O(answers set in both).
    func filled(from lower: LayoutItemAnswers) -> LayoutItemAnswers {
        var merged = self
        for entry in lower.entries where bits(named: entry.name) == nil {
            merged.setBits(entry.bits, named: entry.name)
        }
        return merged
    }
}
