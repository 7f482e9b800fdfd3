import LayoutCore
import Simulation

/// Draws a layout snapshot as SVG: every attribute's frame labelled with its index path, headers and
/// decorations styled apart from cells, the content's bounds in grey and the viewport outlined in red.
public enum SVGRenderer {
    /// The longest side of the picture, in pixels; larger regions are scaled down.
    static let maximumSide = 1600.0
    static let margin = 24.0

    /// The SVG document. `title` is written above the picture.
    /// - Complexity: O(k log k) for k attributes.
    public static func render(_ snapshot: LayoutSnapshot, title: String) -> String {
        let content = Rect(origin: .zero, size: snapshot.contentSize)
        var region = content.union(snapshot.bounds)
        for attributes in snapshot.attributes { region = region.union(attributes.frame) }
        let scale = min(1, maximumSide / max(region.width, region.height, 1))
        let width = region.width * scale + 2 * margin
        let height = region.height * scale + 2 * margin + 20
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="0 0 \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif">

            """
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        svg += "<text x=\"\(n(margin))\" y=\"18\" font-size=\"13\" fill=\"#111827\">\(escape(title))</text>\n"
        svg +=
            "<g transform=\"translate(\(n(margin - region.minX * scale)) \(n(margin + 20 - region.minY * scale))) scale(\(n(scale)))\">\n"
        svg += outline(content, stroke: "#9ca3af", width: 1 / scale, dash: "4 4", label: nil)
        for attributes in RenderStyle.paintOrder(snapshot.attributes) {
            svg += element(attributes, scale: scale)
        }
        svg += outline(snapshot.bounds, stroke: "#dc2626", width: 2 / scale, dash: nil, label: "viewport")
        svg += "</g>\n</svg>\n"
        return svg
    }

    private static func element(_ attributes: LayoutAttributes, scale: Double) -> String {
        let frame = attributes.frame
        let style = RenderStyle.svg(attributes.category)
        let dash = style.dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
        var transform = ""
        if !attributes.transform.isIdentity {
            let m = attributes.transform.rowMajor
            transform =
                " transform=\"translate(\(n(frame.midX)) \(n(frame.midY))) matrix(\(n(m[0])) \(n(m[1])) \(n(m[4])) \(n(m[5])) \(n(m[12])) \(n(m[13]))) translate(\(n(-frame.midX)) \(n(-frame.midY)))\""
        }
        let opacity = attributes.alpha < 1 ? " opacity=\"\(n(attributes.alpha))\"" : ""
        var text = "<g\(transform)\(opacity)>"
        text +=
            "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\""
        text += " fill=\"\(style.fill)\" stroke=\"\(style.stroke)\" stroke-width=\"\(n(1 / scale))\"\(dash)/>"
        let label = RenderStyle.label(attributes)
        // A character is about 0.6 em wide: the label fits the frame's width and half its height.
        let fontSize = min(
            12 / scale, max(frame.height, 0) * 0.45, max(frame.width, 0) * 0.9 / (0.6 * Double(label.count)))
        if fontSize * scale >= 4 {
            text += "<text x=\"\(n(frame.midX))\" y=\"\(n(frame.midY))\" font-size=\"\(n(fontSize))\" fill=\"#111827\""
            text += " text-anchor=\"middle\" dominant-baseline=\"central\">\(escape(label))</text>"
        }
        return text + "</g>\n"
    }

    private static func outline(_ rect: Rect, stroke: String, width: Double, dash: String?, label: String?) -> String {
        let dashAttribute = dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
        var text =
            "<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
        text += " fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\"\(dashAttribute)/>\n"
        if let label {
            text +=
                "<text x=\"\(n(rect.minX + 2 * width))\" y=\"\(n(rect.minY - 3 * width))\" font-size=\"\(n(6 * width))\""
            text += " fill=\"\(stroke)\">\(label)</text>\n"
        }
        return text
    }

    private static func n(_ value: Double) -> String { RenderText.number(value) }

    private static func escape(_ text: String) -> String { RenderText.escape(text) }
}
