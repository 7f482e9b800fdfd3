import LayoutCore
import Layouts
import Simulation
import Synchronization
import Testing
import Wire
import WireFormat

/// A request naming a view looks it up once, and never lists every view unless it names none that exists.
@Suite struct RequestViewLookupTests {
    /// Views that count how they are asked about.
    final class CountingViews: RequestViews {
        let spec: ViewSpec
        let lookups = Mutex(0)
        let listings = Mutex(0)

        init(spec: ViewSpec) { self.spec = spec }

        func spec(of id: String) -> ViewSpec? {
            lookups.withLock { $0 += 1 }
            return id == "a" ? spec : nil
        }

        var viewIDs: [String] {
            listings.withLock { $0 += 1 }
            return ["a"]
        }
    }

    /// A list of 20 rows.
    static var list: ViewSpec {
        var flow = FlowLayoutConfiguration()
        flow.itemSize = Size(width: 100, height: 10)
        return ViewSpec(
            viewport: Size(width: 100, height: 100), layout: .flow(flow),
            data: CollectionData(sections: [SectionData(itemCount: 20)]))
    }

    /// A fling of view "a": the decoder asks for "a" once (the step decoder is handed that one view) and
    /// lists no ids.
    @Test func aGestureLooksItsViewUpOnce() throws {
        let views = CountingViews(spec: Self.list)
        let request = RequestDecoder(views: views).decode(
            Array(#"{"id":1,"cmd":"fling","view":"a","velocity":[0,-500]}"#.utf8))
        guard case .success(.simulate(let command)) = request.command else {
            Issue.record("not a simulation command: \(request.command)")
            return
        }
        #expect(command.view == "a")
        #expect(views.lookups.withLock { $0 } == 1)
        #expect(views.listings.withLock { $0 } == 0)
    }

    /// A view that does not exist: one lookup, then the ids once, for the suggestion.
    @Test func aMissingViewListsTheIDsOnceForItsError() {
        let views = CountingViews(spec: Self.list)
        let request = RequestDecoder(views: views).decode(Array(#"{"id":1,"cmd":"destroyView","view":"b"}"#.utf8))
        guard case .failure(let error) = request.command else {
            Issue.record("decoded: \(request.command)")
            return
        }
        #expect(error.code == .notFound)
        #expect(views.lookups.withLock { $0 } == 1)
        #expect(views.listings.withLock { $0 } == 1)
    }
}
