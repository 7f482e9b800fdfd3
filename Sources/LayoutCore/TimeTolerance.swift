/// Slack for comparing times in seconds built from ticks: `84 / 120` is not exactly `0.7` in binary, and an
/// end that falls on a tick must happen at that tick, not the next. Shared by every motion and animation
/// (scrolls, touches, the Safari deletion).
public enum TimeTolerance {
    /// One nanosecond, far below any tick (a tick at 10 kHz is 100 µs).
    public static let seconds = 1e-9

    /// Whether `elapsed` seconds have reached `end`, within the slack.
    public static func hasReached(_ elapsed: Double, _ end: Double) -> Bool { elapsed >= end - seconds }
}
