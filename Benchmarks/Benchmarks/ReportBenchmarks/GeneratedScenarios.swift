import Foundation

/// Scenario files written for the `run` benchmark, in a folder of the system's temporary directory.
enum GeneratedScenarios {
    enum Kind: String, CaseIterable {
        /// A 10-item list, one unanimated jump and one check: the fixed cost of a file.
        case minimal = "minimal: a jump and a check"
        /// A 20-to-69-item list flung and left to settle: about a second of simulated motion.
        case fling = "fling: a fling to rest, about 1 s simulated"
    }

    /// Writes `count` files of `kind` and returns their paths. - Complexity: O(count).
    static func write(_ count: Int, kind: Kind) -> [String] {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("scrollsim-run-benchmark-\(kind == .minimal ? "minimal" : "fling")")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (0..<count).map { index in
            let path = folder.appendingPathComponent(String(format: "scenario-%04d.yaml", index)).path
            try! text(index, kind: kind).write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    private static func text(_ index: Int, kind: Kind) -> String {
        switch kind {
        case .minimal:
            return """
                name: minimal-\(index)
                views:
                  - id: list
                    viewport: [375, 667]
                    layout: {type: flow, itemSize: [375, 100]}
                    sections: [{items: 10}]
                steps:
                  - scrollTo: {view: list, offset: [0, \(index % 300)], animated: false}
                  - expect: {view: list, contentOffset: [0, \(index % 300)]}
                """
        case .fling:
            return """
                name: fling-\(index)
                views:
                  - id: list
                    viewport: [375, 667]
                    layout: {type: flow, itemSize: [375, 100]}
                    sections: [{items: \(20 + index % 50)}]
                steps:
                  - fling: {view: list, velocity: [0, \(-1000 - 7 * index)]}
                  - waitUntil: idle
                  - expect: {view: list, phase: idle}
                """
        }
    }
}
