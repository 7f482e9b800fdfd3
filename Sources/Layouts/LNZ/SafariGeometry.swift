import LayoutCore
import RealModule

/// The Safari layout's tab stack: tab i at `y = top + spacing·i`, the spacing a fifth
/// (at most) of the viewport's height less the insets, each tab tilted back about x by an angle that
/// grows from `angle0` at the top of the viewport to `maxRotationAngle` at its bottom.
struct SafariGeometry: Hashable, Sendable {
    var configuration: SafariConfiguration
    var count: Int
    var viewport: Size

    /// `(H − top − bottom)/min(count, 5)` with items (never below 0), else `maxInteritemSpacing`.
    var spacing: Double {
        guard count > 0 else { return configuration.maxInteritemSpacing }
        let available = viewport.height - configuration.sectionInsetTop - configuration.sectionInsetBottom
        return max(0, available / Double(min(count, 5)))
    }

    /// The tilt at the top of the viewport: −π/10 for one tab, −π/5 for five or more.
    var baseAngle: Double {
        -Double.pi / 10 - (Double.pi / 10) * Double(min(max(count, 1), 5) - 1) / 4
    }

    /// The tilt of a tab whose untransformed origin is at `originY`, for the viewport at `boundsMinY`.
    func angle(originY: Double, boundsMinY: Double) -> Double {
        let height = viewport.height
        guard height > 0 else { return baseAngle }
        let onScreen = (originY - boundsMinY - configuration.sectionInsetTop).clamped(to: 0...height)
        return baseAngle + (configuration.maxRotationAngle - baseAngle) * onScreen / height
    }

    /// The seed's transform for a tab `height` tall at `angle`: perspective `m34`, translated by
    /// `(0, −r(1 − cos a), r·sin a)` with `r = h/2 + |zOffset / sin a|`, then rotated by `a` about x.
    func transform(height: Double, angle: Double) -> Transform3D {
        let radius = height / 2 + abs(configuration.zOffset / Double.sin(angle))
        var perspective = Transform3D.identity
        perspective.m34 = configuration.m34
        let translated = Transform3D.translation(
            x: 0, y: -radius * (1 - Double.cos(angle)), z: radius * Double.sin(angle)
        )
        .concatenating(perspective)
        return Transform3D.rotationAboutX(angle).concatenating(translated)
    }

    /// The bottom of `frame` drawn with `transform` about its centre, projected with the perspective
    /// divide: the largest y of its four corners. (How UIKit projects a transformed frame is
    /// unverified; this is the layer's bounding box.)
    static func projectedMaxY(of frame: Rect, transform: Transform3D) -> Double {
        transform.projectedCorners(of: frame).map(\.y).max()!
    }
}
