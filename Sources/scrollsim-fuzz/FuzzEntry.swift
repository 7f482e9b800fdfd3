import FuzzHarness

#if FUZZING
    /// libFuzzer's entry point (`make fuzz` builds this target with `-sanitize=fuzzer -DFUZZING`): one
    /// input through the harness; a trap or a failed output check is what libFuzzer reports.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
        _ = FuzzHarness.run(Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }
#else
    /// Without the fuzzer: replays the input files given as arguments, one line each, `FILE: ran` or
    /// `FILE: refused: why`; exits 0 when every file ran or was refused (a crash never returns).
    @main
    enum ReplayFuzzInputs {
        static func main() throws {
            for path in CommandLine.arguments.dropFirst() {
                let bytes = try FuzzInputFile.bytes(at: path)
                switch FuzzHarness.run(bytes) {
                case .ran: print("\(path): ran")
                case .refused(let why): print("\(path): refused: \(why)")
                }
            }
        }
    }
#endif
