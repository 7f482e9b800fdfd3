import DaemonTestKit
import Foundation
import LayoutTestKit
import Testing

/// What a newcomer meets first: negative offsets, `-` for standard input and output, folders made for
/// `--record`, and a one-line error with exit 73 for a file that cannot be created.
@Suite struct UsabilityTests {
    static let table = ScrollSimProcess.fixture("table.yaml")

    @Test func aNegativeOffsetIsAValue() throws {
        let result = try ScrollSimBinary.run(["layout", Self.table, "--offset", "-10,-20"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("\"contentOffset\":[-10,-20]"))
        let rect = try ScrollSimBinary.run(["layout", Self.table, "--rect", "-50,-50,60,60"])
        #expect(rect.status == 0, "\(rect.standardError)")
    }

    @Test func aSpecReadFromStandardInputIsTheFile() throws {
        let text = try String(contentsOfFile: Self.table, encoding: .utf8)
        let fromFile = try ScrollSimBinary.run(["layout", Self.table])
        let fromInput = try ScrollSimBinary.run(["layout", "-"], input: text)
        #expect(fromInput.status == 0, "\(fromInput.standardError)")
        #expect(fromInput.standardOutput == fromFile.standardOutput)
        let broken = try ScrollSimBinary.run(["validate", "-"], input: "viewport: [ten, 1]\n")
        #expect(broken.status == 65)
        #expect(broken.standardError.hasPrefix("-:1: viewport[0]"))
    }

    @Test func aPictureGoesToStandardOutputForDash() throws {
        let result = try ScrollSimBinary.run(["render", Self.table, "--svg", "-"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("<svg") || result.standardOutput.hasPrefix("<?xml"))
        #expect(result.standardOutput.hasSuffix("</svg>\n"))
    }

    @Test func aFileThatCannotBeCreatedExits73InOneLine() throws {
        let result = try ScrollSimBinary.run(["render", Self.table, "--svg", "/nonexistent/x.svg"])
        #expect(result.status == 73)
        #expect(result.standardError == "/nonexistent/x.svg: cannot create the file (No such file or directory)\n")
    }

    @Test func recordCreatesItsFolder() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = base.appendingPathComponent("goldens/new").path
        let scenario = RunCommandTests.scenarios + "/paging.yaml"
        let result = try ScrollSimBinary.run(["run", scenario, "--record", folder])
        #expect(result.status == 0, "\(result.standardError)")
        let recorded = try String(contentsOfFile: folder + "/paging.ndjson", encoding: .utf8)
        #expect(recorded == result.standardOutput)
    }

    @Test func aScenarioReadFromStandardInputRuns() throws {
        let text = try String(contentsOfFile: RunCommandTests.scenarios + "/paging.yaml", encoding: .utf8)
        let result = try ScrollSimBinary.run(["run", "-"], input: text)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("paging: 12 steps"))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsAreGenerated(shell: String) throws {
        let result = try ScrollSimBinary.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        for command in ["run", "layout", "render", "validate", "serve", "send", "subscribe"] {
            #expect(result.standardOutput.contains(command), "\(shell) completion lacks \(command)")
        }
    }

    /// The systemd units shipped in Config/ agree with the daemon's defaults: the socket where clients look
    /// by default, a notify service started by it, reload by SIGHUP.
    @Test func theSystemdUnitsAgreeWithTheDefaults() throws {
        let config = RunCommandTests.scenarios.replacingOccurrences(of: "/Scenarios", with: "/Config")
        let socket = try String(contentsOfFile: config + "/scrollsim.socket", encoding: .utf8)
        let service = try String(contentsOfFile: config + "/scrollsim.service", encoding: .utf8)
        #expect(socket.contains("ListenStream=%t/scrollsim/scrollsim.sock"))
        #expect(socket.contains("SocketMode=0600") && socket.contains("DirectoryMode=0700"))
        #expect(service.contains("Type=notify") && service.contains("ExecStart=/usr/local/bin/scrollsim serve\n"))
        #expect(service.contains("ExecReload=/bin/kill -HUP $MAINPID"))
    }

    /// `make install` writes the units where systemd looks for a user's, with ExecStart naming the binary
    /// it installed under the same PREFIX, and refuses a PREFIX that is not absolute (systemd needs one).
    @Test func installedUnitsStartTheInstalledBinary() throws {
        let root = Repository.root
        let staging = FileManager.default.temporaryDirectory.appendingPathComponent("units-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: staging) }
        let result = try ScrollSimBinary.runShell(
            "make -s install-units DESTDIR=\(staging) PREFIX=/home/someone/.local", in: root)
        #expect(result.status == 0, "\(result.standardError)")
        let units = staging + "/home/someone/.local/share/systemd/user"
        let service = try String(contentsOfFile: units + "/scrollsim.service", encoding: .utf8)
        #expect(service.contains("\nExecStart=/home/someone/.local/bin/scrollsim serve\n"))
        #expect(FileManager.default.fileExists(atPath: units + "/scrollsim.socket"))
        let relative = try ScrollSimBinary.runShell("make -s install-units DESTDIR=\(staging) PREFIX=local", in: root)
        #expect(relative.status != 0 && relative.standardError.contains("PREFIX must be an absolute path"))
    }
}
