import Logging
import Wire
import WireFormat

/// The daemon's own events, as canonical lines: `hello`, `lagged`, `shutdown`,
/// `scenarioDone`. They carry the common `seq`, `tick` and `t` of the moment they are sent.
enum DaemonEvents {
    struct Moment {
        var seq: Int
        var tick: Int
        var milliseconds: Double
    }

    static func line(_ name: String, at moment: Moment, _ fields: [String: JSONValue]) -> [UInt8] {
        var members = fields
        members["event"] = .string(name)
        members["seq"] = .number(Double(moment.seq))
        members["tick"] = .number(Double(moment.tick))
        members["t"] = .number(moment.milliseconds)
        return Reply.line(.object(members))
    }
}
