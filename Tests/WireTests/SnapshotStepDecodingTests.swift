import LayoutCore
import Simulation
import Testing

@testable import Specs

/// The `applySnapshot` step read into a value, and its bad input refused with key paths (issue 52).
@Suite struct SnapshotStepDecodingTests {
    static let scenario = """
        views: [{id: home, viewport: [375, 667], layout: {type: flow}, sections: [{items: 3}]}]
        steps: []
        """

    func decode(_ body: String) throws(InputError) -> SnapshotApplication {
        let scenario = try SpecFile.decodeScenario(Self.scenario, file: "s.yaml")
        var decoder = StepDecoder(views: ScenarioViews(views: scenario.views), maxWait: scenario.maxWait)
        return try decoder.applySnapshot(try SpecDocument(file: "s.yaml").parse(body))
    }

    func failure(_ body: String) -> String? {
        do {
            _ = try decode(body)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aSnapshotReadsIntoAValue() throws {
        let step = try decode(
            """
            {view: home, sections: [{id: top, items: [a, "5", !!str 6, b]}, {id: "2", items: []}],
             reloadItems: [a], reconfigureItems: [b, "5"], animated: false}
            """)
        let expected = SnapshotApplication(
            view: "home",
            snapshot: DiffableSnapshot(sections: [
                .init(id: "top", items: ["a", "5", "6", "b"]), .init(id: "2", items: []),
            ]),
            reloadItems: ["a"], reconfigureItems: ["b", "5"], animated: false)
        #expect(step == expected)
    }

    @Test func theListsAreOptionalAndAnimatedIsTheDefault() throws {
        let step = try decode("{view: home, animated: false, sections: [{id: s, items: [0-0, 0-1]}]}")
        #expect(
            step
                == SnapshotApplication(
                    view: "home", snapshot: DiffableSnapshot(sections: [.init(id: "s", items: ["0-0", "0-1"])]),
                    animated: false))
        // UIKit's default, true, when missing.
        #expect(try decode("{view: home, sections: []}").animated)
        #expect(
            failure("{view: home, sections: [], animation: {duration: 11}}")
                == "s.yaml:1: animation.duration: expected a number in (0, 10] seconds, got 11")
    }

    @Test(arguments: [
        (
            "{view: home, animated: false, sections: [{id: A, items: [a, 5]}]}",
            "s.yaml:1: sections[0].items[1]: expected an id (a string), got 5; quote it to use it as a string"
        ),
        (
            "{view: home, animated: false, sections: [{id: true, items: []}]}",
            "s.yaml:1: sections[0].id: expected an id (a string), got true; quote it to use it as a string"
        ),
        (
            "{view: home, animated: false, sections: [{id: A, items: [[a]]}]}",
            "s.yaml:1: sections[0].items[0]: expected an id (a string), got a list"
        ),
        (
            "{view: home, animated: false, sections: [{id: A, items: [!!int 7]}]}",
            "s.yaml:1: sections[0].items[0]: expected an id (a string), got !!int 7"
        ),
        (
            "{view: home, animated: false, sections: [{id: A, items: [a]}, {id: B, items: [b, a]}]}",
            #"s.yaml:1: sections[1].items[1]: duplicate item id "a" (first given at sections[0].items[0])"#
        ),
        (
            "{view: home, animated: false, sections: [{id: A, items: []}, {id: A, items: []}]}",
            #"s.yaml:1: sections[1].id: duplicate section id "A" (first given at sections[0].id)"#
        ),
        (
            "{view: home, animated: false, sections: [{id: A, items: [a]}], reloadItems: [z]}",
            #"s.yaml:1: reloadItems[0]: item "z" is not in the snapshot's sections"#
        ),
        (
            "{view: home, animated: false, sections: [{id: A, items: [a]}], reloadItems: [a], reconfigureItems: [a]}",
            #"s.yaml:1: reconfigureItems[0]: item "a" is named twice (first at reloadItems[0])"#
        ),
        (
            "{view: home, animated: false, sections: [{id: A, items: [a]}], reloadItems: [a, a]}",
            #"s.yaml:1: reloadItems[1]: item "a" is named twice (first at reloadItems[0])"#
        ),
        (
            "{view: home, animated: false, sections: [{items: [a]}]}",
            #"s.yaml:1: sections[0]: missing required key "id""#
        ),
        (
            "{view: home, animated: false, sections: [{id: A, item: [a]}]}",
            #"s.yaml:1: sections[0].item: unknown key "item"; did you mean "items"? (expected one of id, items)"#
        ),
        (
            "{view: hom, sections: []}",
            #"s.yaml:1: view: no view "hom"; did you mean "home"? (the scenario's views: home)"#
        ),
        (
            "{view: home, sections: [], animated: yes}",
            "s.yaml:1: animated: expected true or false, got yes"
        ),
        // YAML reads a plain .inf or .NaN as a number (the old code took them as ids ".inf", ".NaN").
        (
            "{view: home, animated: false, sections: [{id: A, items: []}], reloadSections: [.inf]}",
            "s.yaml:1: reloadSections[0]: expected an id (a string), got .inf; quote it to use it as a string"
        ),
        (
            "{view: home, animated: false, sections: [{id: -.Inf, items: []}]}",
            "s.yaml:1: sections[0].id: expected an id (a string), got -.Inf; quote it to use it as a string"
        ),
        (
            "{view: home, animated: false, sections: [{id: A, items: [.NaN]}]}",
            "s.yaml:1: sections[0].items[0]: expected an id (a string), got .NaN; quote it to use it as a string"
        ),
    ])
    func badStepsAreRefusedWithTheirKeyPaths(body: String, expected: String) {
        #expect(failure(body) == expected)
    }

