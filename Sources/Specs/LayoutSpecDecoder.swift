import LayoutCore
import Layouts
import WireFormat

/// Reads a view spec's `layout`: the type, then that type's properties.
enum LayoutSpecDecoder {
    static let flowKeys = [
        "type", "scrollDirection", "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
        "headerReferenceSize", "footerReferenceSize", "sectionHeadersPinToVisibleBounds",
        "sectionFootersPinToVisibleBounds",
    ]
    static let expandedKeys = ["type", "sectionInset"]
    static let tableKeys = [
        "type", "cellSize", "minimumCellSize", "maximumCellSize", "rowHeaderWidth", "columnHeaderHeight",
        "stickyHeaders", "cornerDecoration", "columnHeaderSizes", "rowHeaderSizes",
    ]

    static func decode(_ value: SpecValue) throws(InputError) -> LayoutSpec {
        guard case .mapping = value.node else { throw value.error("expected a layout mapping, got \(value.shown)") }
        guard let typeValue = value.member("type") else { throw value.error("missing required key \"type\"") }
        let type = try typeValue.string()
        guard let known = LayoutType(rawValue: type) else {
            let names = LayoutType.allCases.map(\.rawValue)
            throw typeValue.error(
                "unknown layout type \"\(type)\"\(KeySuggestion.hint(for: type, among: names)) (expected one of \(names.joined(separator: ", ")))"
            )
        }
        switch known {
        case .flow: return .flow(try decodeFlow(value))
        case .cellInsetFlow: return .cellInsetFlow(try decodeFlow(value))
        case .table: return .table(try decodeTable(value))
        case .expanded: return .expanded(try decodeExpanded(value))
        case .snapToCenter: return .snapToCenter(try LNZSpecDecoder.decodeSnapToCenter(value))
        case .infinite: return .infinite(try LNZSpecDecoder.decodeInfinite(value))
        case .carousel: return .carousel(try LNZSpecDecoder.decodeCarousel(value))
        case .safari: return .safari(try LNZSpecDecoder.decodeSafari(value))
        case .plugin: return .plugin(try PluginSpecDecoder.decodeLayout(value))
        case .compositional: return .compositional(try CompositionalSpecDecoder.decode(value))
        }
    }

    static func decodeFlow(_ value: SpecValue) throws(InputError) -> FlowLayoutConfiguration {
        let fields = try value.fields(allowed: flowKeys)
        var configuration = FlowLayoutConfiguration()
        if let direction = fields["scrollDirection"] {
            configuration.scrollDirection = Axis(rawValue: try direction.choice(Axis.allCases.map(\.rawValue)))!
        }
        if let size = fields["itemSize"] { configuration.itemSize = try size.size() }
        if let spacing = fields["minimumLineSpacing"] {
            configuration.minimumLineSpacing = try spacing.length()
        }
        if let spacing = fields["minimumInteritemSpacing"] {
            configuration.minimumInteritemSpacing = try spacing.length()
        }
        if let inset = fields["sectionInset"] { configuration.sectionInset = try inset.insets() }
        if let size = fields["headerReferenceSize"] { configuration.headerReferenceSize = try size.size() }
        if let size = fields["footerReferenceSize"] { configuration.footerReferenceSize = try size.size() }
        if let pin = fields["sectionHeadersPinToVisibleBounds"] {
            configuration.sectionHeadersPinToVisibleBounds = try pin.bool()
        }
        if let pin = fields["sectionFootersPinToVisibleBounds"] {
            configuration.sectionFootersPinToVisibleBounds = try pin.bool()
        }
        return configuration
    }

    static func decodeExpanded(_ value: SpecValue) throws(InputError) -> ExpandedConfiguration {
        let fields = try value.fields(allowed: expandedKeys)
        var configuration = ExpandedConfiguration()
        if let inset = fields["sectionInset"] { configuration.sectionInset = try inset.insets() }
        return configuration
    }

    /// The expanded layout's own item answers.
    static let expandedItemKeys = ["scale"]

    /// Reads the expanded layout's own answers of an item mapping into `item`.
    static func decodeExpandedItem(_ fields: SpecFields, into item: inout ItemAnswers) throws(InputError) {
        if let scale = fields["scale"] {
            item[.scale] = ItemScale(rawValue: try scale.choice(ItemScale.allCases.map(\.rawValue)))
        }
    }

    static func decodeTable(_ value: SpecValue) throws(InputError) -> TableLayoutConfiguration {
        let fields = try value.fields(allowed: tableKeys)
        var configuration = TableLayoutConfiguration()
        if let size = fields["cellSize"] { configuration.cellSize = try size.size() }
        if let size = fields["minimumCellSize"] { configuration.minimumCellSize = try size.size() }
        if let size = fields["maximumCellSize"] { configuration.maximumCellSize = try size.size() }
        if let width = fields["rowHeaderWidth"] { configuration.rowHeaderWidth = try width.length() }
        if let height = fields["columnHeaderHeight"] {
            configuration.columnHeaderHeight = try height.length()
        }
        if let sticky = fields["stickyHeaders"] { configuration.stickyHeaders = try sticky.bool() }
        if let corner = fields["cornerDecoration"] { configuration.cornerDecoration = try corner.bool() }
        if let sizes = fields["columnHeaderSizes"] { configuration.columnHeaderSizes = try sizeList(sizes) }
        if let sizes = fields["rowHeaderSizes"] { configuration.rowHeaderSizes = try sizeList(sizes) }
        let minimum = configuration.minimumCellSize
        let maximum = configuration.maximumCellSize
        if minimum.width > maximum.width || minimum.height > maximum.height {
            let axis = minimum.width > maximum.width ? "width" : "height"
            throw (fields["minimumCellSize"] ?? value).error(
                "minimumCellSize \(shown(minimum)) is larger than maximumCellSize \(shown(maximum)) in \(axis)")
        }
        return configuration
    }

    /// The longest list of header sizes accepted: one per row or column of the largest view.
    static let maximumHeaderSizes = 10_000_000

    private static func sizeList(_ value: SpecValue) throws(InputError) -> [Size] {
        let elements = try value.list("a list of [width, height]")
        guard elements.count <= maximumHeaderSizes else {
            throw value.error("expected at most \(maximumHeaderSizes) sizes, got \(elements.count)")
        }
        var sizes: [Size] = []
        sizes.reserveCapacity(elements.count)
        for element in elements { sizes.append(try element.size()) }
        return sizes
    }

    private static func shown(_ size: Size) -> String {
        func number(_ value: Double) -> String {
            value == .greatestFiniteMagnitude ? "max" : CanonicalNumber.format(value)
        }
        return "[\(number(size.width)), \(number(size.height))]"
    }
}
