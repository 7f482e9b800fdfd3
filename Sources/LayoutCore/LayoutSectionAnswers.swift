/// The name and type of a per-section answer one layout defines for itself (PluginLayout's
/// `pluginForSectionAt`, say): the layout declares the key as a static member (so that it reads
/// `answers[.plugin]`), and the core keeps the value with the section's other answers without knowing its
/// meaning.
public struct SectionAnswerKey<Value: Hashable & Sendable>: Sendable {
    /// The answer's name: its field in a view spec's section, so unique among every layout's keys.
    public let name: String

    public init(_ name: String) {
        self.name = name
    }
}

/// The answers a section gives to the questions layouts define for themselves (`SectionAnswerKey`), each
/// absent until set. Held in name order, so that two sets of the same answers are equal.
public struct LayoutSectionAnswers: Hashable, Sendable {
    /// One answer: its key's name and its value.
    private struct Entry: Hashable, Sendable {
        var name: String
        var value: any Hashable & Sendable

        static func == (left: Entry, right: Entry) -> Bool {
            left.name == right.name && Self.equal(left.value, right.value)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(value)
        }

        /// Whether `right` is a `Value` equal to `left`.
        private static func equal<Value: Hashable>(_ left: Value, _ right: any Hashable) -> Bool {
            (right as? Value).map { $0 == left } ?? false
        }
    }

    /// The answers set, in name order; no storage when there are none.
    private var entries: [Entry] = []

    public init() {}

    /// Whether no answer is set. O(1).
    public var isEmpty: Bool { entries.isEmpty }

    /// The answer to `key`, nil when it is not set. - Complexity: O(answers set), a handful at most.
    public subscript<Value>(key: SectionAnswerKey<Value>) -> Value? {
        get { entries.first { $0.name == key.name }?.value as? Value }
        set {
            entries.removeAll { $0.name == key.name }
            guard let newValue else { return }
            let position = entries.firstIndex { $0.name > key.name } ?? entries.endIndex
            entries.insert(Entry(name: key.name, value: newValue), at: position)
        }
    }
}
