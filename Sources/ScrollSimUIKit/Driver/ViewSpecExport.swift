import LayoutCore
import Layouts
import ScrollPhysics
import Simulation
import WireFormat

/// A view spec as the JSON text `scrollsim run`, the daemon's `createView` and the Python client read:
/// the screen a driver showed, replayable outside Swift. Written in the canonical form (keys sorted,
/// numbers to three decimals).
enum ViewSpecExport {
    /// What cannot be exported yet.
    struct Unsupported: Error, CustomStringConvertible {
        /// What the spec has that the export does not write.
        var what: String
        var description: String { "the export does not write \(what)" }
    }

    /// `spec` as JSON. - Throws: `Unsupported` for a layout other than flow and compositional, for
    /// layout-specific item or section answers, for a negative content inset (UIKit's may be negative, a
    /// spec's are lengths), and for what `CompositionalSpecExport` cannot write.
    /// - Complexity: O(sections + items listed + the layout's elements).
    static func json(_ spec: ViewSpec) throws(Unsupported) -> String {
        let inset = spec.contentInset
        guard min(inset.top, inset.left, inset.bottom, inset.right) >= 0 else {
            throw Unsupported(what: "a negative content inset (\(insets(inset).canonical))")
        }
        let layout: JSONValue
        switch spec.layout {
        case .flow(let flow): layout = self.layout(flow)
        case .compositional(let configuration): layout = try CompositionalSpecExport.layout(configuration)
        default: throw Unsupported(what: "a \(spec.layout.typeName) layout")
        }
        var fields: [String: JSONValue] = [
            "viewport": size(spec.viewport), "contentInset": insets(spec.contentInset),
            "contentOffset": point(spec.contentOffset), "layout": layout, "physics": physics(spec.physics),
        ]
        var sections: [JSONValue] = []
        for section in spec.data.sections { sections.append(try self.section(section)) }
        fields["sections"] = .array(sections)
        if let id = spec.id { fields["id"] = .string(id) }
        if let prefetch = spec.prefetch {
            fields["prefetch"] = ["leading": .number(prefetch.leading), "trailing": .number(prefetch.trailing)]
        }
        return JSONValue.object(fields).canonical
    }

    private static func layout(_ flow: FlowLayoutConfiguration) -> JSONValue {
        [
            "type": "flow", "scrollDirection": .string(flow.scrollDirection.rawValue), "itemSize": size(flow.itemSize),
            "minimumLineSpacing": .number(flow.minimumLineSpacing),
            "minimumInteritemSpacing": .number(flow.minimumInteritemSpacing), "sectionInset": insets(flow.sectionInset),
            "headerReferenceSize": size(flow.headerReferenceSize),
            "footerReferenceSize": size(flow.footerReferenceSize),
            "sectionHeadersPinToVisibleBounds": .bool(flow.sectionHeadersPinToVisibleBounds),
            "sectionFootersPinToVisibleBounds": .bool(flow.sectionFootersPinToVisibleBounds),
        ]
    }

    private static func physics(_ settings: ScrollSettings) -> JSONValue {
        let rate: JSONValue =
            switch settings.decelerationRate {
            case .normal: "normal"
            case .fast: "fast"
            case .custom(let value): .number(value)
            }
        return [
            "profile": .string(settings.profile.rawValue), "decelerationRate": rate, "bounces": .bool(settings.bounces),
            "pagingEnabled": .bool(settings.pagingEnabled),
        ]
    }

    /// A section: its count, or its items listed when it lists them; its answers.
    private static func section(_ section: SectionData) throws(Unsupported) -> JSONValue {
        let answers = section.answers
        guard answers.layoutAnswers.isEmpty, section.pattern.isEmpty, section.overrides.isEmpty else {
            throw Unsupported(what: "a section's layout-specific answers, pattern or overrides")
        }
        var fields: [String: JSONValue] = [:]
        if section.listed.isEmpty {
            fields["items"] = JSONValue(section.itemCount)
            if let common = try item(section.common) { fields["item"] = common }
        } else {
            var items: [JSONValue] = []
            for answers in section.listed { items.append(try item(answers) ?? [:]) }
            fields["items"] = .array(items)
        }
        if let id = section.id { fields["id"] = .string(id) }
        if let inset = answers.sectionInset { fields["sectionInset"] = insets(inset) }
        if let spacing = answers.minimumLineSpacing { fields["minimumLineSpacing"] = .number(spacing) }
        if let spacing = answers.minimumInteritemSpacing { fields["minimumInteritemSpacing"] = .number(spacing) }
        if let header = answers.header { fields["header"] = size(header) }
        if let footer = answers.footer { fields["footer"] = size(footer) }
        return .object(fields)
    }

    /// An item's answers; nil when it has none.
    private static func item(_ answers: ItemAnswers) throws(Unsupported) -> JSONValue? {
        guard answers.layoutAnswers.isEmpty else { throw Unsupported(what: "an item's layout-specific answers") }
        var fields: [String: JSONValue] = [:]
        if let id = answers.id { fields["id"] = .string(id) }
        if let size = answers.size { fields["size"] = self.size(size) }
        if let inset = answers.inset { fields["inset"] = insets(inset) }
        return fields.isEmpty ? nil : .object(fields)
    }

    static func size(_ size: Size) -> JSONValue { [.number(size.width), .number(size.height)] }
    static func point(_ point: Point) -> JSONValue { [.number(point.x), .number(point.y)] }
    static func insets(_ insets: EdgeInsets) -> JSONValue {
        [.number(insets.top), .number(insets.left), .number(insets.bottom), .number(insets.right)]
    }
}
