import Testing
import WireFormat

@testable import Specs
@testable import Wire

/// A view's id is held to the bound of item and section ids (`SpecValue.maximumIdentifierBytes`, 1,024
/// UTF-8 bytes): it is repeated in every event line of the view, so an unbounded one multiplied into
/// every line a subscriber reads (a 1 MiB id, 120 ticks a second of `didScroll`).
@Suite struct ViewIdentifierBoundsTests {
    /// The reply to a `createView` whose view has `id`: nil when it is read, the error otherwise.
    private func failure(_ id: String) -> ProtocolError? {
        let line = #"{"id":1,"cmd":"createView","view":{"id":"\#(id)","viewport":[375,667],"layout":{"type":"flow"}}}"#
        guard case .failure(let error) = RequestDecoder(views: []).decode(Array(line.utf8)).command else { return nil }
        return error
    }

    /// 341 three-byte "€" and one ASCII byte are 341 × 3 + 1 = 1,024 bytes: read. 342 "€" are 1,026
    /// bytes, the multi-byte character straddling the bound: refused at `view.id` with the limit and the
    /// length. The old code read a view id of any length.
    @Test func aCreatedViewsIdIsAtMost1024Bytes() throws {
        #expect(failure(String(repeating: "€", count: 341) + "x") == nil)
        let error = try #require(failure(String(repeating: "€", count: 342)))
        #expect(error.code == .invalidParams && error.path == "view.id")
        #expect(error.message == "an id is at most 1024 bytes (UTF-8), got 1026")
    }

    /// A view spec file is held to the same bound (a scenario's and the config's views are read by the
    /// same decoder).
    @Test func aViewSpecFilesIdIsAtMost1024Bytes() {
        let tooLong = String(repeating: "a", count: 1_025)
        let refusal: String?
        do {
            _ = try SpecFile.decode("{id: \(tooLong), viewport: [375, 667], layout: {type: flow}}", format: .yaml)
            refusal = nil
        } catch {
            refusal = error.description
        }
        #expect(refusal?.hasSuffix("id: an id is at most 1024 bytes (UTF-8), got 1025") == true, "\(refusal ?? "read")")
    }
}
