import Testing

@testable import Specs

/// The key paths of list elements, kept unformatted until an error reads them, and the number reader's two
/// messages (not a number, not finite), which `finiteNumber` now tells apart after parsing once (issue 50).
@Suite struct SpecValuePathTests {
    private static func root(_ yaml: String) throws -> SpecValue {
        try SpecDocument(file: "t.yaml").parse(yaml)
    }

    /// Lists nested one to four deep under a key: each element's path is the key followed by its indices,
    /// outermost first, as `"\(parent)[\(i)]"` at every level would write it (by hand: `a[1]`, `a[1][0]`,
    /// `a[1][0][2]`, `a[1][0][2][1]`), including past the two indices a value keeps unformatted.
    @Test func nestedElementPathsListEveryIndex() throws {
        let a = try #require(try Self.root("a: [x, [[p, q, [m, n]]]]\n").member("a"))
        let one = try a.list()[1]
        let two = try one.list()[0]
        let three = try two.list()[2]
        let four = try three.list()[1]
        #expect([one.path, two.path, three.path, four.path] == ["a[1]", "a[1][0]", "a[1][0][2]", "a[1][0][2][1]"])
        #expect(four.error("e").description == "t.yaml:1: a[1][0][2][1]: e")
    }

    /// A key below listed elements follows their indices (`b[0].c[1]` by hand), and lists under the root
    /// start from an empty path (`[0][1]`).
    @Test func keysAndRootListsFollowTheIndices() throws {
        let b = try #require(try Self.root("b: [{c: [5, 6]}]\n").member("b"))
        let c = try #require(try b.list()[0].member("c"))
        #expect(try c.list()[1].path == "b[0].c[1]")
        let root = try Self.root("[[1, 2]]\n")
        #expect(try root.list()[0].list()[1].path == "[0][1]")
    }

    /// Errors from an index path deep in a request name the element: the second number of the third pair.
    @Test func indexPathErrorsNameTheElement() throws {
        let items = try #require(try Self.root("items: [[0, 1], [0, 2], [0, x]]\n").member("items"))
        let third = try items.list()[2]
        do throws(InputError) {
            _ = try third.indexPath()
            Issue.record("the third pair was read")
        } catch {
            #expect(error.description == "t.yaml:1: items[2][1]: expected a number, got x")
        }
    }

    /// Spellings of NaN and infinity are "not finite" whatever their case, YAML's `.inf` and `.nan` among
    /// them; a number too large for a double (1e400, infinite once parsed) too; other text is "not a number".
    @Test(arguments: [
        ("NaN", "expected a finite number, got NaN"), (".NaN", "expected a finite number, got .NaN"),
        ("-.Inf", "expected a finite number, got -.Inf"), ("+.inf", "expected a finite number, got +.inf"),
        ("INFINITY", "expected a finite number, got INFINITY"), ("1e400", "expected a finite number, got 1e400"),
        ("-1e400", "expected a finite number, got -1e400"),
        ("1.5x", "expected a number, got 1.5x"), ("..inf", "expected a number, got ..inf"),
        ("\"3\"", "expected a number, got \"3\""),
    ])
    func numberMessages(text: String, message: String) throws {
        let value = try #require(try Self.root("n: \(text)\n").member("n"))
        do throws(InputError) {
            _ = try value.number()
            Issue.record("\(text) was read as a number")
        } catch {
            #expect(error.description == "t.yaml:1: n: \(message)")
        }
    }

    /// Numbers in range read as written.
    @Test func numbersReadAsWritten() throws {
        let value = try #require(try Self.root("n: [-2.5, 16, 1e3]\n").member("n"))
        #expect(try value.list().map { try $0.number() } == [-2.5, 16, 1000])
    }
}
