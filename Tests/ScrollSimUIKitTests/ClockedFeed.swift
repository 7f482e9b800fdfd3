// App code written as for iOS that times things with `CACurrentMediaTime()` and `Timer`: only the import
// differs. That it compiles is the check that `Timer` here is ScrollSimUIKit's, unambiguously.
#if canImport(UIKit)
    import UIKit
#else
    import ScrollSimUIKit
#endif

/// A feed of 50 cards 375×200 in a 375×600 view (card i spans y 200·i … 200·i + 200) that logs, with the
/// media time, the scroll callbacks it hears and its timers' firings; when shown (item 0's first
/// `willDisplay`, at 0 s) and when a drag begins it runs the test's `onShow` and `onDrag`.
final class ClockedFeed: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    static let frame = CGRect(x: 0, y: 0, width: 375, height: 600)
    let collectionView: UICollectionView
    /// What happened, and `CACurrentMediaTime()` then.
    private(set) var log: [(event: String, time: CFTimeInterval)] = []
    var onShow: ((ClockedFeed) -> Void)?
    var onDrag: ((ClockedFeed) -> Void)?
    private var shown = false

    override init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 375, height: 200)
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: Self.frame, collectionViewLayout: layout)
        super.init()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Card")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    /// The media times at which `event` was logged.
    func times(of event: String) -> [CFTimeInterval] { log.filter { $0.event == event }.map(\.time) }

    /// A scheduled timer logging `name` each time it fires, invalidating itself at its `lastFiring`th (the
    /// `lastFiring`th time `name` is logged).
    @discardableResult
    func schedule(_ name: String, after interval: TimeInterval, repeats: Bool = false, lastFiring: Int? = nil)
        -> Timer
    {
        Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats) { [weak self] timer in
            // The block is `@Sendable`, as Foundation's: it reaches the feed as iOS code does.
            let isLast = MainActor.assumeIsolated { () -> Bool in
                guard let self else { return false }
                self.note(name)
                return self.times(of: name).count == lastFiring
            }
            if isLast { timer.invalidate() }
        }
    }

    /// Logs `event` at the media time now.
    func note(_ event: String) { log.append((event, CACurrentMediaTime())) }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 50 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        guard !shown else { return }
        shown = true
        note("shown")
        onShow?(self)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { note("didScroll") }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        note("willBeginDragging")
        onDrag?(self)
    }
}
