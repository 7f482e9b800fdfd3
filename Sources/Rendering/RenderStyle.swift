import LayoutCore

/// How each category of element is drawn, so that cells, headers and decorations read apart.
enum RenderStyle {
    /// SVG fill, stroke and dash pattern of a category.
    static func svg(_ category: ElementCategory) -> (fill: String, stroke: String, dash: String?) {
        switch category {
        case .cell: return ("#dbeafe", "#2563eb", nil)
        case .supplementary: return ("#fef3c7", "#b45309", "6 3")
        case .decoration: return ("#e5e7eb", "#4b5563", "2 2")
        }
    }

    /// The label drawn on an element: `0,3` for a cell, `header 0,0` for the others.
    static func label(_ attributes: LayoutAttributes) -> String {
        let path = "\(attributes.indexPath.section),\(attributes.indexPath.item)"
        return attributes.category == .cell ? path : "\(attributes.kind.rawValue) \(path)"
    }

    /// Drawing order: lower zIndex first, then the canonical order, so overlapping elements stack as on
    /// screen.
    static func paintOrder(_ attributes: [LayoutAttributes]) -> [LayoutAttributes] {
        attributes.enumerated().sorted { lhs, rhs in
            lhs.element.zIndex != rhs.element.zIndex ? lhs.element.zIndex < rhs.element.zIndex : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
