import Foundation

/// Runs the built `scrollsim` binary, as a user would, and collects what it prints.
struct ScrollSimProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The `scrollsim` executable next to the test bundle in the build folder.
    static var executable: URL {
        var directory = Bundle.module.bundleURL.deletingLastPathComponent()
        for _ in 0..<3 where !FileManager.default.fileExists(atPath: directory.appendingPathComponent("scrollsim").path)
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("scrollsim")
    }

    /// A fixture file's path.
    static func fixture(_ name: String) -> String {
        Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)!.path
    }

    /// Runs `scrollsim arguments`, with `input` on its standard input (none by default) and `environment`
    /// added to the test's.
    static func run(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) throws
        -> Result
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let standardInput = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : standardInput
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        if let input {
            standardInput.fileHandleForWriting.write(Data(input.utf8))
            try standardInput.fileHandleForWriting.close()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}
