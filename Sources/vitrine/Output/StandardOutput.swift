import ArgumentParser
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Standard output with every write checked: a closed stdout or a full disk ends the command with a
/// message and exit status 1, so a CI job that keeps renders never passes with empty files.
enum StandardOutput {
    /// Writes `text` and `terminator`, all of it, or throws after saying why on stderr.
    static func print(_ text: String, terminator: String = "\n") throws {
        let bytes = Array((text + terminator).utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                let reason = written < 0 ? String(cString: strerror(errno)) : "nothing written"
                StandardError.write("vitrine: cannot write to standard output: \(reason)\n")
                throw ExitCode.failure
            }
            offset += written
        }
    }
}
