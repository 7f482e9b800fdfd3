import Foundation
import LayoutCore
import LayoutTestKit
import Layouts
import Simulation
import Testing
import WireFormat

@testable import Specs
@testable import Wire

/// The reference in `Docs/` cannot drift from the code: every table marked `<!-- keys: NAME -->`,
/// `<!-- events -->`, `<!-- errors -->` or `<!-- commands -->` lists, in its first column, exactly the keys
/// the decoder takes (the events, error codes or commands the code has).
@Suite struct DocsKeyTests {
    static let docs = Repository.path("Docs")

    /// The rows of the table after `marker` in `file`: each row's cells, backquoted names per cell.
    static func table(_ marker: String, in file: String) throws -> [[[String]]] {
        let text = try String(contentsOfFile: docs + "/" + file, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "<!-- \(marker) -->"), "\(file) has no \(marker) table")
        var rows: [[[String]]] = []
        for line in lines[(start + 1)...] {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            rows.append(cells.map(Self.names))
        }
        return Array(rows.dropFirst(2))
    }

    /// The backquoted words of a cell: "`a`, `b` (or `c`)" gives a, b, c.
    static func names(_ cell: Substring) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
    }

    /// The keys of the first column.
    static func keys(_ marker: String, in file: String) throws -> Set<String> {
        Set(try table(marker, in: file).flatMap { $0.first ?? [] })
    }

    static let specTables: [(String, [String])] = [
        ("keys: spec", ViewSpecDecoder.keys), ("keys: physics", ViewSpecDecoder.physicsKeys),
        ("keys: visibility", VisibilityDecoder.keys), ("keys: viewable", VisibilityDecoder.viewableKeys),
        ("keys: prefetch", ViewSpecDecoder.prefetchKeys),
        ("keys: section", SectionDecoder.sectionKeys), ("keys: item", SectionDecoder.itemKeys),
        ("keys: scenario", ScenarioDecoder.keys), ("keys: steps", StepDecoder.available),
        ("keys: config", DaemonConfigurationDecoder.keys), ("keys: limits", DaemonConfigurationDecoder.limitKeys),
    ]

    @Test func theFormatTablesListTheDecodersKeys() throws {
        for (marker, keys) in Self.specTables {
            #expect(try Self.keys(marker, in: "Formats.md") == Set(keys), "\(marker)")
        }
    }

    static let layoutTables: [(String, [String])] = [
        ("flow", LayoutSpecDecoder.flowKeys), ("table", LayoutSpecDecoder.tableKeys),
        ("expanded", LayoutSpecDecoder.expandedKeys), ("snapToCenter", LNZSpecDecoder.stripKeys),
        ("infinite", Array(Set(LNZSpecDecoder.infiniteKeys).subtracting(LNZSpecDecoder.stripKeys)) + ["type"]),
        ("carousel", Array(Set(LNZSpecDecoder.carouselKeys).subtracting(LNZSpecDecoder.infiniteKeys)) + ["type"]),
        ("safari", LNZSpecDecoder.safariKeys), ("plugin", PluginSpecDecoder.layoutKeys),
        ("compositional", CompositionalSpecDecoder.layoutKeys),
        ("compositional section", CompositionalSpecDecoder.sectionKeys),
        // `subitem` and `count` share a row: `subitem` + `count`.
        ("compositional group", CompositionalSpecDecoder.groupKeys),
        ("compositional item", CompositionalSpecDecoder.itemKeys),
        ("compositional supplementary", CompositionalSpecDecoder.supplementaryKeys),
        ("compositional anchor", CompositionalSpecDecoder.anchorKeys),
        ("compositional boundary", CompositionalSpecDecoder.boundaryKeys),
        ("compositional background", CompositionalSpecDecoder.backgroundKeys),
        ("compositional decoration", CompositionalSpecDecoder.decorationKeys),
        ("compositional effect", CompositionalSpecDecoder.effectKeys),
        ("compositional edge spacing", CompositionalSpecDecoder.edgeKeys),
        ("compositional orthogonal properties", CompositionalSpecDecoder.orthogonalPropertiesKeys),
        ("compositional dimension", CompositionalSpecDecoder.dimensionKinds),
    ]

    @Test func theLayoutTablesListTheDecodersKeys() throws {
        for (name, keys) in Self.layoutTables {
            #expect(try Self.keys("keys: \(name)", in: "Layouts.md") == Set(keys).subtracting(["type"]), "\(name)")
        }
        let plugins = try Self.table("keys: plugin parameters", in: "Layouts.md")
        let documented = Dictionary(uniqueKeysWithValues: plugins.map { ($0[0].first ?? "", Set($0[1])) })
        let decoded = Dictionary(
            uniqueKeysWithValues: PluginSpecDecoder.parameterKeys.map { ($0.key.rawValue, Set($0.value)) })
        #expect(documented == decoded)
        let effects = try Self.table("keys: effects", in: "Layouts.md")
        let documentedEffects = Dictionary(uniqueKeysWithValues: effects.map { ($0[0].first ?? "", Set($0[1])) })
        #expect(documentedEffects == PluginSpecDecoder.effectKeys.mapValues(Set.init))
    }

    @Test func theProtocolListsEveryEventWithItsFieldsEveryErrorAndEveryCommand() throws {
        let events = try Self.table("events", in: "Protocol.md")
        #expect(Set(events.compactMap { $0.first?.first }) == Set(EventKind.names))
        for row in events {
            let name = row[0].first ?? ""
            let fields = Event.fieldNames[name] ?? []
            #expect(fields.isSubset(of: Set(row[1])), "\(name): \(fields) not all in \(row[1])")
        }
        #expect(try Self.keys("errors", in: "Protocol.md") == Set(ProtocolError.Code.allCases.map(\.rawValue)))
        #expect(try Self.keys("commands", in: "Protocol.md") == Set(DaemonCommand.names))
    }

    /// No document in `Docs/` points outside the repository's own files.
    @Test func theDocsNameNoDocumentOutsideTheRepository() throws {
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.docs) where file.hasSuffix(".md") {
            let text = try String(contentsOfFile: Self.docs + "/" + file, encoding: .utf8)
            for outside in ["PROTOCOL.md", "PHYSICS.md", "LAYOUTS.md", "DESIGN.md", "../shared", "§"] {
                #expect(!text.contains(outside), "\(file) mentions \(outside)")
            }
        }
    }
}
