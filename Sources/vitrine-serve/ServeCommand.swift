import ArgumentParser
import FoundationEssentials
import Glibc
import VitrineCore
import VitrineSystem
import VitrineServe

/// `vitrine serve`: the gallery over SSH, one gallery process a session, nothing else served.
@main
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine serve",
        abstract: "Serve the gallery over SSH: `ssh -p 2222 HOST` opens it; no shell, no install.",
        version: VitrineVersion.current)

    @Option(help: "Address and port to listen on (a loopback address keeps it on this machine).")
    var listen = "127.0.0.1:2222"

    @Option(help: "A file of settings, one `key = value` a line, each key a long option (listen = 0.0.0.0:2222); options given here win.")
    var config: String?

    @Option(help: "The folder the server keeps its host key and clients' stored themes in, made mode 0700 (default: systemd's $STATE_DIRECTORY, else $XDG_STATE_HOME/vitrine-serve, else ~/.local/state/vitrine-serve).")
    var state: String?

    @Option(help: "The server's ed25519 host key: made on first start (mode 0600), reused after (default: host_key in the state folder).")
    var hostKey: String?

    @Option(help: "OpenSSH authorized_keys file: the keys let in, read again when it changes. Without it, only a loopback address is served.")
    var authorizedKeys: String?

    @Option(help: "The themes folder the galleries use (default: as the gallery finds it).")
    var themes: String?

    @Option(help: "The folder clients' stored themes (themes put) are kept in, one folder a key; made (mode 0700) on first start (default: candidates in the state folder).")
    var candidates: String?

    @Option(help: "Galleries at once; more sessions get a one-line message.")
    var maxSessions = 50

    @Option(help: "Sessions (galleries and commands) at once from one client address.")
    var maxPerAddress = 8

    @Option(help: "End a session after this much time without input: 30m, 90s, 2h.")
    var idleTimeout = "30m"

    @Option(help: "End a command (an exec request) that runs longer than this: 60s, 5m.")
    var commandTimeout = "60s"

    @Option(help: "Close a connection that has not authenticated within this time.")
    var authTimeout = "30s"

    @Option(help: "HOST:PORT the galleries' links (y) name, as clients reach the server (default: the address each client connected to).")
    var publicAddress: String?

    /// Parses the command line after the `--config` file's settings (so that the command line wins), and runs.
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments == ["--version"] {
            print(BuildStamp.versionReport(VitrineVersion.current), terminator: "")
            return
        }
        do {
            if let path = configPath(in: arguments) {
                do { arguments = try ConfigFile.arguments(from: path, keys: settings) + arguments } catch let error as ServeError {
                    throw ValidationError(error.description)
                }
            }
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            exit(withError: error)
        }
    }

    /// The file `--config` names in `arguments`, if any.
    private static func configPath(in arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { return nil }
            if argument == "--config" { return arguments.dropFirst(index + 1).first }
            if argument.hasPrefix("--config=") { return String(argument.dropFirst("--config=".count)) }
        }
        return nil
    }

    /// The keys a config file may set: every long option this command has (as its help lists them) but
    /// `config` itself, `help` and `version`.
    static var settings: Set<String> {
        let words = helpMessage(columns: 10_000).split(whereSeparator: { $0.isWhitespace || $0 == "[" || $0 == "]" || $0 == "," })
        let options = words.filter { $0.hasPrefix("--") && $0.dropFirst(2).allSatisfy { $0.isLowercase || $0 == "-" } }
        return Set(options.map { String($0.dropFirst(2)) }).subtracting(["config", "help", "version"])
    }

    /// Limits a server can keep: a count out of range (0, or one whose open files overflow) is refused.
    func validate() throws {
        let allowed = SessionLimits.sessionsAllowed
        guard allowed.contains(maxSessions) else {
            throw ValidationError("--max-sessions \(maxSessions): expected \(allowed.lowerBound) to \(allowed.upperBound)")
        }
        guard allowed.contains(maxPerAddress) else {
            throw ValidationError("--max-per-address \(maxPerAddress): expected \(allowed.lowerBound) to \(allowed.upperBound)")
        }
    }

    func run() throws {
        let (host, port) = try address(listen, option: "--listen")
        let idle = try duration(idleTimeout, option: "--idle-timeout")
        let authentication = try duration(authTimeout, option: "--auth-timeout")
        let command = try duration(commandTimeout, option: "--command-timeout")
        let loopback = host == "127.0.0.1" || host == "::1" || host == "localhost"
        var keys: AuthorizedKeysFile?
        if let authorizedKeys {
            do { keys = try AuthorizedKeysFile(path: authorizedKeys) } catch {
                throw ValidationError("--authorized-keys \(authorizedKeys): \(error)")
            }
            keys?.keys.warnings.forEach { Self.standardError("warning: \($0)\n") }
        } else if !loopback {
            throw ValidationError("without --authorized-keys anyone could connect: give one, or listen on 127.0.0.1 only")
        }
        let stateFolder = try StateFolder.path(given: state, environment: ProcessInfo.processInfo.environment)
        if hostKey == nil || candidates == nil { try StateFolder.make(stateFolder) }
        let hostKeyPath = hostKey ?? stateFolder + "/host_key"
        let candidatesPath = candidates ?? stateFolder + "/candidates"
        let (key, created) = try HostKey.loadOrCreate(hostKeyPath)
        let gallery = ExecutableFolders.executablePath(fallback: CommandLine.arguments[0])
        let executable = URL(fileURLWithPath: gallery).deletingLastPathComponent().appendingPathComponent("vitrine").path
        guard access(executable, X_OK) == 0 else { throw ValidationError("no vitrine executable beside this one (\(executable))") }
        let themesFolder = themes ?? ExecutableFolders.data("themes", inTree: "themes")
        var configuration = ServeConfiguration(galleryExecutable: executable, themesFolder: themesFolder, authorizedKeys: keys, idleTimeout: idle)
        configuration.candidatesFolder = try Self.candidatesFolder(candidatesPath)
        configuration.authenticationTimeout = authentication
        configuration.commandTimeout = command
        if let publicAddress {
            _ = try address(publicAddress, option: "--public-address")
            configuration.publicAddress = publicAddress
        }
        try DescriptorBudget.ensure(DescriptorBudget.needed(connections: configuration.maximumConnections, sessions: maxSessions))
        let server = SSHServer(configuration: configuration,
                               limits: SessionLimits(maximumSessions: maxSessions, maximumPerAddress: maxPerAddress),
                               hostKey: key)
        let signals = Self.blockTerminationSignals()
        let boundPort: Int
        do {
            boundPort = try server.start(host: host, port: port).port
        } catch {
            // One plain line, not NIO's `bind(descriptor:ptr:bytes:)`: what is wrong and what to do.
            Self.standardError("vitrine serve: cannot listen on \(listen): \(error)\n")
            throw ExitCode(2)
        }
        let note = """
        vitrine serve: listening on \(host):\(boundPort) (connect with: \(connect(host: host, port: boundPort, loopback: loopback)))
        host key \(hostKeyPath)\(created ? " (new)" : ""): \(key.fingerprint)
        \(keys.map { "\($0.keys.keys.count) authorized key\($0.keys.keys.count == 1 ? "" : "s")" } ?? "any key (loopback only, no --authorized-keys)"); \
        themes \(themesFolder ?? "as the gallery finds them"), stored themes in \(candidatesPath); at most \(maxSessions) sessions, \(maxPerAddress) an address; idle timeout \(idleTimeout), commands \(commandTimeout)

        """
        Self.standardError(note)
        var number: Int32 = 0
        sigwait(&signals.set, &number)
        Self.standardError("vitrine serve: signal \(number): ending every session\n")
        server.stop()
    }

    /// `path`, made with mode 0700 when missing, and made 0700 when it was made by hand open to others (the
    /// help says 0700: a key's stored themes are its own); a link or a file there is refused.
    private static func candidatesFolder(_ path: String) throws -> String {
        if mkdir(path, 0o700) != 0, errno != EEXIST {
            throw ValidationError("--candidates \(path): cannot make the folder (\(String(cString: strerror(errno))))")
        }
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw ValidationError("--candidates \(path): not a folder (a link is not taken)")
        }
        if status.st_mode & 0o077 != 0 {
            guard chmod(path, 0o700) == 0 else {
                throw ValidationError("--candidates \(path): open to others (mode \(String(status.st_mode & 0o777, radix: 8))) and cannot be made 0700 "
                    + "(\(String(cString: strerror(errno))))")
            }
            standardError("vitrine serve: --candidates \(path) was mode \(String(status.st_mode & 0o777, radix: 8)); made 0700\n")
        }
        return path
    }

    /// Writes `text` to standard error, whole.
    private static func standardError(_ text: String) {
        _ = WholeWrite.write(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Blocks SIGTERM, SIGINT and SIGHUP in every thread (the event loop's included, made after), so
    /// that the main thread takes them with `sigwait` and ends the sessions politely.
    private static func blockTerminationSignals() -> SignalSet {
        let signals = SignalSet()
        sigemptyset(&signals.set)
        for number in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&signals.set, number) }
        pthread_sigmask(SIG_BLOCK, &signals.set, nil)
        signal(SIGPIPE, SIG_IGN)
        return signals
    }

    private func address(_ text: String, option: String) throws -> (String, Int) {
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]), (0 ... 65535).contains(port),
              text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ".-:[]".contains($0)) }) else {
            throw ValidationError("\(option) \(text): expected HOST:PORT, e.g. 127.0.0.1:2222")
        }
        var host = text[..<colon]
        while host.first == "[" { host.removeFirst() }
        while host.last == "]" { host.removeLast() }
        return (String(host), port)
    }

    /// The command a colleague runs: to --public-address when given, else to the address listened on.
    private func connect(host: String, port: Int, loopback: Bool) -> String {
        if let publicAddress, let (publicHost, publicPort) = try? address(publicAddress, option: "--public-address") {
            return "ssh -t -p \(publicPort) \(publicHost)"
        }
        return "ssh -t -p \(port) \(loopback ? "localhost" : host == "0.0.0.0" || host == "::" ? "THIS-HOST" : host)"
    }

    private func duration(_ text: String, option: String) throws -> Duration {
        let units: [(String, Int64)] = [("ms", 1), ("s", 1000), ("m", 60_000), ("h", 3_600_000)]
        for (suffix, milliseconds) in units where text.hasSuffix(suffix) {
            if let value = Int64(text.dropLast(suffix.count)), value > 0, value * milliseconds <= 86_400_000 {
                return .milliseconds(value * milliseconds)
            }
        }
        throw ValidationError("\(option) \(text): expected a duration up to a day, e.g. 30m, 90s, 2h")
    }
}

/// A signal set that `sigwait` can take by reference.
final class SignalSet {
    var set = sigset_t()
}
