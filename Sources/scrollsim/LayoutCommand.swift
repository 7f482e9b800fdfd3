import ArgumentParser
import LayoutCore
import Simulation
import Specs
import Wire
import WireFormat

/// `scrollsim layout SPEC [--offset x,y] [--section-offset s:x ...] [--rect x,y,w,h | --all]`: the layout output of the protocol.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Prints where every cell, header and decoration goes, as canonical JSON.",
        discussion:
            "By default, the attributes in the visible bounds at the offset; --rect for a rect in content coordinates, --all for the whole content."
    )

    @OptionGroup var view: ViewOptions

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Query this rect, in content coordinates.", valueName: "x,y,w,h"))
    var rect: String?

    @Flag(help: "Query the whole content.")
    var all = false

    @Option(help: ArgumentHelp("Refuse a region holding more elements than this (exit 65).", valueName: "N"))
    var maxElements = ElementLimit.layoutDefault

    func validate() throws {
        if rect != nil && all { throw ValidationError("give either --rect or --all, not both") }
        if let rect { _ = try ViewOptions.numbers(rect, count: 4, option: "--rect", shape: "x,y,w,h") }
        try ElementLimit.validate(maxElements)
    }

    func run() throws {
        let spec = try view.loadSpec()
        var region = LayoutSnapshot.Region.visible
        if all { region = .all }
        if let rect {
            let values = try ViewOptions.numbers(rect, count: 4, option: "--rect", shape: "x,y,w,h")
            region = .rect(Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
        }
        let layout = try view.preparedLayout(spec)
        let snapshot = try ElementLimit.snapshot(
            layout, spec: spec, offset: view.contentOffset ?? spec.initialOffset(of: layout), region: region,
            limit: maxElements)
        print(LayoutReport.json(snapshot).canonical)
    }
}
