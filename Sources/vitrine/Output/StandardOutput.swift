import ArgumentParser
import FoundationEssentials
import VitrineSystem
import Glibc

/// Standard output with every write checked: a closed stdout or a full disk ends the command with a
/// message and exit status 1, so a CI job that keeps renders never passes with empty files.
enum StandardOutput {
    /// Writes `text` and `terminator`, all of it, or throws after saying why on stderr.
    static func print(_ text: String, terminator: String = "\n") throws {
        try write(Array(ServedPaths.shown(text + terminator).utf8))
    }

    /// Writes `bytes` (an archive), all of them, or throws after saying why on stderr.
    static func write(_ bytes: [UInt8]) throws {
        let (written, error) = WholeWrite.write(bytes, to: STDOUT_FILENO)
        guard written == bytes.count else {
            let reason = error != 0 ? String(cString: strerror(error)) : "nothing written"
            StandardError.write("vitrine: cannot write to standard output: \(reason)\n")
            throw ExitCode.failure
        }
    }
}
