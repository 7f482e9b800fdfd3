/// The per-section delegate answers of a view spec (the delegate methods that take a section).
/// An absent answer means the layout's own property applies.
///
/// The answers here are the ones every layout may ask (UICollectionViewDelegateFlowLayout's); a layout's
/// own questions are its keys in `layoutAnswers` (`SectionAnswerKey`), declared with the layout.
public struct SectionAnswers: Hashable, Sendable {
    public var sectionInset: EdgeInsets?
    public var minimumLineSpacing: Double?
    public var minimumInteritemSpacing: Double?
    /// The header's reference size; absent or zero means no header.
    public var header: Size?
    /// The footer's reference size; absent or zero means no footer.
    public var footer: Size?
    /// The answers to the layouts' own questions, by key.
    public var layoutAnswers = LayoutSectionAnswers()

    public init(
        sectionInset: EdgeInsets? = nil, minimumLineSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil,
        header: Size? = nil, footer: Size? = nil
    ) {
        self.sectionInset = sectionInset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.header = header
        self.footer = footer
    }

    /// The answer to a layout's own question `key`, nil when this section does not give it.
    /// - Complexity: O(layout answers given), a handful at most.
    public subscript<Value>(key: SectionAnswerKey<Value>) -> Value? {
        get { layoutAnswers[key] }
        set { layoutAnswers[key] = newValue }
    }
}
