/// Every key of a view spec whose value is a word (Docs/Formats.md and Docs/Layouts.md), with the words it
/// takes: the table the tests walk to hold that a word reads the same quoted (as JSON and the daemon write
/// it) or bare (as YAML may).
public struct WordKey: Sendable {
    /// The key path, as an error would name it.
    public let path: String
    /// A spec in JSON with `WORD` where the word goes.
    public let template: String
    public let words: [String]

    /// The spec with `word` in place, quoted as JSON writes it.
    public func quoted(_ word: String) -> String { template.replacing("WORD", with: "\"\(word)\"") }

    /// The spec with `word` in place, bare: YAML (JSON is YAML's flow style, so the rest reads the same).
    public func bare(_ word: String) -> String { template.replacing("WORD", with: word) }
}

extension WordKey {
    private static let viewport = #""viewport": [375, 667]"#
    private static let items = #""sections": [{"items": 3}]"#

    /// The word-valued keys of a view spec.
    public static let spec: [WordKey] = [
        WordKey(
            path: "layout.type", template: #"{\#(viewport), "layout": {"type": WORD}, \#(items)}"#,
            words: ["flow", "cellInsetFlow", "table", "snapToCenter", "infinite", "carousel", "safari", "expanded"]),
        WordKey(
            path: "layout.scrollDirection",
            template: #"{\#(viewport), "layout": {"type": "flow", "scrollDirection": WORD}, \#(items)}"#,
            words: ["vertical", "horizontal"]),
        WordKey(
            path: "physics.profile",
            template: #"{\#(viewport), "layout": {"type": "flow"}, \#(items), "physics": {"profile": WORD}}"#,
            words: ["ios", "android", "flutter", "flutterClamping"]),
        WordKey(
            path: "physics.decelerationRate",
            template: #"{\#(viewport), "layout": {"type": "flow"}, \#(items), "physics": {"decelerationRate": WORD}}"#,
            words: ["normal", "fast"]),
        WordKey(
            path: "visibility.viewable",
            template: #"{\#(viewport), "layout": {"type": "flow"}, \#(items), "visibility": {"viewable": WORD}}"#,
            words: ["display", "video"]),
        WordKey(
            path: "sections[0].item.scale",
            template:
                #"{\#(viewport), "layout": {"type": "expanded"}, "sections": [{"items": 3, "item": {"scale": WORD}}]}"#,
            words: ["one", "two", "four"]),
        WordKey(
            path: "layout.scrollDirection (plugin)",
            template:
                #"{\#(viewport), "layout": {"type": "plugin", "scrollDirection": WORD, "defaultPlugin": {"type": "flow"}}, \#(items)}"#,
            words: ["vertical", "horizontal"]),
        WordKey(
            path: "layout.defaultPlugin.type",
            template: #"{\#(viewport), "layout": {"type": "plugin", "defaultPlugin": {"type": WORD}}, \#(items)}"#,
            words: ["flow", "grid", "staggered", "mosaic"]),
        WordKey(
            path: "sections[0].plugin.alignment",
            template:
                #"{\#(viewport), "layout": {"type": "plugin"}, "sections": [{"items": 3, "plugin": {"type": "flow", "alignment": WORD}}]}"#,
            words: ["start", "center", "end", "default"]),
        WordKey(
            path: "sections[0].plugin.placement",
            template:
                #"{\#(viewport), "layout": {"type": "plugin"}, "sections": [{"items": 3, "plugin": {"type": "staggered", "placement": WORD}}]}"#,
            words: ["roundRobin", "shortestColumn"]),
        WordKey(
            path: "sections[0].effects[0].type",
            template:
                #"{\#(viewport), "layout": {"type": "plugin", "defaultPlugin": {"type": "flow"}}, "sections": [{"items": 3, "effects": [{"type": WORD}]}]}"#,
            words: ["elastic", "fade", "tilt"]),
        WordKey(
            path: "sections[0].effects[0].kind",
            template:
                #"{\#(viewport), "layout": {"type": "plugin", "defaultPlugin": {"type": "flow"}}, "sections": [{"items": 3, "header": [375, 40], "footer": [375, 40], "effects": [{"type": "sticky", "kind": WORD}]}]}"#,
            words: ["header", "footer"]),
        WordKey(
            path: "sections[0].effects[0].edge",
            template:
                #"{\#(viewport), "layout": {"type": "plugin", "defaultPlugin": {"type": "flow"}}, "sections": [{"items": 3, "header": [375, 40], "effects": [{"type": "sticky", "kind": "header", "edge": WORD}]}]}"#,
            words: ["start", "end"]),
        WordKey(
            path: "layout.scrollDirection (compositional)",
            template:
                #"{\#(viewport), "layout": {"type": "compositional", "scrollDirection": WORD, "sections": [\#(compositionalSection)]}, \#(items)}"#,
            words: ["vertical", "horizontal"]),
        WordKey(
            path: "layout.sections[0].group.direction",
            template:
                #"{\#(viewport), "layout": {"type": "compositional", "sections": [{"group": {"direction": WORD, "size": \#(fullSize), "subitems": [{"item": {"size": \#(fullSize)}}]}}]}, \#(items)}"#,
            words: ["vertical", "horizontal"]),
        WordKey(
            path: "layout.sections[0].orthogonalScrollingBehavior",
            template:
                #"{\#(viewport), "layout": {"type": "compositional", "sections": [{"group": \#(compositionalGroup), "orthogonalScrollingBehavior": WORD}]}, \#(items)}"#,
            words: [
                "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered",
            ]),
        WordKey(
            path: "layout.sections[0].orthogonalScrollingProperties.bounce",
            template:
                #"{\#(viewport), "layout": {"type": "compositional", "sections": [{"group": \#(compositionalGroup), "orthogonalScrollingBehavior": "continuous", "orthogonalScrollingProperties": {"bounce": WORD}}]}, \#(items)}"#,
            words: ["automatic", "always", "never"]),
        WordKey(
            path: "layout.sections[0].orthogonalScrollingProperties.decelerationRate",
            template:
                #"{\#(viewport), "layout": {"type": "compositional", "sections": [{"group": \#(compositionalGroup), "orthogonalScrollingBehavior": "continuous", "orthogonalScrollingProperties": {"decelerationRate": WORD}}]}, \#(items)}"#,
            words: ["automatic", "normal", "fast"]),
        WordKey(
            path: "layout.sections[0].boundarySupplementaryItems[0].kind",
            template:
                #"{\#(viewport), "layout": {"type": "compositional", "sections": [{"group": \#(compositionalGroup), "boundarySupplementaryItems": [{"kind": WORD, "size": \#(fullSize)}]}]}, \#(items)}"#,
            words: ["header", "footer"]),
        WordKey(
            path: "layout.contentInsetsReference",
            template:
                #"{\#(viewport), "layout": {"type": "compositional", "contentInsetsReference": WORD, "sections": [\#(compositionalSection)]}, \#(items)}"#,
            words: ["automatic", "none", "safeArea", "layoutMargins", "readableContent"]),
        WordKey(
            path: "layout.sections[0].boundarySupplementaryItems[0].alignment",
            template:
                #"{\#(viewport), "layout": {"type": "compositional", "sections": [{"group": \#(compositionalGroup), "boundarySupplementaryItems": [{"kind": "header", "size": \#(fullSize), "alignment": WORD}]}]}, \#(items)}"#,
            words: [
                "top", "bottom", "leading", "trailing", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
            ]),
    ]

    private static let fullSize = #"{"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}"#
    private static let compositionalGroup =
        #"{"direction": "horizontal", "size": \#(fullSize), "subitems": [{"item": {"size": \#(fullSize)}}]}"#
    private static let compositionalSection = #"{"group": \#(compositionalGroup)}"#
}
