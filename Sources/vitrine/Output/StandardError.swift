import Glibc
import VitrineSystem

/// Messages for people on standard error (errors, warnings, setup notes), written whole where possible
/// and never failing the command themselves.
enum StandardError {
    static func write(_ text: String) {
        _ = WholeWrite.write(Array(text.utf8), to: STDERR_FILENO)
    }
}
