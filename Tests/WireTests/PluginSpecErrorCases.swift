/// Bad plugin layout specs (issue 6, "Bad input"): each names the section and the key.
enum PluginSpecErrorCases {
    typealias Case = SpecErrorTests.Case

    static let head = "viewport: [375, 667]\nlayout: {type: plugin}\nsections:\n"

    static func section(_ body: String) -> String { head + "  - " + body + "\n" }

    static let cases: [Case] = [
        Case(
            name: "lineCount 0", yaml: section("{items: 3, plugin: {type: staggered, lineCount: 0}}"),
            expected: "home.yaml:4: sections[0].plugin.lineCount: expected a line count from 1 to 10000, got 0"),
        Case(
            name: "lineFraction 0", yaml: section("{items: 3, plugin: {type: grid}, item: {lineFraction: 0}}"),
            expected: "home.yaml:4: sections[0].item.lineFraction: expected a whole number from 1 to 10000, got 0"),
        Case(
            name: "aspectRatio 0", yaml: section("{items: 3, plugin: {type: grid}, item: {aspectRatio: 0}}"),
            expected: "home.yaml:4: sections[0].item.aspectRatio: expected a number from 0.001 to 1000, got 0"),
        Case(
            name: "aspectRatio negative",
            yaml: section("{items: 3, plugin: {type: mosaic}, pattern: [{aspectRatio: 1}, {aspectRatio: -2}]}"),
            expected: "home.yaml:4: sections[0].pattern[1].aspectRatio: expected a number from 0.001 to 1000, got -2"),
        Case(
            name: "aspectRatio NaN", yaml: section("{items: 3, plugin: {type: grid}, item: {aspectRatio: .nan}}"),
            expected: "home.yaml:4: sections[0].item.aspectRatio: expected a finite number, got .nan"),
        Case(
            name: "lineMultiple 0", yaml: section("{items: 3, plugin: {type: mosaic, lineMultiple: 0}}"),
            expected: "home.yaml:4: sections[0].plugin.lineMultiple: expected a length of 0.001 to 100000 pt, got 0"),
        Case(
            name: "lineMultiple negative",
            yaml: head + "  - {items: 1, plugin: {type: flow}}\n"
                + "  - {items: 3, plugin: {type: mosaic, lineMultiple: -20}}\n",
            expected: "home.yaml:5: sections[1].plugin.lineMultiple: expected a length of 0.001 to 100000 pt, got -20"),
        Case(
            name: "an unknown plugin type", yaml: section("{items: 3, plugin: {type: mosaik}}"),
            expected:
                #"home.yaml:4: sections[0].plugin.type: unknown value "mosaik"; did you mean "mosaic"? (expected one of flow, grid, staggered, mosaic)"#
        ),
        Case(
            name: "an unknown default plugin",
            yaml: "viewport: [375, 667]\nlayout:\n  type: plugin\n  defaultPlugin: {type: pinterest}\n",
            expected:
                #"home.yaml:4: layout.defaultPlugin.type: unknown value "pinterest" (expected one of flow, grid, staggered, mosaic)"#
        ),
        Case(
            name: "a parameter of another plugin", yaml: section("{items: 3, plugin: {type: flow, lineCount: 3}}"),
            expected:
                #"home.yaml:4: sections[0].plugin.lineCount: the flow plugin does not read "lineCount" (the staggered and mosaic plugins do)"#
        ),
        Case(
            name: "an unknown effect type",
            yaml: section("{items: 3, plugin: {type: flow}, effects: [{type: parallax}]}"),
            expected:
                #"home.yaml:4: sections[0].effects[0].type: unknown value "parallax" (expected one of sticky, elastic, fade, tilt)"#
        ),
        Case(
            name: "an effect on a header the section does not have",
            yaml: section("{items: 3, plugin: {type: flow}, effects: [{type: sticky, kind: header}]}"),
            expected:
                #"home.yaml:4: sections[0].effects[0].kind: the section has no header (give it a "header" size above 0 in both sides)"#
        ),
        Case(
            name: "an effect on an unknown kind",
            yaml: section("{items: 3, plugin: {type: flow}, effects: [{type: fade, kind: badge}]}"),
            expected:
                #"home.yaml:4: sections[0].effects[0].kind: unknown value "badge" (expected one of cell, header, footer)"#
        ),
        Case(
            name: "sticky cells", yaml: section("{items: 3, plugin: {type: flow}, effects: [{type: sticky}]}"),
            expected:
                "home.yaml:4: sections[0].effects[0]: the sticky effect applies to a header or a footer, not to cells"),
        Case(
            name: "a fading footer",
            yaml: section("{items: 3, footer: [10, 10], plugin: {type: flow}, effects: [{type: fade, kind: footer}]}"),
            expected:
                "home.yaml:4: sections[0].effects[0].kind: the fade effect applies to cells only (the seed leaves footers as they are)"
        ),
        Case(
            name: "a span of 0", yaml: section("{items: 3, plugin: {type: flow}, effects: [{type: elastic, span: 0}]}"),
            expected: "home.yaml:4: sections[0].effects[0].span: expected a length of 0.001 to 100000 pt, got 0"),
        Case(
            name: "a section no plugin places", yaml: section("{items: 3}"),
            expected:
                #"home.yaml:4: sections[0]: no plugin places this section's 3 items: give it a "plugin" or the layout a "defaultPlugin""#
        ),
    ]
}

/// Bad expanded layout specs.
enum ExpandedSpecErrorCases {
    static let cases: [SpecErrorTests.Case] = [
        SpecErrorTests.Case(
            name: "two sections on the expanded layout",
            yaml: "viewport: [375, 667]\nlayout: {type: expanded}\nsections: [{items: 3}, {items: 4}]\n",
            expected:
                "home.yaml:3: sections: the expanded layout shows a single section (its index paths are flat, [0, i]), got 2"
        ),
        SpecErrorTests.Case(
            name: "a flow key on the expanded layout",
            yaml: "viewport: [375, 667]\nlayout: {type: expanded, minimumLineSpacing: 3}\n",
            expected:
                #"home.yaml:2: layout.minimumLineSpacing: unknown key "minimumLineSpacing" (expected one of type, sectionInset)"#
        ),
    ]
}
