import LayoutCore
import Simulation

/// A request's command, checked. Simulation commands are the scenario steps' commands.
public enum DaemonCommand: Sendable {
    /// The client's hello: a protocol it speaks, if it says.
    case hello(protocolName: String?)
    case ping
    case stats
    case listViews
    case sync
    case shutdown
    /// A view, living as long as `scope` says.
    case createView(ViewSpec, scope: ViewScope)
    case destroyView(String)
    /// One view's state (every view's without `view`, from the view at index `viewsFrom` of the daemon's
    /// views on, at most `maximumSnapshotEntries` entries in all), listing its orthogonal sections from
    /// index `sectionsFrom` on, at most `maximumSnapshotSections` of them.
    case snapshot(view: String?, sectionsFrom: Int, viewsFrom: Int)
    /// The layout output of the protocol for a view's current bounds, or for `rect`.
    case layout(view: String, rect: Rect?)
    case simulate(Command)
    case subscribe(SubscriptionRequest)
    case unsubscribe(Int)
    /// Manual clock only: `ticks` ticks, or with `untilIdle` until every view rests, at most `ticks`.
    case step(ticks: Int, untilIdle: Bool)
    case runScenario(ScenarioSource, detached: Bool)

    /// The names of the daemon's own commands; the simulation commands are `Command.Name`'s.
    public enum Name: String, CaseIterable, Sendable {
        case hello, ping, stats, createView, destroyView, listViews, snapshot, layout, subscribe, unsubscribe, sync
        case step, runScenario, shutdown
    }

    /// Every command name, for `unknown_cmd` and its suggestion.
    public static let names = Name.allCases.map(\.rawValue) + Command.Name.allCases.map(\.rawValue)

    /// The most ticks one `step` may ask for.
    public static let maximumStepTicks = 10_000_000

    /// The most orthogonal sections a view's `snapshot` lists (`sectionsFrom` pages through the rest): with
    /// at most 20,000 elements displayed, a view's state stays within a few MiB however many sections it
    /// has.
    public static let maximumSnapshotSections = 1_000

    /// The most entries (visible cells, displayed supplementary views and listed sections, of all views) a
    /// reply holding several views' states lists before it stops at a view boundary (`viewsFrom` pages
    /// through the rest); one view's state is always listed whole. At up to about 70 bytes an entry, such
    /// a reply stays within about 14 MB, a fifth of the clients' 64 MiB line.
    public static let maximumSnapshotEntries = 200_000

    /// The most ticks a `step {untilIdle: true}` runs when it names no `maxTicks`: 10 minutes at 120 Hz.
    public static let defaultIdleStepTicks = 72_000
}

/// How long a view created by `createView` lives.
public enum ViewScope: String, CaseIterable, Sendable {
    /// Until `destroyView` (the default).
    case daemon
    /// Until the connection that created it closes, at the latest.
    case connection
}

/// What a subscription asks for: event names (nil: every event but `didScroll` and `sectionDidScroll`), views
/// (nil: all), and what happens when the subscriber falls behind.
public struct SubscriptionRequest: Hashable, Sendable {
    public enum Overflow: String, Hashable, Sendable, CaseIterable {
        /// Events are counted and dropped; a `lagged` event reports them (the default).
        case drop
        /// The manual clock waits for the subscriber to drain (lossless, for tests).
        case block
    }

    public var events: [String]?
    public var views: [String]?
    public var overflow: Overflow

    public init(events: [String]? = nil, views: [String]? = nil, overflow: Overflow = .drop) {
        self.events = events
        self.views = views
        self.overflow = overflow
    }

    /// The names a subscription may ask for: the simulator's events and the daemon's `scenarioDone`.
    public static let eventNames = EventKind.names + [DaemonEventName.scenarioDone.rawValue]
}

/// The events the daemon writes itself, beside the simulator's (`EventName`).
public enum DaemonEventName: String, CaseIterable, Sendable {
    /// A scenario that `runScenario` started ended; a subscription may ask for it.
    case scenarioDone
    /// A subscriber fell behind and lost events; sent whatever the subscription asked for.
    case lagged
}

/// An event a subscription may name, decoded once: one of the simulator's, or the daemon's `scenarioDone`.
public enum SubscribedEvent: Hashable, Sendable {
    case simulator(EventName)
    case scenarioDone

    /// The event named `name`; nil for a name no subscription may ask for (`SubscriptionRequest.eventNames`).
    public init?(name: String) {
        if let simulated = EventName(rawValue: name) {
            self = .simulator(simulated)
        } else if name == DaemonEventName.scenarioDone.rawValue {
            self = .scenarioDone
        } else {
            return nil
        }
    }
}

/// Which scenario `runScenario` plays.
public enum ScenarioSource: Sendable {
    /// A file of the scenarios directory, by name without extension.
    case named(String)
    case inline(Scenario)
}
