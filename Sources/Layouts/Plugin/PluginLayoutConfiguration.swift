import LayoutCore

/// PluginLayout's own properties. A section's `plugin` answer takes precedence over
/// `defaultPlugin`; a section with neither places nothing, as in the seed.
public struct PluginLayoutConfiguration: Hashable, Sendable {
    public var scrollDirection: Axis = .vertical
    public var defaultPlugin: PluginChoice?

    public init() {}
}
