import LayoutCore
import Simulation

/// Draws a run as SVG: content offset and velocity over time for each view and moving axis, with the
/// scroll lifecycle events marked as vertical lines.
public enum PlotRenderer {
    static let width = 900.0
    static let panelHeight = 220.0
    static let margin = (left: 70.0, right: 50.0, top: 40.0, gap: 50.0, bottom: 40.0)
    static let colors = ["#2563eb", "#dc2626", "#059669", "#7c3aed", "#d97706", "#0891b2"]

    /// - Complexity: O(events).
    public static func render(_ events: [Event], title: String) -> String {
        draw(PlotSeries.collect(from: events), end: events.last?.milliseconds ?? 0, title: title)
    }

    /// The SVG of `series`, the time axis to `end` (milliseconds). - Complexity: O(points).
    static func draw(_ series: [PlotSeries], end: Double, title: String) -> String {
        let end = max(end, 1)
        let height = margin.top + 2 * panelHeight + margin.gap + margin.bottom
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="0 0 \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif" font-size="11">
            <rect width="100%" height="100%" fill="#ffffff"/>
            <text x="\(n(margin.left))" y="20" font-size="14" fill="#111827">\(escape(title))</text>

            """
        let offsetPanel = Panel(
            top: margin.top, label: "content offset (pt)", end: end, values: series.flatMap(\.offsets))
        let velocityPanel = Panel(
            top: margin.top + panelHeight + margin.gap, label: "velocity (pt/s)", end: end,
            values: series.flatMap(\.velocities))
        svg += offsetPanel.frame() + velocityPanel.frame()
        for marker in PlotSeries.merged(series.flatMap(\.markers)) {
            svg += offsetPanel.marker(marker) + velocityPanel.marker(marker, labelled: false)
        }
        for (index, line) in series.enumerated() {
            let color = colors[index % colors.count]
            svg +=
                offsetPanel.polyline(line.offsetPoints, color: color)
                + velocityPanel.polyline(line.velocityPoints, color: color)
            svg +=
                "<text x=\"\(n(width - margin.right - 160))\" y=\"\(n(margin.top + 14 + Double(index) * 14))\" fill=\"\(color)\">\(escape(line.label))</text>\n"
        }
        return svg + "</svg>\n"
    }

    /// One panel: time along x, a value along y.
    struct Panel {
        var top: Double
        var label: String
        var end: Double
        var low: Double
        var high: Double

        init(top: Double, label: String, end: Double, values: [Double]) {
            self.top = top
            self.label = label
            self.end = end
            let minimum = values.min() ?? 0
            let maximum = values.max() ?? 1
            let pad = max((maximum - minimum) * 0.05, 1)
            low = minimum - pad
            high = maximum + pad
        }

        var plotWidth: Double { width - margin.left - margin.right }

        func x(_ milliseconds: Double) -> Double { margin.left + milliseconds / end * plotWidth }
        func y(_ value: Double) -> Double { top + (high - value) / (high - low) * panelHeight }

        func frame() -> String {
            var text =
                "<rect x=\"\(n(margin.left))\" y=\"\(n(top))\" width=\"\(n(plotWidth))\" height=\"\(n(panelHeight))\" fill=\"none\" stroke=\"#9ca3af\"/>\n"
            text += "<text x=\"\(n(margin.left))\" y=\"\(n(top - 6))\" fill=\"#374151\">\(label)</text>\n"
            for step in 0...4 {
                let value = low + (high - low) * Double(step) / 4
                text +=
                    "<text x=\"\(n(margin.left - 6))\" y=\"\(n(y(value) + 4))\" text-anchor=\"end\" fill=\"#6b7280\">\(n(value.rounded()))</text>\n"
                let time = end * Double(step) / 4
                text +=
                    "<text x=\"\(n(x(time)))\" y=\"\(n(top + panelHeight + 14))\" text-anchor=\"middle\" fill=\"#6b7280\">\(n(time.rounded())) ms</text>\n"
            }
            return text
        }

        func polyline(_ points: [(Double, Double)], color: String) -> String {
            guard !points.isEmpty else { return "" }
            let coordinates = points.map { "\(n(x($0.0))),\(n(y($0.1)))" }.joined(separator: " ")
            return "<polyline points=\"\(coordinates)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\"/>\n"
        }

        func marker(_ marker: PlotSeries.Marker, labelled: Bool = true) -> String {
            let position = x(marker.milliseconds)
            var text =
                "<line x1=\"\(n(position))\" y1=\"\(n(top))\" x2=\"\(n(position))\" y2=\"\(n(top + panelHeight))\" stroke=\"#d1d5db\" stroke-dasharray=\"3 3\"/>\n"
            if labelled {
                text +=
                    "<text transform=\"translate(\(n(position + 3)) \(n(top + 4))) rotate(90)\" font-size=\"9\" fill=\"#6b7280\">\(escape(marker.label))</text>\n"
            }
            return text
        }
    }

    static func n(_ value: Double) -> String { RenderText.number(value, decimals: 2) }

    static func escape(_ text: String) -> String { RenderText.escape(text) }
}
