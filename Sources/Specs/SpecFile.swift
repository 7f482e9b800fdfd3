import FoundationEssentials
import Platform
import Simulation
import WireFormat

/// Loads view specs from files or text, YAML or JSON by extension.
public enum SpecFile {
    public enum Format: Sendable {
        case yaml
        case json

        /// The format a file's extension names (YAML for `-`, standard input), or nil.
        public init?(path: String) {
            let lowered = path.lowercased()
            if path == SpecFile.standardInput || lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") {
                self = .yaml
            } else if lowered.hasSuffix(".json") {
                self = .json
            } else {
                return nil
            }
        }
    }

    /// The largest spec, scenario or config file read, in bytes (4 MiB): parsing costs about 75 bytes of
    /// memory per byte of YAML, so this bounds a file's cost to about 300 MB and 1 s.
    public static let maximumFileSize = 4 << 20

    /// The path that names standard input.
    public static let standardInput = "-"

    /// Reads and checks the view spec at `path`.
    public static func load(path: String) throws(InputError) -> ViewSpec {
        try ViewSpecDecoder.decode(try parseFile(path: path))
    }

    /// Checks a view spec given as text. `file` names it in errors.
    public static func decode(_ text: String, format: Format, file: String? = nil) throws(InputError) -> ViewSpec {
        try ViewSpecDecoder.decode(try parse(text, format: format, file: file))
    }

    /// Reads and checks the scenario at `path`; its name defaults to the file's name without extension.
    public static func loadScenario(path: String) throws(InputError) -> Scenario {
        let stem =
            path == standardInput
            ? "stdin" : String(path.split(separator: "/").last?.split(separator: ".").first ?? "scenario")
        return try ScenarioDecoder.decode(try parseFile(path: path), defaultName: stem)
    }

    /// The file of the scenario `name` in `directory`: the first of `name.yaml`, `name.yml`, `name.json`
    /// that exists, else `name.yaml` (which then fails to read, naming itself).
    public static func scenarioPath(named name: String, in directory: String) -> String {
        for suffix in [".yaml", ".yml", ".json"] {
            let path = "\(directory)/\(name)\(suffix)"
            if access(path, F_OK) == 0 { return path }
        }
        return "\(directory)/\(name).yaml"
    }

    /// Checks a scenario given as YAML text. `file` names it in errors.
    public static func decodeScenario(_ text: String, file: String? = nil, name: String = "scenario") throws(InputError)
        -> Scenario
    {
        try ScenarioDecoder.decode(try parse(text, format: .yaml, file: file), defaultName: name)
    }

    /// The document at `path`, in the format its extension names.
    static func parseFile(path: String) throws(InputError) -> SpecValue {
        guard let format = Format(path: path) else {
            throw InputError(file: path, message: "unknown file type; expected .yaml, .yml or .json")
        }
        return try parse(try read(path: path), format: format, file: path)
    }

    /// The document's root value: JSON through the request reader, YAML through Yams.
    private static func parse(_ text: String, format: Format, file: String?) throws(InputError) -> SpecValue {
        let document = SpecDocument(file: file)
        return format == .json ? try document.parseJSON(text) : try document.parse(text)
    }

    /// The text of the file at `path` (standard input for `-`), at most `maximumFileSize` bytes of UTF-8
    /// (``BoundedFile``: a device or a growing file is refused, not read to its end).
    public static func read(path: String) throws(InputError) -> String {
        let bytes: [UInt8]
        do {
            bytes =
                path == standardInput
                ? try BoundedFile.read(descriptor: STDIN_FILENO, limit: maximumFileSize)
                : try BoundedFile.read(path: path, limit: maximumFileSize)
        } catch {
            switch error {
            case .unreadable(let code): throw unreadable(path, code)
            case .tooLarge:
                throw InputError(file: path, message: "the file is larger than \(maximumFileSize >> 20) MiB")
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw InputError(file: path, message: "the file is not UTF-8 text")
        }
        return text
    }

    /// `cannot read the file (no such file)`, and the like for `code` (an errno).
    private static func unreadable(_ path: String, _ code: Int32) -> InputError {
        let reason =
            switch code {
            case ENOENT: "no such file"
            case EACCES: "permission denied"
            default: String(cString: strerror(code))
            }
        return InputError(kind: .unreadable, file: path, message: "cannot read the file (\(reason))")
    }
}
