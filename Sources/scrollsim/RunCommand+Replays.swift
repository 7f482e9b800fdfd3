import ArgumentParser
import Foundation
import Reports
import Wire
import WireFormat

extension RunCommand {
    /// The folder `--html` names — a path ending in `/`, or a folder that exists — or nil when it names one
    /// page (or standard output).
    var replayFolder: String? { Self.folder(named: html) }

    /// The folder `--plot` names (as `--html`), for a plot per scenario; nil when it names one file.
    var plotFolder: String? { Self.folder(named: plot) }

    /// `path` when it names a folder: it ends in `/` or is a folder that exists.
    static func folder(named path: String?) -> String? {
        guard let path, path != "-" else { return nil }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        return path.hasSuffix("/") || (exists && isFolder.boolValue) ? path : nil
    }

    /// One page holds one scenario: `--html FILE` (or `-`) with several files is refused before any runs
    /// (exit 64), naming the folder form.
    func checkReplayDestination(files: Int) throws {
        guard let html, replayFolder == nil, files > 1 else { return }
        printError(
            "--html \(html) replays one scenario and this run has \(files) files; give a folder (--html DIR/) for a page each and an index"
        )
        throw ExitCode(.usage)
    }
}

/// The replay folder of a run with `--html DIR/`: a page per scenario that ran, `NAME.html` (`NAME-2.html`,
/// … when a name comes again), and `index.html` listing every file.
struct ReplayFolder {
    /// The folder; nil when the run writes no folder.
    var path: String? { files.path }
    private var files: PerScenarioFiles
    private var entries: [ReplayIndex.Entry] = []

    init(path: String?) { files = PerScenarioFiles(path: path, fileExtension: "html", reserved: ["index"]) }

    /// The path of the next scenario's page, unique in the folder. - Complexity: O(1) expected per name.
    mutating func claimPage(for name: String) -> String? { files.claim(for: name) }

    /// Records a file's result and the page claimed for it (nil when it did not run).
    mutating func add(_ result: ScenarioResult, page: String?) {
        guard path != nil else { return }
        entries.append(ReplayIndex.Entry(result: result, page: page.map { URL(fileURLWithPath: $0).lastPathComponent }))
    }

    /// Writes `index.html` (nothing when the run writes no folder).
    func writeIndex() throws {
        guard let path else { return }
        try writeFile(
            ReplayIndex.html(entries), to: URL(fileURLWithPath: path).appendingPathComponent("index.html").path)
    }
}
