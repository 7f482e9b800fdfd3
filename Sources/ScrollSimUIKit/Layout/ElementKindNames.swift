import LayoutCore

/// The app's element kind strings as ScrollSim's kinds, both ways. UIKit's section header and footer kinds
/// are ScrollSim's `header` and `footer`; a name of 1 to 16 UTF-8 bytes (other than `cell`) is its own
/// kind; a longer one (Apple's samples use names like `section-header-element-kind`) takes a short alias:
/// its first characters, at most 10 bytes, then `~` and a number counting the aliases made (the first is
/// 1). A name whose kind another name already holds takes an alias too, so that no two names share one.
struct ElementKindNames {
    /// UIKit's `UICollectionView.elementKindSectionHeader`.
    static let sectionHeader = "UICollectionElementKindSectionHeader"
    /// UIKit's `UICollectionView.elementKindSectionFooter`.
    static let sectionFooter = "UICollectionElementKindSectionFooter"

    /// The app's name for each kind given out.
    private(set) var names: [ElementKind: String] = [:]
    private var kinds: [String: ElementKind] = [:]
    private var aliasCount = 0

    /// The kind for the app's `name`, the same each time it is asked. - Complexity: O(length) amortized.
    mutating func kind(for name: String) -> ElementKind {
        if let kind = kinds[name] { return kind }
        var kind = Self.ownKind(of: name)
        while kind == nil || names[kind!] != nil {
            aliasCount += 1
            kind = ElementKind(rawValue: Self.prefix(of: name) + "~" + String(aliasCount))
        }
        kinds[name] = kind
        names[kind!] = name
        return kind!
    }

    /// Records that the kind `kind` is reported as `reported` (the layout's own header reported as
    /// `layoutHeader`), so that the app's name follows it.
    mutating func report(_ kind: ElementKind, as reported: ElementKind) {
        guard reported != kind, let name = names[kind] else { return }
        names[reported] = name
    }

    /// The kind `name` is without an alias; nil when it needs one.
    private static func ownKind(of name: String) -> ElementKind? {
        switch name {
        case sectionHeader: return .header
        case sectionFooter: return .footer
        case "cell": return nil
        default: return ElementKind(rawValue: name)
        }
    }

    /// `name`'s first characters, at most 10 UTF-8 bytes, none of them NUL.
    private static func prefix(of name: String) -> String {
        var prefix = ""
        for character in name where character != "\0" {
            guard prefix.utf8.count + character.utf8.count <= 10 else { break }
            prefix.append(character)
        }
        return prefix
    }
}
