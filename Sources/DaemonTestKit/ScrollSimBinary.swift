import Foundation

/// The built `scrollsim` executable, run as a user would run it, for the tests that go through it.
public enum ScrollSimBinary {
    /// What a run printed, and how it ended.
    public struct Result: Sendable {
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
    }

    /// The `scrollsim` executable next to the test runner in the build folder.
    public static var path: String {
        var directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<3 where !FileManager.default.fileExists(atPath: directory.appendingPathComponent("scrollsim").path)
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("scrollsim").path
    }

    /// Runs `scrollsim arguments` in `directory` (the test's by default), with `environment` added to the
    /// test's, the variables `unsetting` names removed, and `input` on its standard input (none by default),
    /// and waits for it.
    public static func run(
        _ arguments: [String], environment: [String: String] = [:], unsetting: [String] = [],
        in directory: String? = nil, input: String? = nil
    ) throws -> Result {
        try runProcess(path, arguments, environment: environment, unsetting: unsetting, in: directory, input: input)
    }

    /// Runs `script` with `bash -e` in `directory`, ending it and everything it started (its process group)
    /// after `seconds`, and waits for it: a README's shell block, run as a user pastes it.
    public static func runShell(_ script: String, in directory: String, timeout seconds: Int = 120) throws -> Result {
        try runProcess("/usr/bin/timeout", ["--kill-after=5", "\(seconds)", "bash", "-e", "-c", script], in: directory)
    }

    private static func runProcess(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], unsetting: [String] = [],
        in directory: String? = nil, input: String? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if !environment.isEmpty || !unsetting.isEmpty {
            var merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            for name in unsetting { merged[name] = nil }
            process.environment = merged
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
