import Foundation
import Testing

@testable import ScrollSimUIKit

/// An animated `reloadSections` crossfades a section's header as UIKit does: the new view comes at once,
/// faded out, and the old one ends when the animation does; the new one stays on screen.
@Suite @MainActor struct ReloadedSectionHeaderTests {
    /// Logs the header callbacks with the view (v1, v2, … in the order first seen), its alpha when displayed,
    /// and the virtual time in whole milliseconds.
    final class HeaderLog: NSObject, UICollectionViewDelegate {
        var driver: ScrollSimUIKitDriver?
        private(set) var lines: [String] = []
        private var names: [ObjectIdentifier: String] = [:]

        private var now: Int { driver.map { Int($0.milliseconds.rounded()) } ?? 0 }

        private func name(_ view: UICollectionReusableView) -> String {
            let id = ObjectIdentifier(view)
            if let name = names[id] { return name }
            names[id] = "v\(names.count + 1)"
            return names[id]!
        }

        func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: IndexPath
        ) {
            lines.append("willDisplay \(indexPath.section) \(name(view)) alpha \(view.alpha) @\(now)")
        }

        func collectionView(
            _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
            forElementOfKind elementKind: String, at indexPath: IndexPath
        ) {
            lines.append("didEnd \(indexPath.section) \(name(view)) @\(now)")
        }
    }

    /// `ViewCallbackTests.Sections` (header 0 at y 0…50, header 1 at 250…300, content 500 tall in a 350-pt
    /// view, offsets up to 150), shown at 120 Hz: headers 0 (v1) and 1 (v2). Section 0 reloaded at 0 ms (0.3 s,
    /// 36 ticks): its new header, v3, is displayed at once at alpha 0; v1, the old one, ends at 300 ms.
    /// Scrolled to 150 (bounds 150…500), header 0 leaves: v3 ends then. Before, the old view was dropped
    /// unannounced when v3 came (at alpha 1), and v3 was the one ended at 300 ms, while still on screen, and
    /// never again.
    @Test func theOldHeaderEndsWhenTheAnimationDoesAndTheNewOneStays() throws {
        let sections = ViewCallbackTests.Sections()
        let log = HeaderLog()
        sections.collectionView.delegate = log
        log.driver = try ScrollSimUIKitDriver(showing: sections.collectionView)
        sections.collectionView.reloadSections(IndexSet(integer: 0))
        try log.driver?.advance(by: .milliseconds(300))
        sections.collectionView.setContentOffset(CGPoint(x: 0, y: 150), animated: false)
        try log.driver?.advance(by: .milliseconds(10))
        #expect(
            log.lines == [
                "willDisplay 0 v1 alpha 1.0 @0", "willDisplay 1 v2 alpha 1.0 @0", "willDisplay 0 v3 alpha 0.0 @0",
                "didEnd 0 v1 @300", "didEnd 0 v3 @300",
            ])
    }
}
