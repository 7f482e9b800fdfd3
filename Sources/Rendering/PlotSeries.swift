import LayoutCore
import Simulation

/// One view's motion along one axis, read from a run's events.
struct PlotSeries {
    struct Marker {
        var milliseconds: Double
        var label: String
    }

    var label: String
    var offsetPoints: [(Double, Double)] = []
    var velocityPoints: [(Double, Double)] = []
    var markers: [Marker] = []

    var offsets: [Double] { offsetPoints.map(\.1) }
    var velocities: [Double] { velocityPoints.map(\.1) }

    /// A series per view and axis that moved, from `didScroll` (and the lifecycle events' offsets), with
    /// the view's lifecycle events as markers.
    static func collect(from events: [Event]) -> [PlotSeries] {
        var order: [String] = []
        var byView: [String: [Event]] = [:]
        for event in events {
            if byView[event.view] == nil { order.append(event.view) }
            byView[event.view, default: []].append(event)
        }
        var result: [PlotSeries] = []
        for view in order {
            for axis in Axis.allCases {
                var series = PlotSeries(label: "\(view) \(axis == .horizontal ? "x" : "y")")
                for event in byView[view] ?? [] { series.add(event, axis: axis) }
                if Set(series.offsets).count > 1 { result.append(series) }
            }
        }
        return result
    }

    /// Markers at the same time drawn as one, their labels joined, in time order.
    static func merged(_ markers: [Marker]) -> [Marker] {
        var result: [Marker] = []
        for marker in markers.sorted(by: { $0.milliseconds < $1.milliseconds }) {
            if let last = result.last, last.milliseconds == marker.milliseconds {
                if !last.label.contains(marker.label) { result[result.count - 1].label += ", " + marker.label }
            } else {
                result.append(marker)
            }
        }
        return result
    }

    /// Takes `event`'s point along `axis` (a `didScroll`, a `willBeginDragging`) and its marker.
    mutating func add(_ event: Event, axis: Axis) {
        func along(_ point: Point) -> Double { axis == .horizontal ? point.x : point.y }
        switch event.kind {
        case .didScroll(let offset, let velocity):
            offsetPoints.append((event.milliseconds, along(offset)))
            velocityPoints.append((event.milliseconds, axis == .horizontal ? velocity.dx : velocity.dy))
        case .scroll(let scroll):
            markers.append(Marker(milliseconds: event.milliseconds, label: event.name))
            if case .willBeginDragging(let offset) = scroll {
                offsetPoints.append((event.milliseconds, along(offset)))
                velocityPoints.append((event.milliseconds, 0))
            }
        default:
            break
        }
    }
}
