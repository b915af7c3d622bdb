import FoundationEssentials
import Glibc
import VitrineSystem

/// What every session of one server shares: its configuration, limits, running children, the
/// environment children start with, and the log.
final class ServerState: Sendable {
    let configuration: ServeConfiguration
    let limits: SessionLimits
    let processes = ProcessRegistry()
    /// The galleries open now, and who follows them.
    let sessions = SessionDirectory()
    /// Nothing of the server's own environment but what a gallery needs.
    let childEnvironment: [String: String]

    init(configuration: ServeConfiguration, limits: SessionLimits) {
        self.configuration = configuration
        self.limits = limits
        var environment = ["LANG": "C.UTF-8", "PATH": "/usr/local/bin:/usr/bin:/bin"]
        // Absolute, so that the child can name it without its path (ServedPaths), and marked as served.
        if let themes = configuration.themesFolder { environment["VITRINE_THEMES"] = TypedPath.url(themes).standardizedFileURL.path }
        if let candidates = configuration.candidatesFolder { environment["VITRINE_CANDIDATES"] = TypedPath.url(candidates).standardizedFileURL.path }
        environment["VITRINE_SERVED"] = "1"
        childEnvironment = environment
    }

    /// One logfmt line on stderr for `event`, after its time (``LogEvent``).
    func log(_ event: LogEvent) {
        let text = "time=\(Date().formatted(.iso8601)) \(event.text)\n"
        _ = WholeWrite.write(Array(text.utf8), to: STDERR_FILENO)
    }
}
