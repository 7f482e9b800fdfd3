import Foundation
import Testing

@testable import ScrollSimUIKit

/// An animated `reloadSections` crossfades a section's header as UIKit does: the new view comes at once,
/// faded out, and the old one ends when the animation does; the new one stays on screen.
@Suite struct ReloadedSectionHeaderTests {
    /// Two sections of three 375×100 items under 50-pt headers, in a 375×400 view at 120 Hz: header 0 at
    /// y 0…50, items at 50…350, header 1 at 350…400, items at 400…700 (content 700 tall, offsets up to 300).
    /// The delegate logs the header callbacks with the view (v1, v2, … in the order first seen), its alpha
    /// when displayed, and the virtual time in whole milliseconds.
    final class Headers: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 400),
            collectionViewLayout: flowLayout(itemSize: CGSize(width: 375, height: 100), headerHeight: 50))
        var driver: ScrollSimUIKitDriver!
        private(set) var log: [String] = []
        private var names: [ObjectIdentifier: String] = [:]

        override init() {
            super.init()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "Header")
            collectionView.dataSource = self
            collectionView.delegate = self
        }

        private var now: Int { driver.map { Int($0.milliseconds.rounded()) } ?? 0 }

        private func name(_ view: UICollectionReusableView) -> String {
            let id = ObjectIdentifier(view)
            if let name = names[id] { return name }
            names[id] = "v\(names.count + 1)"
            return names[id]!
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: IndexPath
        ) {
            log.append("willDisplay \(indexPath.section) \(name(view)) alpha \(view.alpha) @\(now)")
        }
        func collectionView(
            _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
            forElementOfKind elementKind: String, at indexPath: IndexPath
        ) {
            log.append("didEnd \(indexPath.section) \(name(view)) @\(now)")
        }
    }

    /// Shown: headers 0 (v1) and 1 (v2). Section 0 reloaded at 0 ms (0.3 s, 36 ticks): its new header, v3, is
    /// displayed at once at alpha 0; v1, the old one, ends at 300 ms. Scrolled to 300 (bounds 300…700), header
    /// 0 leaves: v3 ends then. Before, the old view was dropped unannounced when v3 came (at alpha 1), and v3
    /// was the one ended at 300 ms, while still on screen, and never again.
    @Test func theOldHeaderEndsWhenTheAnimationDoesAndTheNewOneStays() throws {
        let headers = Headers()
        headers.driver = try ScrollSimUIKitDriver(showing: headers.collectionView)
        headers.collectionView.reloadSections(IndexSet(integer: 0))
        try headers.driver.advance(by: .milliseconds(300))
        headers.collectionView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        try headers.driver.advance(by: .milliseconds(10))
        #expect(
            headers.log == [
                "willDisplay 0 v1 alpha 1.0 @0", "willDisplay 1 v2 alpha 1.0 @0", "willDisplay 0 v3 alpha 0.0 @0",
                "didEnd 0 v1 @300", "didEnd 0 v3 @300",
            ])
    }
}
