/// The per-section delegate answers of a view spec (the delegate methods that take a section).
/// An absent answer means the layout's own property applies.
public struct SectionAnswers: Hashable, Sendable {
    public var sectionInset: EdgeInsets?
    public var minimumLineSpacing: Double?
    public var minimumInteritemSpacing: Double?
    /// The header's reference size; absent or zero means no header.
    public var header: Size?
    /// The footer's reference size; absent or zero means no footer.
    public var footer: Size?
    /// PluginLayout: the section's plugin (`pluginForSectionAt`); nil means the layout's default plugin.
    public var plugin: PluginChoice?
    /// PluginLayout: the section's effects by kind (`effectsForItemAt:kind:`), in the order given.
    public var effects: [SectionEffect] = []

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
}
