import LayoutCore
import Simulation
import WireFormat

/// The layout output of the protocol in canonical JSON.
public enum LayoutReport {
    /// `{"attributes":[…],"contentOffset":[x,y],"contentSize":[w,h],"viewport":[w,h]}`; while an animated data
    /// change runs, each cell it moves or fades in (and each view, as a reloaded section's new header) has
    /// `shown` (`{"alpha":a,"frame":[x,y,w,h]}`, as on screen now) beside its layout's `frame`, and
    /// `disappearing` lists the elements fading out, as shown.
    /// - Complexity: O(k + f) for k attributes and f fading.
    public static func json(_ snapshot: LayoutSnapshot) -> JSONValue {
        var members: [String: JSONValue] = [
            "attributes": .array(snapshot.attributes.map { json($0, shown: snapshot.animation) }),
            "contentOffset": pair(snapshot.contentOffset.x, snapshot.contentOffset.y),
            "contentSize": pair(snapshot.contentSize.width, snapshot.contentSize.height),
            "viewport": pair(snapshot.viewport.width, snapshot.viewport.height),
        ]
        if let animation = snapshot.animation {
            members["disappearing"] = .array(animation.disappearing.map { json($0) })
        }
        return .object(members)
    }

    /// `attributes` with `shown` when `animation` moves or fades it in.
    private static func json(_ attributes: LayoutAttributes, shown animation: ShownAnimation?) -> JSONValue {
        var element = json(attributes)
        if let shown = animation?.shown(attributes), case .object(var members) = element {
            members["shown"] = .object(["alpha": .number(shown.alpha), "frame": rect(shown.frame)])
            element = .object(members)
        }
        return element
    }

    /// One attribute: `alpha`, `category`, `frame`, `id` (cells), `indexPath`, `kind`, `zIndex`, and
    /// `transform` only when it is not the identity, `hidden` only when true, `layoutFrame` only for an
    /// element of an orthogonal section.
    public static func json(_ attributes: LayoutAttributes) -> JSONValue {
        var members: [String: JSONValue] = [
            "alpha": .number(attributes.alpha),
            "category": .string(attributes.category.rawValue),
            "frame": rect(attributes.frame),
            "indexPath": indexPath(attributes.indexPath),
            "kind": .string(attributes.kind.rawValue),
            "zIndex": .number(Double(attributes.zIndex)),
        ]
        if let id = attributes.id { members["id"] = .string(id.description) }
        if !attributes.transform.isIdentity {
            members["transform"] = .array(attributes.transform.rowMajor.map(JSONValue.number))
        }
        if attributes.isHidden { members["hidden"] = .bool(true) }
        if let layoutFrame = attributes.layoutFrame { members["layoutFrame"] = rect(layoutFrame) }
        return .object(members)
    }

    /// `[x, y, width, height]`.
    public static func rect(_ rect: Rect) -> JSONValue {
        .array([.number(rect.minX), .number(rect.minY), .number(rect.width), .number(rect.height)])
    }

    /// `[x, y]`.
    public static func point(_ point: Point) -> JSONValue {
        pair(point.x, point.y)
    }

    /// `[section, item]`.
    public static func indexPath(_ indexPath: IndexPath) -> JSONValue {
        pair(Double(indexPath.section), Double(indexPath.item))
    }

    private static func pair(_ first: Double, _ second: Double) -> JSONValue {
        .array([.number(first), .number(second)])
    }
}
