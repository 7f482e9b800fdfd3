import DaemonTestKit
import Foundation
import LayoutTestKit
import Testing

/// Output files never destroy what the user did not name: a symbolic link at the destination is replaced
/// (its target untouched), a FIFO is refused instead of blocking, and an output that is an input is refused
/// before anything runs.
@Suite struct OutputPathTests {
    static func run(_ arguments: [String]) throws -> ScrollSimBinary.Result { try ReportOptionsTests.run(arguments) }

    /// A victim file and a link to it, in a new folder.
    static func victimAndLink(in folder: URL, linkName: String) throws -> (victim: String, link: String) {
        let victim = folder.appendingPathComponent("victim.txt").path
        try "precious\n".write(toFile: victim, atomically: true, encoding: .utf8)
        let link = folder.appendingPathComponent(linkName).path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)
        return (victim, link)
    }

    @Test(arguments: [
        ("--junit", "report.xml", "<?xml"), ("--html", "page.html", "<!DOCTYPE html>"), ("--plot", "plot.svg", "<svg"),
    ])
    func aLinkAtTheDestinationIsReplacedNotFollowed(option: String, name: String, start: String) throws {
        let folder = try ReportOptionsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (victim, link) = try Self.victimAndLink(in: folder, linkName: name)
        let result = try Self.run(["run", "Scenarios/paging.yaml", option, link])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
        let kind = try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType
        #expect(kind == .typeRegular, "the link itself was replaced")
        #expect(try String(contentsOfFile: link, encoding: .utf8).hasPrefix(start))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == [name, "victim.txt"].sorted(), "no temporary file is left")
    }

    @Test func mergeReportsReplacesALinkToo() throws {
        let folder = try ReportOptionsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("shard.xml").path
        #expect(try Self.run(["run", "Scenarios/paging.yaml", "--junit", report]).status == 0)
        let (victim, link) = try Self.victimAndLink(in: folder, linkName: "merged.xml")
        let result = try Self.run(["merge-reports", report, "-o", link])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
        #expect(try String(contentsOfFile: link, encoding: .utf8).contains(#" name="paging""#))
    }

    /// Opening a FIFO for writing blocks until a reader comes: the destination is refused instead (exit 64,
    /// before anything runs). The run is ended after 60 s all the same, so that a regression fails instead
    /// of hanging the suite (timeout exits 124).
    @Test(arguments: [["run", "Scenarios/paging.yaml", "--junit"], ["merge-reports", "SHARD", "-o"]])
    func aFIFOIsRefusedWithoutBlocking(command: [String]) throws {
        let folder = try ReportOptionsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shard = folder.appendingPathComponent("shard.xml").path
        #expect(try Self.run(["run", "Scenarios/paging.yaml", "--junit", shard]).status == 0)
        let fifo = folder.appendingPathComponent("out.xml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let arguments = command.map { $0 == "SHARD" ? shard : $0 }
        let words = ([ScrollSimBinary.path] + arguments + [fifo]).map { "'\($0)'" }.joined(separator: " ")
        let result = try ScrollSimBinary.runShell(words, in: Repository.root, timeout: 60)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains("\(fifo): is a FIFO, not a regular file"))
        #expect(result.standardOutput.isEmpty, "nothing ran")
    }

    /// A file of a folder output (`--plot DIR/`: `paging.svg`) that is a FIFO is found when it is written:
    /// refused with exit 73 (the file cannot be created), without blocking, and the FIFO stays.
    @Test func aFIFOInAFolderIsRefusedWhenItsFileIsWritten() throws {
        let folder = try ReportOptionsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("paging.svg").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let words = [ScrollSimBinary.path, "run", "Scenarios/paging.yaml", "--plot", folder.path + "/"]
            .map { "'\($0)'" }.joined(separator: " ")
        let result = try ScrollSimBinary.runShell(words, in: Repository.root, timeout: 60)
        #expect(result.status == 73, "\(result.standardError)")
        #expect(result.standardError.contains("\(fifo): cannot create the file: it is a FIFO, not a regular file"))
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO stays")
    }

    /// `run X.yaml --junit X.yaml` would overwrite the scenario with its own report: refused (exit 64)
    /// before anything runs, however the path is spelled, and the scenario is intact.
    @Test func anOutputThatIsAnInputIsRefused() throws {
        let folder = try ReportOptionsTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("x.yaml").path
        let text = try String(contentsOfFile: Repository.path("Scenarios/paging.yaml"), encoding: .utf8)
        try text.write(toFile: scenario, atomically: true, encoding: .utf8)
        let respelled = folder.appendingPathComponent(".").appendingPathComponent("x.yaml").path
        for (option, output) in [("--junit", scenario), ("--html", respelled), ("--plot", scenario)] {
            let result = try Self.run(["run", scenario, option, output])
            #expect(result.status == 64, "\(option): \(result.standardError)")
            #expect(result.standardError.contains("\(option) \(output): is also an input of this command"))
            #expect(result.standardOutput.isEmpty, "nothing ran")
            #expect(try String(contentsOfFile: scenario, encoding: .utf8) == text)
        }
        // A symbolic link to the scenario is the scenario too (its target would be what the user loses).
        let link = folder.appendingPathComponent("link.xml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: scenario)
        let linked = try Self.run(["run", scenario, "--junit", link])
        #expect(linked.status == 64, "\(linked.standardError)")
        #expect(linked.standardError.contains("--junit \(link): is also an input of this command"))
        #expect(try String(contentsOfFile: scenario, encoding: .utf8) == text)
        let report = folder.appendingPathComponent("a.xml").path
        #expect(try Self.run(["run", scenario, "--junit", report]).status == 0)
        let before = try String(contentsOfFile: report, encoding: .utf8)
        let merged = try Self.run(["merge-reports", report, "-o", report])
        #expect(merged.status == 64)
        #expect(try String(contentsOfFile: report, encoding: .utf8) == before)
        let spec = folder.appendingPathComponent("table.yaml").path
        let table = try String(contentsOfFile: ScrollSimProcess.fixture("table.yaml"), encoding: .utf8)
        try table.write(toFile: spec, atomically: true, encoding: .utf8)
        let rendered = try Self.run(["render", spec, "--svg", spec])
        #expect(rendered.status == 64)
        #expect(rendered.standardError == "--svg \(spec): is also an input of this command; it would be overwritten\n")
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == table)
    }
}
