// App code as for iOS: only the import differs (no `import Foundation`, so `Timer` is ScrollSimUIKit's).
import ScrollSimUIKit
import Testing

/// A list of `count` rows 375×100 (row i spans y 100·i … 100·i + 100) in a 375×300 view whose data
/// source, flow delegate and cells log, with `CACurrentMediaTime()`, what they are asked: the count, each
/// item's size, each cell, each selection. `onCount` runs in the count callback.
final class TimedList: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    /// A cell that logs on its list when it becomes selected.
    final class Row: UICollectionViewCell {
        weak var list: TimedList?
        override var isSelected: Bool {
            didSet { if isSelected, !oldValue { list?.note("selected") } }
        }
    }

    let collectionView: UICollectionView
    var count = 10
    var onCount: ((TimedList) -> Void)?
    /// A timer the test keeps.
    var timer: Timer?
    private(set) var log: [(event: String, time: CFTimeInterval)] = []

    override init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 300), collectionViewLayout: layout)
        super.init()
        collectionView.register(Row.self, forCellWithReuseIdentifier: "Row")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    /// Logs `event` at the media time now.
    func note(_ event: String) { log.append((event, CACurrentMediaTime())) }

    /// The times of the events logged from entry `mark` on.
    func times(since mark: Int) -> [CFTimeInterval] { log[mark...].map(\.time) }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        note("count")
        onCount?(self)
        return count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        note("cell")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
        (cell as? Row)?.list = self
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        note("size")
        return CGSize(width: 375, height: 100)
    }
}

/// App code a test calls the view from its own body for (a reload, a batch, a diffable apply, a selection,
/// a timer's `fire()`) reads the driver's clock, as every callback on iOS reads the one media clock: each
/// test lets 250 ms pass first, 30 ticks at 120 Hz, so the clock reads 30 × 1/120 = 0.25 s. The old code
/// ran these outside the driver's clock: they read the machine's uptime, and timers made there never fired.
@Suite @MainActor struct EntryPointClockTests {
    /// The clock after 30 ticks at 120 Hz, seconds.
    static let now = 30.0 / 120

    /// A shown list, 250 ms later.
    static func shown(_ list: TimedList) throws -> ScrollSimUIKitDriver {
        let driver = try ScrollSimUIKitDriver(showing: list.collectionView)
        try driver.advance(by: .milliseconds(250))
        return driver
    }

    /// `reloadData()` asks the count, the 12 rows' sizes and the cells of rows 0–2 at 0.25 s. A 0.1 s timer
    /// scheduled in the count callback is on the driver's clock: due at 0.35 s, tick 42 (42/120 = 0.35).
    @Test func aReloadFromTheTestBodyReadsTheDriversClock() throws {
        let list = TimedList()
        let driver = try Self.shown(list)
        list.count = 12
        list.onCount = { list in
            list.onCount = nil
            list.timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in
                MainActor.assumeIsolated { list.note("timer") }
            }
        }
        let mark = list.log.count
        list.collectionView.reloadData()
        let sizes = [String](repeating: "size", count: 12)
        let cells = [String](repeating: "cell", count: 3)
        #expect(list.log[mark...].map(\.event) == ["count"] + sizes + cells)
        #expect(list.times(since: mark).allSatisfy { $0 == Self.now })
        try driver.advance(by: .milliseconds(200))
        #expect(list.log.filter { $0.event == "timer" }.map(\.time) == [42.0 / 120])
    }

    /// An instant batch inserting row 0 asks the count and the sizes (11 rows), displays the new row 0 and
    /// calls its completion before it returns: all at 0.25 s.
    @Test func anInstantBatchAndItsCompletionReadTheDriversClock() throws {
        let list = TimedList()
        _ = try Self.shown(list)
        let mark = list.log.count
        list.count = 11
        UIView.performWithoutAnimation {
            list.collectionView.performBatchUpdates {
                list.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            } completion: { _ in
                list.note("completion")
            }
        }
        let events = list.log[mark...].map(\.event)
        #expect(events.first == "count" && events.contains("size") && events.contains("cell"))
        #expect(events.last == "completion")
        #expect(list.times(since: mark).allSatisfy { $0 == Self.now })
    }

    /// A diffable `apply` without animation appending item 10 asks the flow delegate the sizes and calls
    /// its completion at 0.25 s.
    @Test func aDiffableApplyFromTheTestBodyReadsTheDriversClock() throws {
        let list = TimedList()
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: list.collectionView) {
            view, path, _ in
            view.dequeueReusableCell(withReuseIdentifier: "Row", for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<10))
        dataSource.apply(snapshot, animatingDifferences: false)
        _ = try Self.shown(list)
        let mark = list.log.count
        snapshot.appendItems([10])
        dataSource.apply(snapshot, animatingDifferences: false) { list.note("completion") }
        let events = list.log[mark...].map(\.event)
        #expect(events.contains("size") && events.last == "completion")
        #expect(list.times(since: mark).allSatisfy { $0 == Self.now })
    }

    /// `selectItem` sets the displayed cell's `isSelected` (a cell's override is app code) at 0.25 s.
    @Test func aSelectionFromTheTestBodyReadsTheDriversClock() throws {
        let list = TimedList()
        _ = try Self.shown(list)
        let mark = list.log.count
        list.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(list.log[mark...].map(\.event) == ["selected"])
        #expect(list.times(since: mark) == [Self.now])
    }

    /// A timer made while the driver shows the view (in the count callback, at 0 s) and due at 10 s, fired
    /// by the test at 0.25 s: its block reads 0.25 s.
    @Test func aTimerFiredFromTheTestBodyReadsItsDriversClock() throws {
        let list = TimedList()
        list.onCount = { list in
            list.onCount = nil
            list.timer = Timer.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in
                MainActor.assumeIsolated { list.note("fired") }
            }
        }
        _ = try Self.shown(list)
        let mark = list.log.count
        list.timer?.fire()
        #expect(list.log[mark...].map(\.event) == ["fired"])
        #expect(list.times(since: mark) == [Self.now])
    }
}
