import Testing

@testable import Specs
@testable import Wire

/// Every malformed spec is rejected with the file, the line, the key path and what is wrong (issue 2,
/// "Bad input"; the protocol).
@Suite struct SpecErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var yaml: String
        var expected: String
        var testDescription: String { name }
    }

    static let head = "viewport: [375, 667]\nlayout: {type: flow}\n"

    static let cases: [Case] = generalCases + PluginSpecErrorCases.cases + ExpandedSpecErrorCases.cases

    static let generalCases: [Case] = [
        Case(
            name: "a count that is a string", yaml: head + "sections:\n  - items: \"ten\"\n",
            expected: #"home.yaml:4: sections[0].items: expected a count or a list, got "ten""#),
        Case(
            name: "a negative size", yaml: "viewport: [375, 667]\nlayout:\n  type: flow\n  itemSize: [-5, 10]\n",
            expected: "home.yaml:4: layout.itemSize[0]: expected a length of 0 or 0.001 to 100000 pt, got -5"),
        Case(
            name: "a NaN size", yaml: head + "sections:\n  - items: 3\n    item: {size: [.nan, 10]}\n",
            expected: "home.yaml:5: sections[0].item.size[0]: expected a finite number, got .nan"),
        Case(
            name: "a zero viewport", yaml: "viewport: [0, 667]\nlayout: {type: flow}\n",
            expected: "home.yaml:1: viewport: expected both sides larger than zero, got [0, 667]"),
        Case(
            name: "a trillion items", yaml: head + "sections: [{items: 1e12}]\n",
            expected: "home.yaml:3: sections[0].items: the view would hold more than 10000000 items (1e12 given here)"),
        Case(
            name: "too many items over all sections",
            yaml: head + "sections: [{items: 6000000}, {items: 6000000}]\n",
            expected:
                "home.yaml:3: sections[1].items: the view would hold more than 10000000 items (6000000 given here)"),
        Case(
            name: "a fractional count", yaml: head + "sections: [{items: 2.5}]\n",
            expected: "home.yaml:3: sections[0].items: expected a count, got 2.5"),
        Case(
            name: "a negative count", yaml: head + "sections: [{items: -1}]\n",
            expected: "home.yaml:3: sections[0].items: expected a count from 0 to 4611686018427387903, got -1"),
        Case(
            name: "an unknown layout type", yaml: "viewport: [375, 667]\nlayout:\n  type: flw\n",
            expected:
                #"home.yaml:3: layout.type: unknown layout type "flw"; did you mean "flow"? (expected one of flow, cellInsetFlow, table, expanded, snapToCenter, infinite, carousel, safari, plugin, compositional)"#
        ),
        Case(
            name: "several sections on a single-section layout",
            yaml: "viewport: [375, 300]\nlayout: {type: carousel}\nsections: [{items: 3}, {items: 4}]\n",
            expected:
                "home.yaml:3: sections: the carousel layout shows a single section (the seed stops on more), got 2"),
        Case(
            name: "a minimum scale factor of 0",
            yaml: "viewport: [375, 300]\nlayout: {type: carousel, minimumScaleFactor: 0}\n",
            expected: "home.yaml:2: layout.minimumScaleFactor: expected a number in (0, 1], got 0"),
        Case(
            name: "a minimum scale factor above 1",
            yaml: "viewport: [375, 300]\nlayout: {type: carousel, minimumScaleFactor: 1.2}\n",
            expected: "home.yaml:2: layout.minimumScaleFactor: expected a number in (0, 1], got 1.2"),
        Case(
            name: "a negative scaling offset",
            yaml: "viewport: [375, 300]\nlayout: {type: carousel, scalingOffset: -5}\n",
            expected: "home.yaml:2: layout.scalingOffset: expected a length of 0.001 to 100000 pt, got -5"),
        Case(
            name: "a zero scaling offset", yaml: "viewport: [375, 300]\nlayout: {type: carousel, scalingOffset: 0}\n",
            expected: "home.yaml:2: layout.scalingOffset: expected a length of 0.001 to 100000 pt, got 0"),
        Case(
            name: "a zero item size", yaml: "viewport: [375, 300]\nlayout: {type: snapToCenter, itemSize: [0, 100]}\n",
            expected: "home.yaml:2: layout.itemSize: expected an item size above 0 in both sides, got [0, 100]"),
        Case(
            name: "a zero tab size", yaml: "viewport: [375, 300]\nlayout: {type: safari, itemSize: [375, 0]}\n",
            expected: "home.yaml:2: layout.itemSize: expected an item size above 0 in both sides, got [375, 0]"),
        Case(
            name: "a zero z offset", yaml: "viewport: [375, 300]\nlayout: {type: safari, zOffset: 0}\n",
            expected: "home.yaml:2: layout.zOffset: expected a number from -100000 to 100000, other than 0, got 0"),
        Case(
            name: "a carousel key on the snap-to-center layout",
            yaml: "viewport: [375, 300]\nlayout: {type: snapToCenter, scalingOffset: 10}\n",
            expected:
                #"home.yaml:2: layout.scalingOffset: unknown key "scalingOffset" (expected one of type, itemSize, interitemSpacing, sectionInsetTop, sectionInsetBottom, minimumSectionInsetLeft, minimumSectionInsetRight, centerFirstItem)"#
        ),
        Case(
            name: "a misspelt key", yaml: "viewport: [375, 667]\nlayout:\n  type: flow\n  minimumLineSpacin: 3\n",
            expected:
                #"home.yaml:4: layout.minimumLineSpacin: unknown key "minimumLineSpacin"; did you mean "minimumLineSpacing"? (expected one of type, scrollDirection, itemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset, headerReferenceSize, footerReferenceSize, sectionHeadersPinToVisibleBounds, sectionFootersPinToVisibleBounds)"#
        ),
        Case(
            name: "a table key on a flow layout",
            yaml: "viewport: [375, 667]\nlayout:\n  type: flow\n  cellSize: [3, 3]\n",
            expected:
                #"home.yaml:4: layout.cellSize: unknown key "cellSize" (expected one of type, scrollDirection, itemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset, headerReferenceSize, footerReferenceSize, sectionHeadersPinToVisibleBounds, sectionFootersPinToVisibleBounds)"#
        ),
        Case(
            name: "a minimum cell size above the maximum",
            yaml:
                "viewport: [375, 667]\nlayout:\n  type: table\n  minimumCellSize: [50, 50]\n  maximumCellSize: [40, 100]\n",
            expected:
                "home.yaml:4: layout.minimumCellSize: minimumCellSize [50, 50] is larger than maximumCellSize [40, 100] in width"
        ),
        Case(
            name: "a bool written as yes", yaml: head + "physics: {bounces: yes}\n",
            expected: "home.yaml:3: physics.bounces: expected true or false, got yes"),
        Case(
            name: "a deceleration rate out of range", yaml: head + "physics: {decelerationRate: 1.5}\n",
            expected: "home.yaml:3: physics.decelerationRate: expected a number between 0 and 1 (exclusive), got 1.5"),
        Case(
            name: "a deceleration rate misnamed", yaml: head + "physics: {decelerationRate: slow}\n",
            expected:
                "home.yaml:3: physics.decelerationRate: expected normal, fast or a number between 0 and 1, got slow"),
        Case(
            name: "an unknown physics profile", yaml: head + "physics: {profile: windows}\n",
            expected:
                "home.yaml:3: physics.profile: unknown value \"windows\" (expected one of ios, android, flutter, flutterClamping)"
        ),
        Case(
            name: "a screen scale of 1e308", yaml: head + "physics: {profile: android, screenScale: 1e308}\n",
            expected: "home.yaml:3: physics.screenScale: expected a number within ±1e15, got 1e308"),
        Case(
            name: "a screen scale of 1e-308", yaml: head + "physics: {screenScale: 1e-308}\n",
            expected: "home.yaml:3: physics.screenScale: expected a number from 0.5 to 8 (pixels per point), got 1e-308"
        ),
        Case(
            name: "a missing viewport", yaml: "layout: {type: flow}\n",
            expected: #"home.yaml:1: missing required key "viewport""#),
        Case(
            name: "a missing item count", yaml: head + "sections: [{item: {size: [1, 1]}}]\n",
            expected: #"home.yaml:3: sections[0]: missing required key "items""#),
        Case(
            name: "a view spec that is a list", yaml: "- 1\n- 2\n",
            expected: "home.yaml:1: expected a view spec mapping, got a list"),
        Case(
            name: "an empty document", yaml: "", expected: "home.yaml:1: the document is empty"),
        Case(
            name: "a duplicate key", yaml: "viewport: [375, 667]\nviewport: [1, 1]\nlayout: {type: flow}\n",
            expected: #"home.yaml:1: duplicate key "viewport""#),
        Case(
            name: "a duplicate id", yaml: head + "sections: [{items: [{id: a}, {id: b}, {id: a}]}]\n",
            expected: #"home.yaml:3: sections[0].items[2]: duplicate id "a" (first given at sections[0].items[0])"#),
        Case(
            name: "a duplicate section id", yaml: head + "sections: [{id: top, items: 1}, {id: top, items: 2}]\n",
            expected: #"home.yaml:3: sections[1].id: duplicate section id "top" (first given at sections[0].id)"#),
        Case(
            name: "a section id that is another section's default",
            yaml: head + "sections: [{id: \"1\", items: 1}, {items: 2}]\n",
            expected: #"home.yaml:3: sections[1]: duplicate section id "1" (first given at sections[0].id)"#),
        Case(
            name: "an id that is another item's default", yaml: head + "sections: [{items: [{id: 0-1}, {}]}]\n",
            expected:
                #"home.yaml:3: sections[0].items[0]: id "0-1" is the default id of item [0, 1], which has no id of its own"#
        ),
        Case(
            name: "an id in a pattern", yaml: head + "sections: [{items: 4, pattern: [{id: x}]}]\n",
            expected:
                "home.yaml:3: sections[0].pattern[0].id: an id here would repeat over many items; give ids in an items list or in overrides"
        ),
        Case(
            name: "an override past the end",
            yaml: head + "sections:\n  - items: 3\n    overrides: {\"3\": {size: [1, 1]}}\n",
            expected: #"home.yaml:5: sections[0].overrides["3"]: no item "3": expected an index from 0 to 2"#),
        Case(
            name: "an unknown scale", yaml: head + "sections: [{items: 1, item: {scale: three}}]\n",
            expected: #"home.yaml:3: sections[0].item.scale: unknown value "three" (expected one of one, two, four)"#),
        Case(
            name: "a plugin on a flow layout", yaml: head + "sections: [{items: 1, plugin: {type: grid}}]\n",
            expected:
                #"home.yaml:3: sections[0].plugin: only the plugin layout reads "plugin" (this view's layout is flow)"#
        ),
        Case(
            name: "an inset of three numbers", yaml: head + "contentInset: [1, 2, 3]\n",
            expected: "home.yaml:3: contentInset: expected [top, left, bottom, right], got a list of 3 values"),
        Case(
            name: "invalid YAML", yaml: "viewport: [375, 667\nlayout: {type: flow}\n",
            // libyaml stops at line 2's first ':' (after "layout", column 7): the unclosed list took the
            // line's first word as its next element.
            expected:
                "home.yaml:2: column 7: not valid YAML: did not find expected ',' or ']' (while parsing a flow sequence)"
        ),
    ]

    @Test(arguments: cases)
    func badSpecsAreRejectedPrecisely(_ testCase: Case) {
        #expect(throws: InputError.self) { try SpecFile.decode(testCase.yaml, format: .yaml, file: "home.yaml") }
        do {
            _ = try SpecFile.decode(testCase.yaml, format: .yaml, file: "home.yaml")
        } catch {
            #expect(error.description == testCase.expected)
        }
    }

    @Test func invalidJSONIsRejectedEvenWhereYAMLWouldReadIt() {
        do {
            _ = try SpecFile.decode(
                "{\"viewport\": [375, 667],\n layout: {\"type\": \"flow\"}\n}", format: .json, file: "v.json")
            Issue.record("an unquoted key was accepted")
        } catch {
            #expect(error.description == "v.json:2: column 2: not valid JSON: expected a string key, got 'l'")
        }
    }

    /// What JSON lacks and YAML (or JSON5) has is named as such, with where it stands.
    @Test func aCommentOrATrailingCommaIsNamed() {
        for (text, expected) in [
            ("{\"viewport\": [1, 1], // the screen\n}", "v.json:1: column 22: not valid JSON: JSON has no comments"),
            ("{\"viewport\": [1, 1] /* x */}", "v.json:1: column 21: not valid JSON: JSON has no comments"),
            ("{\"viewport\": [1, 1,]}", "v.json:1: column 20: not valid JSON: JSON allows no comma before ']'"),
            ("{\"viewport\": [1, 1],\n}", "v.json:2: column 1: not valid JSON: JSON allows no comma before '}'"),
            ("{viewport: [1, 1]}", "v.json:1: column 2: not valid JSON: expected a string key, got 'v'"),
        ] {
            #expect {
                try SpecFile.decode(text, format: .json, file: "v.json")
            } throws: { error in
                String(describing: error).hasPrefix(expected)
            }
        }
    }

    /// A `.json` file is held to what a request line is: one reader, so a duplicate key or a nesting past 64
    /// is refused in both, with the line and column.
    @Test func jsonFilesAreReadAsRequestsAre() {
        for (text, expected) in [
            (
                "{\"viewport\": [1, 1],\n \"viewport\": [2, 2]}",
                "v.json:2: column 2: not valid JSON: duplicate key \"viewport\""
            ),
            (String(repeating: "[", count: 65), "v.json:1: column 65: not valid JSON: nested deeper than 64 levels"),
        ] {
            #expect(throws: InputError.self) { try SpecFile.decode(text, format: .json, file: "v.json") }
            do {
                _ = try SpecFile.decode(text, format: .json, file: "v.json")
            } catch {
                #expect(error.description == expected)
            }
        }
    }

    /// A `.json` file's values carry their lines as a YAML file's do: one reader, one pass.
    @Test func jsonErrorsNameTheLineOfTheValue() {
        let text =
            "{\n  \"viewport\": [375, 667],\n  \"layout\": {\"type\": \"flow\"},\n  \"sections\": [{\"items\": \"ten\"}]\n}\n"
        do {
            _ = try SpecFile.decode(text, format: .json, file: "v.json")
            Issue.record("a string count was accepted")
        } catch {
            #expect(error.description == "v.json:4: sections[0].items: expected a count or a list, got \"ten\"")
        }
    }

    @Test func yamlSyntaxErrorsNameTheLineAndColumn() {
        do {
            _ = try SpecFile.decode("viewport: [375, 667]\nlayout: {type: flow\n", format: .yaml, file: "v.yaml")
            Issue.record("an unclosed mapping was accepted")
        } catch {
            #expect(error.file == "v.yaml")
            // The text ends on line 3, column 1, inside the mapping.
            #expect(error.line == 3)
            #expect(error.message.hasPrefix("column 1: not valid YAML"))
        }
    }

    @Test func aMissingFileIsABadInputNotACrash() {
        do {
            _ = try SpecFile.load(path: "/nonexistent/view.yaml")
            Issue.record("a missing file loaded")
        } catch {
            #expect(error.description == "/nonexistent/view.yaml: cannot read the file (no such file)")
        }
    }

    @Test func anUnknownExtensionIsRejected() {
        do {
            _ = try SpecFile.load(path: "view.txt")
            Issue.record("a .txt file loaded")
        } catch {
            #expect(error.description == "view.txt: unknown file type; expected .yaml, .yml or .json")
        }
    }
}
