import Foundation

/// Whether view changes animate, as UIKit's `UIView.areAnimationsEnabled`: the collection view's data
/// changes (`performBatchUpdates`, the lone inserts, deletes, moves and reloads, a diffable
/// `apply(_:animatingDifferences:completion:)`) animate while it is on, and are instant while it is off.
extension UIView {
    /// Whether changes animate: true unless `setAnimationsEnabled(false)` turned it off. Kept per thread
    /// (UIKit keeps it for its main thread, the only one it runs on), so tests on other threads do not see it.
    public class var areAnimationsEnabled: Bool { AnimationsSwitch.isEnabled }

    /// Turns animations on or off for the calling thread.
    public class func setAnimationsEnabled(_ enabled: Bool) { AnimationsSwitch.isEnabled = enabled }

    /// Runs `actionsWithoutAnimation` with animations off, then restores the setting it found.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let wasEnabled = AnimationsSwitch.isEnabled
        AnimationsSwitch.isEnabled = false
        defer { AnimationsSwitch.isEnabled = wasEnabled }
        actionsWithoutAnimation()
    }
}

/// The animations setting of the calling thread, in its thread dictionary (absent: on).
private enum AnimationsSwitch {
    static let key = "ScrollSimUIKit.animationsDisabled"

    static var isEnabled: Bool {
        get { Thread.current.threadDictionary[key] == nil }
        set { Thread.current.threadDictionary[key] = newValue ? nil : true }
    }
}
