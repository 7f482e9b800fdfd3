import Logging

/// Where a `ManualDaemon`'s log lines go.
final class LogBook: @unchecked Sendable {
    // Unchecked: a ManualDaemon and its core run on the test's one thread.
    var lines: [String] = []
}

/// A swift-log handler that keeps each message as `level: message` in a `LogBook`.
struct RecordingLogHandler: LogHandler {
    let book: LogBook
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        book.lines.append("\(event.level): \(event.message)")
    }
}
