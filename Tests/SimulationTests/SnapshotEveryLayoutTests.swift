import LayoutCore
import Layouts
import Specs
import Testing
import Wire

@testable import Simulation

/// `applySnapshot` on the layouts other than flow (issue 52): after a snapshot that moves, deletes,
/// inserts and reloads items (and, with several sections, moves a section), a scrolled view shows what the
/// same view shows after `reload` with the same final data: the offset, and every displayed element with
/// its index path, id and frame. The batch re-places items through the layout's incremental prepare where
/// it has one; the reload prepares the layout afresh.
@Suite struct SnapshotEveryLayoutTests {
    static let views: [(String, String)] = [
        ("table", "Scenarios/Views/spreadsheet.yaml"),
        ("carousel (wrapping)", "Scenarios/Views/carousel.yaml"),
        ("safari", "Scenarios/Views/tabs.yaml"),
        ("expanded", "Scenarios/Views/expanded-grid.yaml"),
        ("plugin", "Scenarios/Views/mosaic.yaml"),
    ]

    /// The infinite strip (wrapping) and the snap-to-center strip, built in code.
    static func codeViews() -> [(String, ViewSpec)] {
        let data = CollectionData(sections: [SectionData(itemCount: 40)])
        return [
            (
                "infinite (wrapping)",
                ViewSpec(
                    viewport: Size(width: 480, height: 320), layout: .infinite(InfiniteLayoutConfiguration()),
                    data: data)
            ),
            (
                "snapToCenter",
                ViewSpec(
                    viewport: Size(width: 375, height: 300), layout: .snapToCenter(SnapToCenterConfiguration()),
                    data: data)
            ),
        ]
    }

    static var cases: [(String, ViewSpec)] {
        get throws {
            try views.map { name, path in (name, try SpecFile.load(path: "\(repositoryRoot)/\(path)")) } + codeViews()
        }
    }

    /// The snapshot: in section 0, its third item moved to the front, its second deleted, `new` inserted
    /// second and its fourth reloaded; with several sections, sections 0 and 1 swapped.
    static func changed(_ current: DiffableSnapshot<String>) -> (DiffableSnapshot<String>, reload: [String]) {
        var sections = current.sections
        var items = sections[0].items
        let reloaded = items[3]
        items.remove(at: 1)
        items.insert(items.remove(at: 1), at: 0)
        items.insert("new", at: 1)
        sections[0].items = items
        if sections.count > 1 { sections.swapAt(0, 1) }
        return (DiffableSnapshot(sections: sections), [reloaded])
    }

    static func displayed(_ simulator: Simulator) -> [String] {
        simulator.views[0].displayed.values.sorted(by: LayoutAttributes.canonicallyOrdered).map {
            "\($0.kind) \($0.indexPath) \($0.id?.description ?? "-") \($0.frame) \($0.alpha)"
        }
    }

    @Test func aSnapshotShowsWhatAReloadOfTheSameDataShows() throws {
        for (name, spec) in try Self.cases {
            var changed = Simulator()
            var reloaded = Simulator()
            _ = try changed.createView(spec, id: "v")
            _ = try reloaded.createView(spec, id: "v")
            let drag = Command.drag(view: "v", path: TouchPath(linear: Vector(dx: -120, dy: -120), duration: 0.1))
            _ = try changed.apply(drag)
            _ = try reloaded.apply(drag)
            for _ in 0..<240 {
                _ = changed.step()
                _ = reloaded.step()
            }
            let (snapshot, reload) = Self.changed(changed.spec(of: "v")!.data.snapshotIdentifiers())
            _ = try changed.apply(
                .applySnapshot(SnapshotApplication(view: "v", snapshot: snapshot, reloadItems: reload, animated: false))
            )
            #expect(changed.spec(of: "v")!.data.snapshotIdentifiers() == snapshot, "\(name)")
            _ = try reloaded.apply(.reload(view: "v", data: changed.spec(of: "v")!.data))
            #expect(changed.state(of: "v")?.contentOffset == reloaded.state(of: "v")?.contentOffset, "\(name)")
            #expect(Self.displayed(changed) == Self.displayed(reloaded), "\(name)")
            #expect(!Self.displayed(changed).isEmpty, "\(name)")
        }
    }
}
