import LayoutCore

/// A layout whose selected item opens full screen through a transition animator (LNZSafariLayout's
/// `animator(forItem:)`): the simulator describes the transition in the selection's event. A capability
/// beside `CollectionLayout`; the simulator finds it by conformance.
public protocol TabPresentingLayout: CollectionLayout {
    /// The attributes the transition of selected `item` starts from (the tab as shown at `bounds`); nil
    /// when the item does not exist. - Complexity: that of `attributes(forItem:bounds:)`.
    func presentationStart(forItem item: IndexPath, bounds: Rect) -> LayoutAttributes?
}
