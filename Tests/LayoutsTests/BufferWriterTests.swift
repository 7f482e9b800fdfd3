import Testing

@testable import Layouts

/// The writer behind the layouts' `prepare` loops fills storage in order and reports how much it wrote, so
/// that the array built on it holds exactly the elements written, however much room was reserved.
@Suite struct BufferWriterTests {
    @Test func anArrayHoldsTheElementsWrittenInOrder() {
        let values = [Int](unsafeUninitializedCapacity: 10) { buffer, written in
            var writer = BufferWriter(buffer)
            for value in [3, 1, 4, 1, 5] { writer.append(value) }
            #expect(writer.count == 5)
            written = writer.count
        }
        #expect(values == [3, 1, 4, 1, 5])
    }

    @Test func storageFilledExactlyIsAllWritten() {
        let values = [String](unsafeUninitializedCapacity: 3) { buffer, written in
            var writer = BufferWriter(buffer)
            for value in ["a", "b", "c"] { writer.append(value) }
            written = writer.count
        }
        #expect(values == ["a", "b", "c"])
    }
}
