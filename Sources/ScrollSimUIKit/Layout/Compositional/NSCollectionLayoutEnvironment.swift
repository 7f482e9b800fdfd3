import Foundation

/// The size a compositional element lays out in, as UIKit's `NSCollectionLayoutContainer`. A class here
/// (a protocol in UIKit, which apps read and never adopt), so that a provider's parameter written
/// `NSCollectionLayoutEnvironment` compiles without `any` under the existential-any setting.
@MainActor
public final class NSCollectionLayoutContainer: Sendable {
    /// The container's size, in points.
    public let contentSize: CGSize
    public let contentInsets: NSDirectionalEdgeInsets
    /// `contentInsets` plus the insets of the layout's content insets reference.
    public let effectiveContentInsets: NSDirectionalEdgeInsets

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets, effectiveContentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.effectiveContentInsets = effectiveContentInsets
    }

    /// `contentSize` less `effectiveContentInsets`, not below zero.
    public var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - effectiveContentInsets.leading - effectiveContentInsets.trailing),
            height: max(0, contentSize.height - effectiveContentInsets.top - effectiveContentInsets.bottom))
    }
}

/// What a section provider or a custom group's item provider is told, as UIKit's
/// `NSCollectionLayoutEnvironment` (a class here, as `NSCollectionLayoutContainer` says); the trait
/// collection is not modelled, so not declared.
@MainActor
public final class NSCollectionLayoutEnvironment: Sendable {
    public let container: NSCollectionLayoutContainer

    init(container: NSCollectionLayoutContainer) {
        self.container = container
    }
}
