import LayoutCore
import LayoutTestKit
import Testing

@testable import Layouts

/// Items appended to a staggered or mosaic section are placed from where its columns ended
/// (`PluginSection.laneEnds`), not by placing the section again: the stored geometry after each append is
/// what a fresh prepare builds, and the change counts as one that moves only what it adds.
@Suite struct PluginAppendTests {
    /// The dyadic cases with every plugin (round-robin and shortest-column staggered, mosaic), with and
    /// without effects, along both axes.
    static var cases: [InvariantTests.Case] {
        PluginInvariantCases.cases(dyadic: true).filter { $0.name.contains("every plugin") }
    }

    /// Aspect ratios appended items may carry (powers of two, so lengths stay exact) and none.
    static let ratios: [Double?] = [nil, 0.5, 1, 2, 4]

    @Test(arguments: cases)
    func appendsCarryOnFromTheColumnsEnds(_ testCase: InvariantTests.Case) throws {
        var random = SeededGenerator.forTest("plugin appends, \(testCase.name)")
        var data = testCase.data
        let context = { LayoutContext(data: $0, viewportSize: testCase.viewport, contentInset: testCase.inset) }
        var layout = try #require(testCase.layout.makeLayout() as? PluginLayout)
        layout.prepare(context(data))
        let columned = data.sections.indices.filter {
            [.staggered, .mosaic].contains(data.sections[$0].answers.plugin?.type)
        }
        #expect(columned.count == 3)
        for round in 0..<18 {
            let section = try #require(columned.randomElement(using: &random))
            let items = (0..<Int.random(in: 1...25, using: &random)).map { item in
                ItemAnswers(
                    id: "r\(round)-\(item)", aspectRatio: Self.ratios.randomElement(using: &random)!,
                    canBeBig: Bool.random(using: &random))
            }
            let position = IndexPath(section: section, item: data.sections[section].itemCount)
            data.insertItems(items, at: position)
            let changes = ItemChanges.insertion(of: items.count, at: position)
            #expect(layout.changePreparation(for: changes) == .whatTheChangeMoves)
            layout.prepare(context(data), changes: changes)
            var fresh = layout
            fresh.prepare(context(data))
            #expect(layout.geometry == fresh.geometry, "round \(round), \(items.count) appended to \(section)")
            let difference = IncrementalPrepareTests.firstDifference(layout, fresh, data: data)
            #expect(difference == nil, "round \(round): \(difference ?? "")")
            if difference != nil || layout.geometry != fresh.geometry { return }
        }
    }
}
