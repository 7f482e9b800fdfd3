import Foundation
import ScrollSimTesting
import Testing

@testable import ScrollSimUIKit

/// UIKit's index path: ScrollSimTesting's `[section, item]` one shares the name.
private typealias IndexPath = Foundation.IndexPath

/// A 375×350 view of rows 375×100 in a flow layout, its cells registered as "cell".
@MainActor
private func rowsView() -> UICollectionView {
    let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 350),
        collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 100)))
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    return view
}

/// A feed whose delegate changes the data from `willDisplay`: the first time item `trigger` is displayed,
/// it inserts one item at the top (data source first, then `insertItems`), a batch of its own.
private final class ReentrantFeed: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let collectionView: UICollectionView
    var count = 10
    var trigger: IndexPath?

    override init() {
        collectionView = rowsView()
        super.init()
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        guard indexPath == trigger else { return }
        trigger = nil
        count += 1
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
}

/// A delegate that changes the data from a callback of a batch under way (`willDisplay` of an item the
/// batch inserted) makes a second, consistent batch: each is checked against the counts the data source
/// gave for it.
@Suite @MainActor struct ReentrantBatchTests {
    /// The outer batch inserts one item at [0, 0] (10 items to 11); displaying it, the delegate inserts
    /// another (11 to 12). Each batch is consistent; the old code checked the outer one against the counts
    /// read by the inner (12 where 10 + 1 = 11 are due) and stopped with "invalid number of items".
    @Test func aBatchFromWillDisplayOfAnotherIsCheckedOnItsOwn() async {
        await #expect(processExitsWith: .success) {
            try await MainActor.run {
                let feed = ReentrantFeed()
                _ = try ScrollSimUIKitDriver(showing: feed.collectionView)
                feed.trigger = IndexPath(item: 0, section: 0)
                feed.count += 1
                feed.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
                precondition(feed.collectionView.numberOfItems(inSection: 0) == 12, "both batches applied")
                precondition(feed.trigger == nil, "the inner batch ran")
            }
        }
    }
}

/// A feed of 20 rows 375×100 in a 375×350 view whose delegate logs `willDisplay`/`didEndDisplaying` of rows
/// 7 and after, and reloads row 8 (instantly) from `willDisplay` of row 7: a change made while the
/// delegates hear of another.
private final class ReloadingFeed: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let collectionView: UICollectionView
    var reloadOnDisplay = true
    /// "willDisplay 8", "didEnd 8".
    private(set) var log: [String] = []

    override init() {
        collectionView = rowsView()
        super.init()
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        guard indexPath.item >= 7 else { return }
        log.append("willDisplay \(indexPath.item)")
        guard indexPath.item == 7, reloadOnDisplay else { return }
        reloadOnDisplay = false
        UIView.performWithoutAnimation { collectionView.reloadItems(at: [IndexPath(item: 8, section: 0)]) }
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        if indexPath.item >= 7 { log.append("didEnd \(indexPath.item)") }
    }
}

@Suite @MainActor struct ReentrantDispatchTests {
    /// A jump to offset 700 shows rows 7–10 (y 700–1100 meet [700, 1050)), their `willDisplay` in one step.
    /// From row 7's, the delegate reloads row 8: its old cell ends and its new one is displayed, events the
    /// simulator records after the jump's. The delegates hear every one in order: rows 7–10, then the
    /// reload's two. The old dispatch, re-entered by the reload, moved past the jump's last three and they
    /// never came.
    @Test func aChangeFromACallbackComesAfterTheRestOfTheOneUnderWay() throws {
        let feed = ReloadingFeed()
        let driver = try ScrollSimUIKitDriver(showing: feed.collectionView)
        feed.collectionView.setContentOffset(CGPoint(x: 0, y: 700), animated: false)
        #expect(
            feed.log == [
                "willDisplay 7", "willDisplay 8", "willDisplay 9", "willDisplay 10", "didEnd 8", "willDisplay 8",
            ])
        #expect(feed.collectionView.visibleCells.count == 4)
        _ = driver
    }
}
