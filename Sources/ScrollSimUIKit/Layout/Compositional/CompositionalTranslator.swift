import Foundation
import LayoutCore
import Layouts
import Specs

/// UIKit's compositional objects as ScrollSim's compositional model, read as they stand when the layout is
/// prepared. Element kinds become ScrollSim's kinds through `kinds`.
@MainActor
struct CompositionalTranslator {
    let viewport: Size
    let scrollDirection: Axis
    /// The layout's content insets reference.
    let reference: ContentInsetsReference
    var kinds = ElementKindNames()

    init(viewport: Size, scrollDirection: Axis, reference: ContentInsetsReference) {
        self.viewport = viewport
        self.scrollDirection = scrollDirection
        self.reference = reference
    }

    /// A section of zero-length cells, standing for a section the provider gives none (UIKit raises there).
    static let placeholder = CompositionalSection(
        group: CompositionalGroup(
            direction: .horizontal, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(0)),
            subitems: [
                .item(CompositionalItem(size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(0))))
            ]
        ))

    /// The environment a section provider is given: the view's size, less the layout's reference insets
    /// across the scroll axis for its effective size.
    var environment: NSCollectionLayoutEnvironment {
        var probe = CompositionalConfiguration(sections: [])
        probe.scrollDirection = scrollDirection
        let insets = probe.insets(of: reference, viewport: viewport)
        let across =
            scrollDirection == .vertical
            ? NSDirectionalEdgeInsets(top: 0, leading: insets.left, bottom: 0, trailing: insets.right)
            : NSDirectionalEdgeInsets(top: insets.top, leading: 0, bottom: insets.bottom, trailing: 0)
        return NSCollectionLayoutEnvironment(
            container: NSCollectionLayoutContainer(
                contentSize: CGSize(width: viewport.width, height: viewport.height), contentInsets: .zero,
                effectiveContentInsets: across))
    }

    /// `section` as the engine's. - Complexity: O(elements).
    mutating func section(_ section: NSCollectionLayoutSection) -> CompositionalSection {
        let insets = EdgeInsets(section.contentInsets)
        var translated = CompositionalSection(
            group: group(section.group, container: viewport.inset(by: insets)))
        translated.orthogonalScrollingBehavior = section.orthogonalScrollingBehavior.engineValue
        translated.contentInsets = insets
        translated.interGroupSpacing = Double(length: section.interGroupSpacing)
        translated.boundaryItems = section.boundarySupplementaryItems.map { boundary($0) }
        translated.supplementariesFollowContentInsets = section.supplementariesFollowContentInsets
        translated.supplementaryContentInsetsReference = section.supplementaryContentInsetsReference.engineValue
        translated.contentInsetsReference = section.contentInsetsReference.engineValue
        translated.decorationItems = section.decorationItems.map {
            CompositionalDecorationItem(
                kind: kinds.kind(for: $0.elementKind), contentInsets: EdgeInsets($0.contentInsets), zIndex: $0.zIndex)
        }
        return translated
    }

    /// The layout's own boundary items, each reported kind named as the app named it.
    mutating func globalItems(_ items: [NSCollectionLayoutBoundarySupplementaryItem]) -> [CompositionalBoundaryItem] {
        items.map { item in
            let translated = boundary(item)
            kinds.report(translated.kind, as: CompositionalLayout.globalKind(translated.kind))
            return translated
        }
    }

    /// `group`, a custom one's frames asked of its provider with its size resolved in `container`.
    mutating func group(_ group: NSCollectionLayoutGroup, container: Size) -> CompositionalGroup {
        let size = self.size(group.layoutSize)
        let direction: Axis
        var customFrames: [Rect]?
        switch group.arrangement {
        case .horizontal: direction = .horizontal
        case .vertical: direction = .vertical
        case .custom(let provider):
            direction = .horizontal
            let resolved = size.resolved(in: container)
            let environment = NSCollectionLayoutEnvironment(
                container: NSCollectionLayoutContainer(
                    contentSize: CGSize(width: resolved.width, height: resolved.height), contentInsets: .zero,
                    effectiveContentInsets: .zero))
            customFrames = provider(environment).prefix(CompositionalGroup.maximumCells).map { Rect($0.frame) }
        }
        let inner = size.resolved(in: container).inset(by: EdgeInsets(group.contentInsets))
        var translated = CompositionalGroup(
            direction: direction, size: size,
            subitems: group.subitems.map { subitem($0, container: inner) }, count: group.count,
            interItemSpacing: Double(length: group.interItemSpacing?.spacing ?? 0),
            contentInsets: EdgeInsets(group.contentInsets))
        translated.isSpacingFlexible = group.interItemSpacing?.isFlexibleSpacing ?? false
        translated.customFrames = customFrames
        translated.edgeSpacing = group.edgeSpacing.map(edgeSpacing)
        translated.supplementaryItems = group.supplementaryItems.map { supplementary($0) }
        return translated
    }

    private mutating func subitem(_ item: NSCollectionLayoutItem, container: Size) -> CompositionalGroup.Subitem {
        if let nested = item as? NSCollectionLayoutGroup { return .group(group(nested, container: container)) }
        var translated = CompositionalItem(
            size: size(item.layoutSize), contentInsets: EdgeInsets(item.contentInsets),
            supplementaryItems: item.supplementaryItems.map { supplementary($0) })
        translated.edgeSpacing = item.edgeSpacing.map(edgeSpacing)
        return .item(translated)
    }

    private mutating func supplementary(_ item: NSCollectionLayoutSupplementaryItem) -> CompositionalSupplementaryItem {
        var translated = CompositionalSupplementaryItem(
            kind: kinds.kind(for: item.elementKind), size: size(item.layoutSize),
            containerAnchor: anchor(item.containerAnchor), itemAnchor: item.itemAnchor.map(anchor))
        translated.zIndex = item.zIndex
        return translated
    }

    private mutating func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> CompositionalBoundaryItem {
        var translated = CompositionalBoundaryItem(
            kind: kinds.kind(for: item.elementKind), size: size(item.layoutSize),
            pinToVisibleBounds: item.pinToVisibleBounds, zIndex: item.zIndex)
        translated.alignment = item.alignment.engineValue
        translated.contentInsets = EdgeInsets(item.contentInsets)
        translated.absoluteOffset = Vector(dx: Double(coordinate: item.offset.x), dy: Double(coordinate: item.offset.y))
        translated.extendsBoundary = item.extendsBoundary
        return translated
    }

    private func anchor(_ anchor: NSCollectionLayoutAnchor) -> CompositionalAnchor {
        var edges: Set<CompositionalAnchor.Edge> = []
        if anchor.edges.contains(.top) { edges.insert(.top) }
        if anchor.edges.contains(.leading) { edges.insert(.leading) }
        if anchor.edges.contains(.bottom) { edges.insert(.bottom) }
        if anchor.edges.contains(.trailing) { edges.insert(.trailing) }
        var translated = CompositionalAnchor(edges: edges)
        let (x, y) = (anchor.offset.x, anchor.offset.y)
        if anchor.isAbsoluteOffset {
            translated.absoluteOffset = Vector(dx: Double(coordinate: x), dy: Double(coordinate: y))
        } else {
            translated.fractionalOffset = Vector(dx: Double(fraction: x), dy: Double(fraction: y))
        }
        return translated
    }

    private func edgeSpacing(_ spacing: NSCollectionLayoutEdgeSpacing) -> CompositionalEdgeSpacing {
        func edge(_ spacing: NSCollectionLayoutSpacing?) -> CompositionalSpacing? {
            spacing.map { CompositionalSpacing(points: Double(length: $0.spacing), isFlexible: $0.isFlexibleSpacing) }
        }
        return CompositionalEdgeSpacing(
            leading: edge(spacing.leading), top: edge(spacing.top), trailing: edge(spacing.trailing),
            bottom: edge(spacing.bottom))
    }

    private func size(_ size: NSCollectionLayoutSize) -> CompositionalSize {
        CompositionalSize(width: dimension(size.widthDimension), height: dimension(size.heightDimension))
    }

    private func dimension(_ dimension: NSCollectionLayoutDimension) -> CompositionalDimension {
        let value = Double(length: dimension.dimension)
        let fraction = Swift.min(value, NumericDomain.largestFraction)
        switch dimension.kind {
        case .absolute: return .absolute(value)
        case .fractionalWidth: return .fractionalWidth(fraction)
        case .fractionalHeight: return .fractionalHeight(fraction)
        case .estimated: return .estimated(value)
        case .uniformAcrossSiblings: return .uniformAcrossSiblings(value)
        }
    }
}

extension Rect {
    /// `rect` in points (a custom group's cell frame): its origin as `Double(coordinate:)` takes it (0 when
    /// not finite, within ±1e13 pt), its sides as `Double(length:)` does, a spec's bounds. O(1).
    init(_ rect: CGRect) {
        self.init(
            x: Double(coordinate: rect.origin.x), y: Double(coordinate: rect.origin.y),
            width: Double(length: rect.size.width), height: Double(length: rect.size.height))
    }
}
