import Foundation

/// The CLI tests' fixture files.
enum ScrollSimProcess {
    /// A fixture file's path.
    static func fixture(_ name: String) -> String {
        Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)!.path
    }
}
