import ArgumentParser
import FoundationEssentials
import Glibc
import Synchronization
import VitrineThemes

/// A theme given as `-`: read whole from standard input, bounded as a theme file is, once.
enum StandardInput {
    /// Standard input's bytes, at most a theme file's size; exits 2 with the reason when it is a terminal,
    /// too large, or already read (one `-` a command).
    static func theme() throws -> Data {
        guard !alreadyRead.withLock({ $0 }) else { throw refused("standard input was read already: one theme may be -") }
        alreadyRead.withLock { $0 = true }
        guard isatty(STDIN_FILENO) == 0 else { throw refused("- reads a theme from standard input, which is a terminal: pipe or redirect a file") }
        let limit = ThemeSourceReader.maximumFileSize
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while bytes.count <= limit {
            let count = read(STDIN_FILENO, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[0 ..< count]
        }
        guard bytes.count <= limit else { throw refused("the theme on standard input is larger than \(limit >> 20) MiB") }
        return Data(bytes)
    }

    private static let alreadyRead = Mutex(false)

    private static func refused(_ reason: String) -> ExitCode {
        StandardError.write("vitrine: \(reason)\n")
        return ExitCode(2)
    }
}
