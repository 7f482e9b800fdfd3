import Testing

// App code written as for iOS in the Swift 6 language mode: only the import differs. The delegate is
// `@MainActor`, as iOS infers for a view controller, and its `Timer` block (`@Sendable`, as Foundation's)
// reaches it through `MainActor.assumeIsolated`, the pattern iOS code uses. While ScrollSimUIKit's types
// were not main-actor isolated, this file did not compile: a main-actor class cannot conform to a
// nonisolated protocol ("conformance of 'DwellTracker' to protocol 'UICollectionViewDelegate' crosses into
// main actor-isolated code and can cause data races").
#if canImport(UIKit)
    import UIKit
#else
    import ScrollSimUIKit
#endif

/// A dwell tracker: an item counts as seen once its cell has been displayed for half a second, timed by a
/// `Timer` per displayed item and invalidated when the cell ends displaying. Its feed is 50 rows 375×200 in
/// a 375×500 view.
@MainActor final class DwellTracker: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let collectionView: UICollectionView
    /// The items seen, with `CACurrentMediaTime()` when their dwell ended.
    private(set) var seen: [(item: Int, time: CFTimeInterval)] = []
    private var timers: [Int: Timer] = [:]

    override init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 375, height: 200)
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 500), collectionViewLayout: layout)
        super.init()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Row")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 50 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        let item = indexPath.item
        timers[item] = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.dwelled(item) }
        }
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        timers.removeValue(forKey: indexPath.item)?.invalidate()
    }

    private func dwelled(_ item: Int) {
        timers[item] = nil
        seen.append((item, CACurrentMediaTime()))
    }
}

@Suite @MainActor struct MainActorDelegateTests {
    /// Shown, the view displays rows 0–2 (bounds [0, 500) meet [0, 200), [200, 400), [400, 600)) at 0 s,
    /// each with a timer of 0.5 s. At 120 Hz, 0.5 s is tick 60: the three fire there, in the order they
    /// were scheduled (0, 1, 2), and their blocks run on the main actor, where `assumeIsolated` holds.
    @Test func aMainActorDelegatesTimerBlockRunsOnTheMainActor() throws {
        let tracker = DwellTracker()
        let driver = try ScrollSimUIKitDriver(showing: tracker.collectionView)
        try driver.advance(by: .seconds(1))
        #expect(tracker.seen.map(\.item) == [0, 1, 2])
        #expect(tracker.seen.map(\.time) == [CFTimeInterval](repeating: 60.0 / 120, count: 3))
    }

    /// At 0.25 s (tick 30) the content jumps to y = 1,000 (bounds [1,000, 1,500): rows 5–7): rows 0–2 end
    /// before their dwell and their timers are invalidated; rows 5–7, displayed at 0.25 s, are seen at
    /// 0.75 s, tick 90.
    @Test func aRowThatLeavesBeforeItsDwellIsNotSeen() throws {
        let tracker = DwellTracker()
        let driver = try ScrollSimUIKitDriver(showing: tracker.collectionView)
        try driver.advance(by: .milliseconds(250))
        tracker.collectionView.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        try driver.advance(by: .seconds(1))
        #expect(tracker.seen.map(\.item) == [5, 6, 7])
        #expect(tracker.seen.map(\.time) == [CFTimeInterval](repeating: 90.0 / 120, count: 3))
    }
}
