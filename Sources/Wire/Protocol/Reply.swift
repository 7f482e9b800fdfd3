import WireFormat

/// Replies as canonical NDJSON lines: `{"id":…,"ok":true,"result":{…},"seq":N}` or
/// `{"id":…,"ok":false,"error":{…},"seq":N}`, each ending in a newline.
public enum Reply {
    /// A success: `result` is the command's answer; `seq` the last event sequence number issued.
    public static func success(id: JSONValue, result: JSONValue, seq: Int) -> [UInt8] {
        line(.object(["id": id, "ok": .bool(true), "result": result, "seq": .number(Double(seq))]))
    }

    /// A failure with its error.
    public static func failure(id: JSONValue, error: ProtocolError, seq: Int) -> [UInt8] {
        line(.object(["id": id, "ok": .bool(false), "error": error.json, "seq": .number(Double(seq))]))
    }

    /// A value's canonical text and a newline.
    public static func line(_ value: JSONValue) -> [UInt8] {
        var bytes: [UInt8] = []
        value.write(to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }
}
