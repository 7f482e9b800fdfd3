import Foundation
import LayoutCore
import Layouts

/// What a section provider returns for section `Int` in the environment it is given, as UIKit's type alias:
/// a main-actor closure, as the iOS 17 and 18 SDKs declare it.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// The layout-wide properties, as UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// Points between consecutive sections.
    open var interSectionSpacing: CGFloat = 0
    /// The layout's own header and footer (or other views) before the first section and after the last.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What the sections' content insets are measured from unless a section says otherwise.
    open var contentInsetsReference = UIContentInsetsReference.automatic

    public init() {}
}

/// Sections of groups of items, as UIKit's `UICollectionViewCompositionalLayout`, laid out by ScrollSim's
/// compositional engine. A section provider is called once per section per prepare, with the view's size
/// as its container's; its sections and configuration are read then, so changes made before take effect.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    enum Sections {
        case one(NSCollectionLayoutSection)
        case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }

    let sections: Sections
    open var configuration: UICollectionViewCompositionalLayoutConfiguration
    /// The sections with a `visibleItemsInvalidationHandler` as last prepared; nil when none has one.
    var visibleItemsHandlers: VisibleItemsHandlers?

    public init(section: NSCollectionLayoutSection) {
        self.sections = .one(section)
        self.configuration = UICollectionViewCompositionalLayoutConfiguration()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sections = .one(section)
        self.configuration = configuration
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.sections = .provider(sectionProvider)
        self.configuration = UICollectionViewCompositionalLayoutConfiguration()
    }

    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sections = .provider(sectionProvider)
        self.configuration = configuration
    }

    /// The compositional spec: each section's layout from the provider (asked once per section, in order),
    /// consecutive equal layouts at the end kept once (the engine repeats the last for the sections past
    /// its list). - Complexity: O(s) provider calls for s sections, and O(s · elements) to translate them.
    override func simulatedLayout(for collectionView: UICollectionView, itemCounts: [Int]) -> SimulatedLayout {
        var translator = CompositionalTranslator(
            viewport: Size(collectionView.frame.size), scrollDirection: configuration.scrollDirection.axis,
            reference: configuration.contentInsetsReference.engineValue ?? .automatic)
        var engineSections: [CompositionalSection]
        let environment = translator.environment
        var handlers = VisibleItemsHandlers(
            environment: environment, orthogonalAxis: configuration.scrollDirection.axis.cross)
        switch sections {
        case .one(let section):
            engineSections = [translator.section(section)]
            handlers.every = section.visibleItemsInvalidationHandler == nil ? nil : section
        case .provider(let provider):
            engineSections = itemCounts.indices.map { index in
                guard let section = provider(index, environment) else { return CompositionalTranslator.placeholder }
                if section.visibleItemsInvalidationHandler != nil { handlers.bySection[index] = section }
                return translator.section(section)
            }
            while engineSections.count > 1, engineSections[engineSections.count - 2] == engineSections.last {
                engineSections.removeLast()
            }
        }
        visibleItemsHandlers = handlers.isEmpty ? nil : handlers
        if engineSections.isEmpty { engineSections = [CompositionalTranslator.placeholder] }
        var engine = CompositionalConfiguration(sections: engineSections)
        engine.scrollDirection = configuration.scrollDirection.axis
        engine.interSectionSpacing = Double(length: configuration.interSectionSpacing)
        engine.contentInsetsReference = translator.reference
        engine.boundaryItems = translator.globalItems(configuration.boundarySupplementaryItems)
        return SimulatedLayout(
            spec: .compositional(engine), sections: itemCounts.map { SectionData(itemCount: $0) },
            kindNames: translator.kinds.names)
    }
}
