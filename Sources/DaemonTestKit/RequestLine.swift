import WireFormat

/// A request as the test clients write it: one object with `cmd`, `id` and the command's parameters, in
/// canonical JSON (keys sorted, no spaces, `/` unescaped, numbers to three decimals).
public enum RequestLine {
    /// `{"cmd":command,"id":id,…params}` without its newline; `cmd` and `id` replace parameters of those
    /// names. - Complexity: O(size of the request), O(n log n) in the keys of its largest object.
    public static func text(_ command: String, id: Int, params: [String: JSONValue]) -> String {
        var body = params
        body["cmd"] = .string(command)
        body["id"] = JSONValue(id)
        return JSONValue.object(body).canonical
    }
}
