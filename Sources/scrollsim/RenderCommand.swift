import ArgumentParser
import LayoutCore
import Layouts
import Platform
import Rendering
import Simulation
import Specs
import Wire
import WireFormat

/// `scrollsim render SPEC [--offset x,y] [--section-offset s:x ...] (--svg FILE | --ascii)`: a picture of the layout and the viewport.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draws the layout and the viewport, as SVG or as text.",
        discussion: """
            The SVG shows the whole content when it holds at most \(RenderCommand.wholeContentLimit) items, \
            else the viewport and one viewport's worth around it. The text shows the viewport.
            """
    )

    /// The most items drawn as a whole; larger views are drawn around the viewport.
    static let wholeContentLimit = 5000

    @OptionGroup var view: ViewOptions

    @Option(help: ArgumentHelp("Write an SVG picture to this file (- for standard output).", valueName: "FILE"))
    var svg: String?

    @Flag(help: "Print the viewport as text.")
    var ascii = false

    @Option(help: ArgumentHelp("Refuse to draw more elements than this (exit 65).", valueName: "N"))
    var maxElements = ElementLimit.renderDefault

    func validate() throws {
        if (svg == nil) == !ascii { throw ValidationError("give exactly one of --svg FILE or --ascii") }
        try ElementLimit.validate(maxElements)
    }

    func run() throws {
        try OutputFile.check(svg, option: "--svg", inputs: [view.spec])
        let spec = try view.loadSpec()
        let layout = try view.preparedLayout(spec)
        let offset = view.contentOffset ?? spec.initialOffset(of: layout)
        let title =
            "\(spec.id ?? view.spec): \(spec.layout.typeName), viewport \(CanonicalNumber.format(spec.viewport.width))×\(CanonicalNumber.format(spec.viewport.height)) at (\(CanonicalNumber.format(offset.x)), \(CanonicalNumber.format(offset.y)))"
            + view.sectionOffsets.compactMap { try? ViewOptions.sectionOffset($0) }.map {
                ", section \($0.section) at \(CanonicalNumber.format($0.offset))"
            }.joined()
        if let svg {
            let bounds = spec.bounds(at: offset)
            let region: LayoutSnapshot.Region =
                spec.data.totalItemCount <= Self.wholeContentLimit
                ? .all
                : .rect(
                    Rect(
                        x: bounds.minX - bounds.width, y: bounds.minY - bounds.height, width: 3 * bounds.width,
                        height: 3 * bounds.height))
            let snapshot = try ElementLimit.snapshot(
                layout, spec: spec, offset: offset, region: region, limit: maxElements)
            try writeFile(SVGRenderer.render(snapshot, title: title), to: svg)
        } else {
            let snapshot = try ElementLimit.snapshot(
                layout, spec: spec, offset: offset, region: .visible, limit: maxElements)
            print(ASCIIRenderer.render(snapshot, title: TerminalText.escaped(title)), terminator: "")
        }
    }

}
