import LayoutCore
import Layouts

/// Reads PluginLayout's spec: the layout's `scrollDirection` and `defaultPlugin`, a
/// section's `plugin` and its `effects`.
enum PluginSpecDecoder {
    static let layoutKeys = ["type", "scrollDirection", "defaultPlugin"]
    static let pinKeys = ["sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds"]
    /// The section parameters each plugin reads, besides `type` and the pin flags.
    static let parameterKeys: [PluginType: [String]] = [
        .flow: ["alignment"], .grid: ["alignment"], .staggered: ["lineCount", "placement"],
        .mosaic: ["lineCount", "lineMultiple"],
    ]
    static let effectKeys: [String: [String]] = [
        "sticky": ["edge"], "elastic": ["spacing", "span"], "fade": ["span"], "tilt": [],
    ]
    /// The plugins' own item answers.
    static let itemKeys = ["lineFraction", "aspectRatio", "canBeBig"]
    /// The most columns a staggered or mosaic section may have.
    static let maximumLineCount = 10_000
    /// The mosaic looks at every column for every item (O(n·c)), so it has fewer.
    static let maximumMosaicLineCount = 64

    static func decodeLayout(_ value: SpecValue) throws(InputError) -> PluginLayoutConfiguration {
        let fields = try value.fields(allowed: layoutKeys)
        var configuration = PluginLayoutConfiguration()
        if let direction = fields["scrollDirection"] {
            configuration.scrollDirection = Axis(rawValue: try direction.choice(Axis.allCases.map(\.rawValue)))!
        }
        if let plugin = fields["defaultPlugin"] { configuration.defaultPlugin = try decodePlugin(plugin) }
        return configuration
    }

    /// Reads the plugins' own answers of an item mapping into `item`.
    static func decodeItem(_ fields: SpecFields, into item: inout ItemAnswers) throws(InputError) {
        if let fraction = fields["lineFraction"] { item[.lineFraction] = try fraction.integer(in: 1...10_000) }
        if let ratio = fields["aspectRatio"] {
            item[.aspectRatio] = try ratio.number(in: 0.001...1000, "from 0.001 to 1000")
        }
        if let value = fields["canBeBig"] { item[.canBeBig] = try value.bool() }
    }

    /// `{type: flow | grid | staggered | mosaic, ...parameters}`.
    static func decodePlugin(_ value: SpecValue) throws(InputError) -> PluginChoice {
        let allKeys = ["type"] + pinKeys + ["alignment", "lineCount", "lineMultiple", "placement"]
        let fields = try value.fields(allowed: allKeys, "a plugin mapping")
        let typeValue = try fields.required("type")
        let type = PluginType(rawValue: try typeValue.choice(PluginType.allCases.map(\.rawValue)))!
        let allowed = ["type"] + pinKeys + (parameterKeys[type] ?? [])
        for (key, member) in fields.members where !allowed.contains(key) {
            let readers = PluginType.allCases.filter { parameterKeys[$0]?.contains(key) ?? false }.map(\.rawValue)
            throw member.error(
                "the \(type.rawValue) plugin does not read \"\(key)\" (the \(readers.joined(separator: " and ")) plugins do)"
            )
        }
        var plugin = PluginChoice(type: type)
        if let alignment = fields["alignment"] {
            plugin.alignment = FlowAlignment(rawValue: try alignment.choice(FlowAlignment.allCases.map(\.rawValue)))!
        }
        if let count = fields["lineCount"] {
            let limit = type == .mosaic ? maximumMosaicLineCount : maximumLineCount
            plugin.lineCount = try count.integer(in: 1...limit, "a line count")
        }
        if let multiple = fields["lineMultiple"] { plugin.lineMultiple = try multiple.positiveLength() }
        if let placement = fields["placement"] {
            plugin.placement = StaggeredPlacement(
                rawValue: try placement.choice(StaggeredPlacement.allCases.map(\.rawValue)))!
        }
        if let pin = fields["sectionHeadersPinToVisibleBounds"] {
            plugin.sectionHeadersPinToVisibleBounds = try pin.bool()
        }
        if let pin = fields["sectionFootersPinToVisibleBounds"] {
            plugin.sectionFootersPinToVisibleBounds = try pin.bool()
        }
        return plugin
    }

    /// A section's `effects`: a list of `{type, kind, ...}`, each for a kind the section has.
    static func decodeEffects(_ value: SpecValue, answers: SectionAnswers) throws(InputError) -> [SectionEffect] {
        var effects: [SectionEffect] = []
        for element in try value.list("a list of effects") {
            effects.append(try decodeEffect(element, answers: answers))
        }
        return effects
    }

    private static func decodeEffect(_ value: SpecValue, answers: SectionAnswers) throws(InputError) -> SectionEffect {
        let allKeys = ["type", "kind", "edge", "spacing", "span"]
        let fields = try value.fields(allowed: allKeys, "an effect mapping")
        let typeValue = try fields.required("type")
        let type = try typeValue.choice(["sticky", "elastic", "fade", "tilt"])
        let allowed = ["type", "kind"] + (effectKeys[type] ?? [])
        for (key, member) in fields.members where !allowed.contains(key) {
            throw member.error("the \(type) effect does not read \"\(key)\"")
        }
        let kindValue = fields["kind"]
        let kind =
            try kindValue.map { value throws(InputError) in
                ElementKind(rawValue: try value.choice(["cell", "header", "footer"]))!
            } ?? .cell
        if let kindValue, kind != .cell {
            let reference = kind == .header ? answers.header : answers.footer
            guard let reference, reference.hasArea else {
                throw kindValue.error(
                    "the section has no \(kind.rawValue) (give it a \"\(kind.rawValue)\" size above 0 in both sides)")
            }
        }
        if type == "sticky", kind == .cell {
            throw (kindValue ?? value).error("the sticky effect applies to a header or a footer, not to cells")
        }
        if type != "sticky", let kindValue, kind != .cell {
            throw kindValue.error(
                "the \(type) effect applies to cells only (the seed leaves \(kind.rawValue)s as they are)")
        }
        switch type {
        case "sticky":
            let edge = try fields["edge"].map { value throws(InputError) in
                StickyEdge(rawValue: try value.choice(StickyEdge.allCases.map(\.rawValue)))!
            }
            return SectionEffect(.sticky(edge ?? (kind == .header ? .start : .end)), kind: kind)
        case "elastic":
            let spacing = try fields["spacing"]?.length() ?? 90
            let span = try fields["span"]?.positiveLength() ?? 200
            return SectionEffect(.elastic(spacing: spacing, span: span), kind: .cell)
        case "fade": return SectionEffect(.fade(span: try fields["span"]?.positiveLength() ?? 200), kind: .cell)
        default: return SectionEffect(.tilt, kind: .cell)
        }
    }
}
