import LayoutCore
import Layouts

/// A prepared layout of `data` in a viewport of `viewport`, for fixtures.
func prepared<Layout: CollectionLayout>(
    _ layout: Layout, _ data: CollectionData, viewport: Size, inset: EdgeInsets = .zero
) -> Layout {
    var layout = layout
    layout.prepare(LayoutContext(data: data, viewportSize: viewport, contentInset: inset))
    return layout
}

/// Sections with the given item counts and no answers.
func counts(_ counts: [Int]) -> CollectionData {
    CollectionData(sections: counts.map { SectionData(itemCount: $0) })
}

/// A section whose items have these sizes.
func sized(_ sizes: [Size], answers: SectionAnswers = SectionAnswers()) -> SectionData {
    SectionData(listed: sizes.map { ItemAnswers(size: $0) }, answers: answers)
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

func size(_ width: Double, _ height: Double) -> Size {
    Size(width: width, height: height)
}

let origin = Rect(x: 0, y: 0, width: 1000, height: 1000)

extension CollectionLayout {
    /// The frame of item `[section, item]` at the bounds `origin`.
    func frame(_ section: Int, _ item: Int, bounds: Rect = origin) -> Rect? {
        attributes(forItem: IndexPath(section: section, item: item), bounds: bounds)?.frame
    }
}
