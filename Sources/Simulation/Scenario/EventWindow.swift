/// What an `expectEvent` step needs of the events of its window, taken as they come instead of the events
/// themselves: whether one matched in time, how many of the expected name (and view) came, and the first
/// few of those for the failure's message. Memory stays within `2 × EventMatch.candidatesShown` events
/// however many the window sees.
struct EventWindow: Sendable {
    let expectation: EventExpectation
    /// The tick the window starts at: where the step before the expectation began.
    let startTick: Int
    /// When it starts and ends, in milliseconds.
    let start: Double
    let end: Double
    /// An event matched every field at or before `end`.
    private(set) var matched = false
    /// The events of the expected name and view seen since `startTick`.
    private(set) var seen = 0
    /// The first events that matched every field after `end`, and the first that differ in a field.
    private(set) var late: [Event] = []
    private(set) var differing: [Event] = []

    init(_ expectation: EventExpectation, startTick: Int, tickHz: Double) {
        self.expectation = expectation
        self.startTick = startTick
        start = Double(startTick) / tickHz * 1000
        end = start + expectation.within
    }

    /// How many events it holds. - Complexity: O(1).
    var retainedCount: Int { late.count + differing.count }

    /// Takes one event. - Complexity: O(fields named by the expectation).
    mutating func observe(_ event: Event) {
        guard event.tick >= startTick, EventMatch.concerns(event, expectation) else { return }
        seen += 1
        if expectation.fieldsMatch(event.fields) {
            if event.milliseconds <= end + 1e-9 {
                matched = true
            } else if late.count < EventMatch.candidatesShown {
                late.append(event)
            }
        } else if differing.count < EventMatch.candidatesShown {
            differing.append(event)
        }
    }

    /// The failure of the window once it closed without a match.
    var mismatch: StateCheck.Mismatch {
        EventMatch.mismatch(expectation, seen: seen, late: late, differing: differing, from: start, to: end)
    }
}
