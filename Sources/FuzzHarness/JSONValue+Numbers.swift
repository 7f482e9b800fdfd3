import Wire
import WireFormat

extension JSONValue {
    /// A JSON array of `values`: a point, a size, a rect or insets as a spec or a request writes them.
    static func numbers(_ values: [Double]) -> JSONValue { .array(values.map { .number($0) }) }
}
