import LayoutCore
import Simulation
import Testing

@testable import Specs

/// The identifiers of a snapshot step and of a view spec's items and sections: non-empty, at most
/// `SpecValue.maximumIdentifierBytes` (1,024) UTF-8 bytes, numbers only when quoted; hostile YAML refused.
@Suite struct SnapshotIdentifierBoundsTests {
    func failure(_ body: String) -> String? { SnapshotStepDecodingTests().failure(body) }

    /// 1,024 bytes (512 two-byte "é") is read; 1,025 (one ASCII byte more) is refused at its key path with
    /// the limit and the length, in a snapshot's items and sections alike. The old code read any length.
    @Test func anIdentifierIsAtMost1024Bytes() throws {
        let longest = String(repeating: "é", count: 512)
        let step = try SnapshotStepDecodingTests().decode(
            "{view: home, animated: false, sections: [{id: \(longest), items: [\"\(longest)\"]}]}")
        #expect(step.snapshot.sections[0].items[0].utf8.count == 1_024)
        let tooLong = longest + "x"
        #expect(
            failure("{view: home, animated: false, sections: [{id: A, items: [\(tooLong)]}]}")
                == "s.yaml:1: sections[0].items[0]: an id is at most 1024 bytes (UTF-8), got 1025")
        #expect(
            failure("{view: home, animated: false, sections: [{id: \(tooLong), items: []}]}")
                == "s.yaml:1: sections[0].id: an id is at most 1024 bytes (UTF-8), got 1025")
        #expect(
            failure("{view: home, animated: false, sections: [{id: A, items: [{id: \(tooLong)}]}]}")
                == "s.yaml:1: sections[0].items[0].id: an id is at most 1024 bytes (UTF-8), got 1025")
    }

    /// A view spec's item and section ids are held to the same bound.
    @Test func aViewSpecsIdsAreAtMost1024Bytes() {
        let tooLong = String(repeating: "a", count: 1_025)
        func refusal(_ sections: String) -> String? {
            do {
                _ = try SpecFile.decode(
                    "{viewport: [375, 667], layout: {type: flow}, sections: \(sections)}", format: .yaml)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(
            refusal("[{items: [{id: \(tooLong)}]}]")?.hasSuffix(
                "sections[0].items[0].id: an id is at most 1024 bytes (UTF-8), got 1025") == true)
        #expect(
            refusal("[{id: \(tooLong), items: 1}]")?.hasSuffix(
                "sections[0].id: an id is at most 1024 bytes (UTF-8), got 1025") == true)
        #expect(refusal("[{items: [{id: \(String(tooLong.dropFirst()))}]}]") == nil)
    }

    /// An empty identifier is refused, quoted or not; a number is an identifier only when quoted.
    @Test func anEmptyIdentifierIsRefused() throws {
        #expect(
            failure(#"{view: home, animated: false, sections: [{id: A, items: [""]}]}"#)
                == #"s.yaml:1: sections[0].items[0]: expected a non-empty string, got """#)
        #expect(
            failure(#"{view: home, animated: false, sections: [{id: "", items: []}]}"#)
                == #"s.yaml:1: sections[0].id: expected a non-empty string, got """#)
        let step = try SnapshotStepDecodingTests().decode(
            #"{view: home, animated: false, sections: [{id: "1", items: ["2"]}]}"#)
        #expect(step.snapshot.sections == [.init(id: "1", items: ["2"])])
    }

    /// A billion-laughs shape (each list nine aliases of the one before) is refused by the reader at its
    /// first anchor, before any alias is expanded; lists nested 2,000 deep in `items` are refused by the
    /// reader's nesting bound (1,000 levels), not read.
    @Test func aliasBombsAndDeepNestingAreRefused() {
        var laughs = "{view: home, animated: false, l0: &l0 [lol, lol], "
        for level in 1...9 {
            laughs +=
                "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "], "
        }
        laughs += "sections: [{id: A, items: *l9}]}"
        let bomb = failure(laughs)
        #expect(bomb?.contains("anchors and aliases (&l0, *l0) are not accepted") == true, "\(bomb ?? "")")
        let deep =
            "{view: home, animated: false, sections: [{id: A, items: "
            + String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000) + "}]}"
        let nested = failure(deep)
        #expect(nested != nil && nested!.count < 300, "\(nested ?? "")")
    }
}
