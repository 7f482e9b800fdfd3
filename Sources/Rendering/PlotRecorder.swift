import LayoutCore
import Simulation

/// What `PlotRenderer` draws of a run, taken as the run produces its events instead of from the events
/// kept: per view and axis, a time and an offset and a time and a velocity per `didScroll`, and the scroll
/// lifecycle's markers. A streamed run keeps this, not its events.
public struct PlotRecorder: Sendable {
    /// A view's two axes, in the order the view first appeared.
    private var series: [(x: PlotSeries, y: PlotSeries)] = []
    private var views: [String: Int] = [:]
    /// The time of the last event, in milliseconds: where the time axis ends.
    private var end = 0.0

    public init() {}

    /// Takes a batch of events. - Complexity: O(events).
    public mutating func add(_ events: [Event]) {
        for event in events {
            end = event.milliseconds
            let index: Int
            if let known = views[event.view] {
                index = known
            } else {
                index = series.count
                views[event.view] = index
                series.append(
                    (PlotSeries(label: "\(event.view) x"), PlotSeries(label: "\(event.view) y")))
            }
            series[index].x.add(event, axis: .horizontal)
            series[index].y.add(event, axis: .vertical)
        }
    }

    /// The plot, as `PlotRenderer.render` draws the same events. - Complexity: O(points).
    public func render(title: String) -> String {
        let moving = series.flatMap { [$0.x, $0.y] }.filter { Set($0.offsets).count > 1 }
        return PlotRenderer.draw(moving, end: end, title: title)
    }
}
