import Testing

@testable import DaemonCore

/// The batch blocks' reuse: a block is filled again only once nothing else holds it (every write into it
/// done), never while a write may still read it.
@Suite struct ByteBlockPoolTests {
    @Test func aBlockIsRefilledOnlyOnceNothingElseHoldsIt() {
        var pool = ByteBlockPool()
        var first: ByteBlock? = pool.block(copying: [1, 2, 3])
        let firstIdentity = ObjectIdentifier(first!)
        let second = pool.block(copying: [4, 5])
        #expect(ObjectIdentifier(second) != firstIdentity, "the first block is still held: a write reads it")
        #expect(first!.bytes(in: 0..<3) == [1, 2, 3], "and its bytes are untouched")
        first = nil
        let third = pool.block(copying: [6, 7, 8])
        #expect(ObjectIdentifier(third) == firstIdentity, "released, it is filled again")
        #expect(third.count == 3 && third.bytes(in: 0..<3) == [6, 7, 8])
    }

    @Test func aFreeBlockTooSmallIsReplacedByALargerOne() {
        var pool = ByteBlockPool()
        var small: ByteBlock? = pool.block(copying: [1, 2, 3, 4])
        let smallIdentity = ObjectIdentifier(small!)
        small = nil
        let large = pool.block(copying: Array(repeating: 9, count: 100))
        #expect(ObjectIdentifier(large) != smallIdentity)
        #expect(large.bytes(in: 0..<100) == Array(repeating: 9, count: 100))
        let released = ObjectIdentifier(large)
        _ = consume large
        #expect(ObjectIdentifier(pool.block(copying: [1])) == released, "the larger block took its place")
    }

    @Test func atMostFourBlocksAreKept() {
        var pool = ByteBlockPool()
        var held = (0..<6).map { pool.block(copying: [UInt8($0)]) }
        let identities = Set(held.map(ObjectIdentifier.init))
        #expect(identities.count == 6)
        held.removeAll()
        let again = (0..<6).map { _ in pool.block(copying: [0]) }
        // The two not kept were freed, so their addresses may come back as new blocks: only the kept
        // ones' identities say anything.
        #expect(ByteBlockPool.capacity == 4)
        #expect(Set(again.prefix(4).map(ObjectIdentifier.init)).isSubset(of: identities), "the kept ones come back")
        #expect(Set(again.map(ObjectIdentifier.init)).count == 6, "and the rest are blocks of their own")
    }
}
