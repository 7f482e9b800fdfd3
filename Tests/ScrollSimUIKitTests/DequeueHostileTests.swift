import Foundation
import Testing

@testable import ScrollSimUIKit

/// UIKit's index path: ScrollSimTesting's `[section, item]` one shares the name.
private typealias IndexPath = Foundation.IndexPath

/// A data source that misuses dequeueing, as UIKit (iOS 18) refuses: one view dequeued per request,
/// and that view returned. Each stops with UIKit's message, "Expected dequeued view to be returned…".
@Suite @MainActor struct DequeueHostileTests {
    /// 50 items 375×100 in a 375×350 view; cells from `cell(_:_:)`.
    fileprivate final class Source: NSObject, UICollectionViewDataSource {
        let cell: (UICollectionView, IndexPath) -> UICollectionViewCell
        init(cell: @escaping (UICollectionView, IndexPath) -> UICollectionViewCell) { self.cell = cell }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 50 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            cell(collectionView, indexPath)
        }
    }

    /// Shows a view of `source` (which the caller keeps: a view holds its data source weakly).
    fileprivate static func show(_ source: Source) throws -> (UICollectionView, ScrollSimUIKitDriver) {
        let view = UICollectionView(
            frame: UIKitDriverTests.feedFrame,
            collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 100)))
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        view.dataSource = source
        return (view, try ScrollSimUIKitDriver(showing: view))
    }

    /// The start of UIKit's message.
    static let misuse = "Expected dequeued view to be returned to the collection view"

    /// A data source keeping item 0's cell and returning it again for item 4: the cell would be displayed
    /// twice and pooled twice (the old code did both, and two later dequeues handed out one cell).
    @Test func aCellReturnedAgainStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                var kept: UICollectionViewCell?
                let source = Source { view, path in
                    if path.item == 4, let kept { return kept }
                    let cell = view.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
                    if path.item == 0 { kept = cell }
                    return cell
                }
                let (view, _) = try DequeueHostileTests.show(source)
                view.contentOffset = CGPoint(x: 0, y: 100)
                withExtendedLifetime(source) {}
            }
        }
        #expect(String(decoding: exit.standardErrorContent, as: UTF8.self).contains(Self.misuse))
    }

    /// A cell made directly, never dequeued, stops at the first screen.
    @Test func aCellNotDequeuedStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                _ = try DequeueHostileTests.show(Source { _, _ in UICollectionViewCell(frame: .zero) })
            }
        }
        #expect(String(decoding: exit.standardErrorContent, as: UTF8.self).contains(Self.misuse))
    }

    /// A dequeue outside the view's request (the test's own code, on the shown view) stops; the old code
    /// made a cell that no item had.
    @Test func aDequeueOutsideARequestStops() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                let source = Source { view, path in view.dequeueReusableCell(withReuseIdentifier: "Cell", for: path) }
                let (view, _) = try DequeueHostileTests.show(source)
                _ = view.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: 0, section: 0))
            }
        }
        #expect(String(decoding: exit.standardErrorContent, as: UTF8.self).contains(Self.misuse))
    }

    /// Two dequeues in one request stop at the second.
    @Test func twoDequeuesInOneRequestStop() async throws {
        let exit = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await MainActor.run {
                _ = try DequeueHostileTests.show(
                    Source { view, path in
                        _ = view.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
                        return view.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
                    })
            }
        }
        #expect(String(decoding: exit.standardErrorContent, as: UTF8.self).contains(Self.misuse))
    }
}
