import DaemonTestKit
import ScrollSimClient
import Testing
import WireFormat

/// `snapshot(view:sectionsFrom:)` against the daemon's core in memory: a view of 1,500 orthogonal sections
/// (one carousel layout serving every section) comes in two pages, 0–999 then 1,000–1,499.
@Suite struct ClientSnapshotPagesTests {
    static var feed: JSONValue {
        let whole = JSONValue.object([
            "width": .object(["fractionalWidth": .number(1)]), "height": .object(["fractionalHeight": .number(1)]),
        ])
        let card = JSONValue.object([
            "width": .object(["absolute": .number(150)]), "height": .object(["absolute": .number(200)]),
        ])
        let carousel = JSONValue.object([
            "group": .object([
                "direction": .string("horizontal"), "size": card,
                "subitems": .array([.object(["item": .object(["size": whole])])]),
            ]),
            "orthogonalScrollingBehavior": .string("continuous"),
        ])
        return .object([
            "id": .string("feed"), "viewport": .array([.number(375), .number(600)]),
            "layout": .object(["type": .string("compositional"), "sections": .array([carousel])]),
            "sections": .array(Array(repeating: .object(["items": .number(5)]), count: 1_500)),
        ])
    }

    @Test func aSnapshotOfManySectionsComesInPages() async throws {
        let client = try await ScrollSimClient(transport: ManualTransport(ManualDaemon()))
        #expect(try await client.createView(Self.feed) == "feed")
        let first = try await client.snapshot(view: "feed")
        #expect(first["sections"]?.arrayValue?.count == 1_000)
        #expect(first["sectionCount"]?.numberValue == 1_500 && first["sectionsNext"]?.numberValue == 1_000)
        let second = try await client.snapshot(view: "feed", sectionsFrom: 1_000)
        let sections = second["sections"]?.arrayValue ?? []
        #expect(sections.count == 500)
        #expect(sections.first?["section"]?.numberValue == 1_000 && sections.last?["section"]?.numberValue == 1_499)
        #expect(second["sectionsNext"] == nil)
    }
}
