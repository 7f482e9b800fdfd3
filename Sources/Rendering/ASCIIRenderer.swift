import LayoutCore
import Simulation

/// Draws what the viewport shows as text: cells boxed with `+-|`, supplementary views with `#=:`,
/// decorations with `*`, each labelled with its index path when it fits.
public enum ASCIIRenderer {
    /// Characters across the viewport; a character is taken to be twice as tall as it is wide.
    public static let columns = 72
    /// The most rows drawn: a viewport taller than this many half-column heights is drawn with taller rows
    /// instead, so the text stays bounded whatever the viewport's shape.
    public static let maximumRows = 200

    /// - Complexity: O(k·area) for k attributes, the area bounded by the character grid (`columns` ×
    ///   `maximumRows`).
    public static func render(_ snapshot: LayoutSnapshot, title: String) -> String {
        let bounds = snapshot.bounds
        let pointsPerColumn = bounds.width / Double(columns)
        let pointsPerRow = max(pointsPerColumn * 2, bounds.height / Double(maximumRows))
        let rows = min(max(1, Int(saturating: bounds.height / pointsPerRow, .up)), maximumRows)
        var canvas = CharacterCanvas(columns: columns, rows: rows)
        for attributes in RenderStyle.paintOrder(snapshot.attributes) where !attributes.isHidden {
            let frame = attributes.frame
            let left = Int(saturating: (frame.minX - bounds.minX) / pointsPerColumn, .down)
            let top = Int(saturating: (frame.minY - bounds.minY) / pointsPerRow, .down)
            let right = Int(saturating: (frame.maxX - bounds.minX) / pointsPerColumn, .up) - 1
            let bottom = Int(saturating: (frame.maxY - bounds.minY) / pointsPerRow, .up) - 1
            canvas.box(
                left: left, top: top, right: max(left, right), bottom: max(top, bottom),
                style: style(attributes.category))
            canvas.write(RenderStyle.label(attributes), column: left + 1, row: top + 1, before: right, below: bottom)
        }
        let scale =
            "1 column = \(RenderText.number(pointsPerColumn, decimals: 1)) pt, 1 row = \(RenderText.number(pointsPerRow, decimals: 1)) pt"
        return "\(title)\n\(scale)\n" + canvas.framed()
    }

    private static func style(_ category: ElementCategory) -> CharacterCanvas.BoxStyle {
        switch category {
        case .cell: return .init(corner: "+", horizontal: "-", vertical: "|")
        case .supplementary: return .init(corner: "#", horizontal: "=", vertical: ":")
        case .decoration: return .init(corner: "*", horizontal: "*", vertical: "*")
        }
    }
}
