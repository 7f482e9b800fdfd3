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
        var region = snapshot.bounds
        for attributes in snapshot.attributes { region = region.union(attributes.frame) }
        // The whole content, unless it dwarfs what is drawn (an infinite layout's 20,000 cycles): then
        // only its part around the drawing.
        var content = Rect(origin: .zero, size: snapshot.contentSize)
        if content.width <= 50 * region.width && content.height <= 50 * region.height {
            region = region.union(content)
        } else {
            content = Self.clip(content, to: region)
        }
        let scale = min(1, maximumSide / max(region.width, region.height, 1))
        let width = region.width * scale + 2 * margin
        let height = region.height * scale + 2 * margin + 20
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="0 0 \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif">

            """
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        svg += "<text x=\"\(n(margin))\" y=\"18\" font-size=\"13\" fill=\"#111827\">\(escape(title))</text>\n"
        // Drawn relative to the region's origin: an infinite layout's coordinates (tens of millions of
        // points) would lose their fractions in a viewer's single-precision floats.
        let origin = region.origin
        svg += "<g transform=\"translate(\(n(margin)) \(n(margin + 20))) scale(\(n(scale)))\">\n"
        svg += outline(content.moved(by: origin), stroke: "#9ca3af", width: 1 / scale, dash: "4 4", label: nil)
        for var attributes in RenderStyle.paintOrder(snapshot.attributes) {
            attributes.frame = attributes.frame.moved(by: origin)
            svg += element(attributes, scale: scale)
        }
        svg += outline(
            snapshot.bounds.moved(by: origin), stroke: "#dc2626", width: 2 / scale, dash: nil, label: "viewport")
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
        let perspective = Self.hasPerspective(attributes.transform)
        var text = "<g\(perspective ? "" : transform)\(opacity)>"
        if perspective {
            let corners = attributes.transform.projectedCorners(of: frame).map { "\(n($0.x)),\(n($0.y))" }
            text += "<polygon points=\"\(corners.joined(separator: " "))\""
        } else {
            text +=
                "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\""
        }
        text += " fill=\"\(style.fill)\" stroke=\"\(style.stroke)\" stroke-width=\"\(n(1 / scale))\"\(dash)/>"
        let label = RenderStyle.label(attributes)
        // A perspective drawing's label sits at its projected corners' mean.
        let corners = perspective ? attributes.transform.projectedCorners(of: frame) : []
        let labelX = perspective ? corners.reduce(0) { $0 + $1.x } / 4 : frame.midX
        let labelY = perspective ? corners.reduce(0) { $0 + $1.y } / 4 : frame.midY
        // A character is about 0.6 em wide: the label fits the frame's width and half its height.
        let fontSize = min(
            12 / scale, max(frame.height, 0) * 0.45, max(frame.width, 0) * 0.9 / (0.6 * Double(label.count)))
        if fontSize * scale >= 4 {
            text += "<text x=\"\(n(labelX))\" y=\"\(n(labelY))\" font-size=\"\(n(fontSize))\" fill=\"#111827\""
            text += " text-anchor=\"middle\" dominant-baseline=\"central\">\(escape(label))</text>"
        }
        return text + "</g>\n"
    }

    /// Whether the transform divides by depth (CATransform3D's m14, m24, m34): SVG's affine matrix cannot
    /// draw it, so the frame's projected corners are drawn instead.
    static func hasPerspective(_ t: Transform3D) -> Bool { t.m14 != 0 || t.m24 != 0 || t.m34 != 0 }

    /// The part of `rect` inside `region` (empty at region's origin when they do not meet).
    private static func clip(_ rect: Rect, to region: Rect) -> Rect {
        let minX = max(rect.minX, region.minX)
        let minY = max(rect.minY, region.minY)
        return Rect(
            x: minX, y: minY, width: max(0, min(rect.maxX, region.maxX) - minX),
            height: max(0, min(rect.maxY, region.maxY) - minY))
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

extension Rect {
    /// The rect in coordinates whose origin is `origin`.
    fileprivate func moved(by origin: Point) -> Rect {
        Rect(x: minX - origin.x, y: minY - origin.y, width: width, height: height)
    }
}
