/// The repository's own files, for tests that read them (scenarios, goldens, docs, fixtures).
public enum Repository {
    /// The repository's root, found from this file's place (`Sources/LayoutTestKit/`).
    public static let root: String = {
        var parts = #filePath.split(separator: "/").map(String.init)
        parts.removeLast(3)
        return "/" + parts.joined(separator: "/")
    }()

    /// The path of `relative` (e.g. `Scenarios/paging.yaml`) in the repository.
    public static func path(_ relative: String) -> String { root + "/" + relative }
}
