import Foundation

/// A file per scenario in one folder (`--html DIR/`, `--plot DIR/`): `NAME.EXT`, or `NAME-2.EXT`, … when a
/// name comes again or is reserved.
struct PerScenarioFiles {
    /// The folder; nil when the run writes no folder.
    let path: String?
    let fileExtension: String
    private var taken: Set<String>

    init(path: String?, fileExtension: String, reserved: Set<String> = []) {
        self.path = path
        self.fileExtension = fileExtension
        taken = reserved
    }

    /// The path of the next scenario's file, unique in the folder; nil without a folder.
    /// - Complexity: O(1) expected per name, O(k) for its k-th copy.
    mutating func claim(for name: String) -> String? {
        guard let path else { return nil }
        var stem = name
        var copy = 1
        while taken.contains(stem) {
            copy += 1
            stem = "\(name)-\(copy)"
        }
        taken.insert(stem)
        return URL(fileURLWithPath: path).appendingPathComponent("\(stem).\(fileExtension)").path
    }
}
