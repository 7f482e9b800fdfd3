import Logging
import Platform

/// `serve`'s log handler: another handler (the standard error stream's) given each message with its control
/// characters escaped (`TerminalText`), since messages quote what clients sent (a failed request, a
/// scenario's failure with its ids).
struct EscapingLogHandler: LogHandler {
    var wrapped: any LogHandler

    var logLevel: Logger.Level {
        get { wrapped.logLevel }
        set { wrapped.logLevel = newValue }
    }

    var metadata: Logger.Metadata {
        get { wrapped.metadata }
        set { wrapped.metadata = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { wrapped[metadataKey: key] }
        set { wrapped[metadataKey: key] = newValue }
    }

    var metadataProvider: Logger.MetadataProvider? {
        get { wrapped.metadataProvider }
        set { wrapped.metadataProvider = newValue }
    }

    func log(event: LogEvent) {
        var escaped = event
        escaped.message = "\(TerminalText.escaped(event.message.description, keepingLineBreaks: true))"
        wrapped.log(event: escaped)
    }
}