    /// Quoted, YAML's spellings of infinity are strings; plain words that only start like them are ids.
    @Test func quotedNonFiniteSpellingsAreIds() throws {
        let step = try decode(#"{view: home, animated: false, sections: [{id: ".inf", items: [.info, -.x, "+.INF"]}]}"#)
        #expect(step.snapshot.sections.map(\.id) == [".inf"])
        #expect(step.snapshot.sections.first?.items == [".info", "-.x", "+.INF"])
    }

    @Test func moreSectionsThanAViewHoldsAreRefusedBeforeTheyAreRead() {
        // One more scalar than the limit: refused by its count, before any element is read as a section.
        let body = "{view: home, animated: false, sections: [" + String(repeating: "x,", count: 1_000_000) + "x]}"
        #expect(failure(body) == "s.yaml:1: sections: expected at most 1000000 sections, got 1000001")
    }

    /// Hostile shapes: an alias (which could repeat a list of a million ids for the price of one) is refused
    /// by the reader; an id that is a mapping, a list or a number is refused at its key path.
    @Test func aliasesAndNonStringIdsAreRefused() {
        let alias = failure("{view: home, animated: false, sections: [{id: &i A, items: [*i]}]}")
        #expect(alias?.contains("anchors and aliases (&i, *i) are not accepted") == true, "\(alias ?? "")")
        #expect(
            failure("{view: home, animated: false, sections: [{id: [A], items: []}]}")
                == "s.yaml:1: sections[0].id: expected an id (a string), got a list")
        #expect(
            failure("{view: home, animated: false, sections: [{id: A, items: [1.5]}]}")
                == "s.yaml:1: sections[0].items[0]: expected an id (a string), got 1.5; quote it to use it as a string")
    }

    /// An item may be written as an object `{id, …answers}`, as a view spec's items; its answers are kept
    /// by identifier. An object without an id, or with a number for one, is refused at its key path.
    @Test func itemObjectsCarryTheirAnswers() throws {
        let step = try decode("{view: home, animated: false, sections: [{id: A, items: [a, {id: b, size: [10, 20]}]}]}")
        #expect(step.snapshot.sections[0].items == ["a", "b"])
        #expect(step.answers == ["b": ItemAnswers(id: "b", size: Size(width: 10, height: 20))])
        #expect(
            failure("{view: home, animated: false, sections: [{id: A, items: [{size: [1, 1]}]}]}")
                == #"s.yaml:1: sections[0].items[0]: an item object needs its "id""#)
        #expect(
            failure("{view: home, animated: false, sections: [{id: A, items: [{id: 5}]}]}")
                == "s.yaml:1: sections[0].items[0].id: expected an id (a string), got 5; quote it to use it as a string"
        )
    }
}
