import Foundation

/// Whether view changes animate, as UIKit's `UIView.areAnimationsEnabled`: the collection view's data
/// changes (`performBatchUpdates`, the lone inserts, deletes, moves and reloads, a diffable
/// `apply(_:animatingDifferences:completion:)`) animate while it is on, and are instant while it is off.
extension UIView {
    /// Whether changes animate: true unless `setAnimationsEnabled(false)` turned it off. One setting on the
    /// main actor, as UIKit's: a test that turns it off turns it back on before it awaits (or uses
    /// `performWithoutAnimation(_:)`), else the tests after it on the main actor find it off.
    public class var areAnimationsEnabled: Bool { AnimationsSwitch.isEnabled }

    /// Turns animations on or off.
    public class func setAnimationsEnabled(_ enabled: Bool) { AnimationsSwitch.isEnabled = enabled }

    /// Runs `actionsWithoutAnimation` with animations off, then restores the setting it found.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let wasEnabled = AnimationsSwitch.isEnabled
        AnimationsSwitch.isEnabled = false
        defer { AnimationsSwitch.isEnabled = wasEnabled }
        actionsWithoutAnimation()
    }
}

/// The animations setting, on the main actor as UIKit keeps it.
@MainActor
private enum AnimationsSwitch {
    static var isEnabled = true
}
