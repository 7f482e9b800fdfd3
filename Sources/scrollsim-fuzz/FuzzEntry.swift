import FuzzHarness
import Platform

#if FUZZING
    /// libFuzzer's driver (`make fuzz` builds this target with `-sanitize=fuzzer -DFUZZING`): it parses the
    /// command line (corpus directories, `-max_total_time=…`) and calls back once per input.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argumentCount: UnsafeMutablePointer<CInt>,
        _ arguments: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// The front end `SCROLLSIM_FUZZ_FRONTEND` (its letter, `make fuzz FUZZ_FRONTEND=L`) restricts the run
    /// to; nil (unset) for every front end.
    let onlyFrontEnd: UInt8? = getenv("SCROLLSIM_FUZZ_FRONTEND").flatMap { String(cString: $0).utf8.first }

    /// One input through the harness; a trap or a failed output check is what libFuzzer reports. With a
    /// front end chosen, an input for another is rejected (-1: not run, not kept in the corpus).
    @main
    enum FuzzDecoders {
        static func main() {
            var count = CommandLine.argc
            var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(
                runFuzzerDriver(&count, &arguments) { data, size in
                    guard let data else { return 0 }
                    let input = UnsafeBufferPointer(start: data, count: size)
                    if let onlyFrontEnd, input.first != onlyFrontEnd { return -1 }
                    _ = FuzzHarness.run(Array(input))
                    return 0
                })
        }
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
