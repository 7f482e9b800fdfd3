import Foundation
import FoundationXML

/// An XML element read into memory, for joining JUnit reports: its attributes (in name order: the parser
/// does not keep the file's order), child elements and text.
struct XMLNode: Sendable {
    var name: String
    var attributes: [(name: String, value: String)]
    var children: [XMLNode]
    /// The element's own text, with the whitespace between child elements left out.
    var text: String

    init(name: String, attributes: [(name: String, value: String)] = [], children: [XMLNode] = [], text: String = "") {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    /// The value of the attribute `name`.
    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The element written out, indented by `depth` levels of two spaces. - Complexity: O(size).
    func xml(depth: Int = 0) -> String {
        let indent = String(repeating: "  ", count: depth)
        var line = indent + "<" + name
        for (name, value) in attributes { line += " \(name)=\"\(XMLText.escaped(value, inAttribute: true))\"" }
        if children.isEmpty && text.isEmpty { return line + "/>\n" }
        if children.isEmpty { return line + ">" + XMLText.escaped(text) + "</\(name)>\n" }
        line += ">\n"
        if !text.isEmpty { line += XMLText.escaped(text) + "\n" }
        for child in children { line += child.xml(depth: depth + 1) }
        return line + indent + "</\(name)>\n"
    }

    /// The most bytes a report may have: far past any suite's report, and a bound on what is read. Its
    /// cost is linear: no element has more than `XMLMarkupScan.maximumAttributes` attributes.
    static let maximumBytes = 256 << 20
    /// The deepest nesting read; JUnit reports nest four or five levels.
    static let maximumDepth = 64

    /// Parses a document: one root element, with only whitespace, comments or processing instructions after
    /// it. - Throws: a message naming the line and what is wrong.
    static func parse(_ data: Data) throws(XMLReadError) -> XMLNode {
        guard data.count <= maximumBytes else { throw XMLReadError("larger than \(maximumBytes >> 20) MiB") }
        if data.range(of: Data("<!DOCTYPE".utf8)) != nil || data.range(of: Data("<!ENTITY".utf8)) != nil {
            throw XMLReadError("has a DOCTYPE or an entity declaration, which a JUnit report does not need")
        }
        if let problem = XMLPrecheck.problem(in: data) { throw XMLReadError(problem) }
        let scan = XMLMarkupScan.scan(data)
        if let problem = scan.problem {
            throw XMLReadError("line \(problem.line), column \(problem.column): \(problem.message)")
        }
        let text = scan.longSections.isEmpty ? data : XMLMarkupScan.withLongSectionsAsText(data, scan.longSections)
        let builder = TreeBuilder()
        // From a stream, Foundation hands libxml2 the report in chunks of 128 KiB: given all of it at once,
        // libxml2 refuses a document past 10,000,000 bytes ("Huge input lookup", error 1), since Foundation
        // does not set its huge-input option. In chunks, only one piece of markup must fit that limit,
        // which the scan names (`XMLMarkupScan.maximumMarkupBytes`); text flows through.
        let parser = XMLParser(stream: InputStream(data: text))
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let parsed = parser.parse()
        if let root = builder.root, let end = builder.rootEnd, builder.firstError != nil {
            // libxml2 stops at the root's end and reports what follows only as an error: two reports in one
            // file (`cat a.xml b.xml`) would otherwise lose the second one's tests.
            throw XMLReadError(
                "line \(end.line), column \(end.column): more after the root element </\(root.name)> ends "
                    + "(two reports in one file? give each as its own argument)")
        }
        guard parsed, builder.firstError == nil, let root = builder.root else {
            let reason =
                builder.failure ?? (builder.firstError?.error ?? parser.parserError).map(describe)
                ?? "no XML element in it"
            let line = builder.firstError?.line ?? parser.lineNumber
            let column = builder.firstError?.column ?? parser.columnNumber
            guard line > 0 else { throw XMLReadError(reason) }
            throw XMLReadError("line \(line), column \(column): \(reason)")
        }
        return root
    }

    /// A parser error in words: on Linux, Foundation's own description is only the code's number, which is
    /// libxml2's `xmlParserErrors` value.
    static func describe(_ error: any Error) -> String {
        let code = (error as NSError).code
        return libxml2Errors[code].map { "not well-formed XML: \($0)" } ?? "not well-formed XML (libxml2 error \(code))"
    }

    /// The libxml2 errors a report that is not XML, or is cut short, meets most.
    static let libxml2Errors: [Int: String] = [
        4: "no element where the document starts",
        5: "the document ends before its elements close",
        9: "a character XML does not allow",
        73: "expected > to close a tag",
        76: "a closing tag does not match the open element",
    ]
}

/// Why a report could not be read.
struct XMLReadError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Builds `XMLNode`s from the parser's callbacks.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [XMLNode] = []
    var root: XMLNode?
    /// Where the root element's end tag ends (the parser's line and column then).
    var rootEnd: (line: Int, column: Int)?
    var failure: String?
    /// The first error the parser reported, and its line and column. Reading stops there, so when the root
    /// element has ended (`rootEnd`) by then, the error came after it.
    var firstError: (error: any Error, line: Int, column: Int)?

    /// The first error stops the parse: libxml2, told to recover by Foundation, would read on through what
    /// it cannot parse and may then meet what the scan before it could not foresee there (a processing
    /// instruction with no data, on which Foundation's parser traps; found by fuzzing).
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard firstError == nil else { return }
        firstError = (parseError, parser.lineNumber, parser.columnNumber)
        parser.abortParsing()
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        guard stack.count < XMLNode.maximumDepth else {
            failure = "nested deeper than \(XMLNode.maximumDepth) elements"
            return parser.abortParsing()
        }
        let sorted = attributes.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
        stack.append(XMLNode(name: name, attributes: sorted))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: block, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard var node = stack.popLast() else { return }
        if !node.children.isEmpty, node.text.allSatisfy(\.isWhitespace) { node.text = "" }
        if stack.isEmpty {
            root = node
            rootEnd = (parser.lineNumber, parser.columnNumber)
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }
}
