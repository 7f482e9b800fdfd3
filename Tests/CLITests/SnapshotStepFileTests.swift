import DaemonTestKit
import Foundation
import Testing

/// `scrollsim run` given a scenario whose `applySnapshot` step has a bad `reloadSections`: each is refused
/// before anything runs with exit 65 (Docs/Protocol.md's bad input) and one line naming the file, the line
/// and the key path, as the step decoder (the daemon's too) words it; nothing is printed on stdout.
@Suite struct SnapshotStepFileTests {
    /// The scenario, its `reloadSections` on line 6 written as `value`.
    static func scenario(reloadSections value: String) -> String {
        """
        views: [{id: feed, viewport: [375, 667], layout: {type: flow}, sections: [{items: 3}]}]
        steps:
          - applySnapshot:
              view: feed
              sections: [{id: "0", items: [a, b]}]
              reloadSections: \(value)

        """
    }

    @Test(arguments: [
        ("[1, 2]", "reloadSections[0]: expected an id (a string), got 1; quote it to use it as a string"),
        ("[-1]", "reloadSections[0]: expected an id (a string), got -1; quote it to use it as a string"),
        ("[1e308]", "reloadSections[0]: expected an id (a string), got 1e308; quote it to use it as a string"),
        (
            "[99999999999999999999999]",
            "reloadSections[0]: expected an id (a string), got 99999999999999999999999; quote it to use it as a string"
        ),
        ("[.inf]", "reloadSections[0]: expected an id (a string), got .inf; quote it to use it as a string"),
        ("[[\"0\"]]", "reloadSections[0]: expected an id (a string), got a list"),
        ("{a: 1}", "reloadSections: expected a list of section ids, got a mapping"),
        (#"["9"]"#, #"reloadSections[0]: section "9" is not in the snapshot's sections"#),
        (
            #"["0", "0"]"#,
            #"reloadSections[1]: section "0" is named twice (first at steps[0].applySnapshot.reloadSections[0])"#
        ),
    ])
    func aBadReloadSectionsExits65(value: String, error: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bad.yaml")
        try Self.scenario(reloadSections: value).write(to: file, atomically: true, encoding: .utf8)
        let result = try ScrollSimBinary.run(["run", file.path])
        #expect(result.status == 65)
        #expect(result.standardError == "\(file.path):6: steps[0].applySnapshot.\(error)\n")
        #expect(result.standardOutput.isEmpty)
    }
}
