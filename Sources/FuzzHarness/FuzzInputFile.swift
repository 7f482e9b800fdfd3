import FoundationEssentials

/// Reads a fuzz input (a corpus or regression file) as bytes.
public enum FuzzInputFile {
    public struct Unreadable: Error, CustomStringConvertible {
        public var description: String
    }

    /// The file's bytes. - Throws: `Unreadable` naming the file.
    public static func bytes(at path: String) throws -> [UInt8] {
        do {
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw Unreadable(description: "\(path): cannot read the file (\(error))")
        }
    }
}
