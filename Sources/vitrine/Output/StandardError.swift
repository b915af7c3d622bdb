import ArgumentParser
import Glibc
import VitrineCore
import VitrineSystem

/// Messages for people on standard error (errors, warnings, setup notes), written whole where possible
/// and never failing the command themselves.
enum StandardError {
    static func write(_ text: String) {
        _ = WholeWrite.write(Array(ServedPaths.shown(text).utf8), to: STDERR_FILENO)
    }

    /// Says why the command could not do its job (`vitrine: cannot write …: reason`, sanitised) and gives
    /// the exit status for it, 2 (0 and 1 are the verdicts).
    static func couldNotDoTheJob(_ error: some Error) -> ExitCode {
        write("vitrine: \(TerminalText.sanitized("\(error)"))\n")
        return ExitCode(2)
    }
}
