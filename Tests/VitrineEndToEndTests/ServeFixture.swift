import Foundation
import Testing
import VitrineTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A `vitrine serve` on 127.0.0.1 (a free port) with two authorized keys (a client's and a colleague's)
/// and a stranger's key, and the OpenSSH client to reach it. The server is stopped (SIGTERM, then SIGKILL) when the value goes away.
final class ServeFixture {
    /// Whether the suites run: where the OpenSSH client is installed, and always in CI.
    static let canRun = (FileManager.default.isExecutableFile(atPath: "/usr/bin/ssh") && TmuxSession.canRun)
        || ProcessInfo.processInfo.environment["CI"] == "true"
    static let binary = URL(fileURLWithPath: GalleryEndToEndTests.binary).deletingLastPathComponent().appendingPathComponent("vitrine-serve").path

    let folder = TemporaryFolder()
    private(set) var pid: pid_t = 0
    private(set) var port = 0
    var clientKey: String { folder.url.appendingPathComponent("client_key").path }
    var strangerKey: String { folder.url.appendingPathComponent("stranger_key").path }
    var colleagueKey: String { folder.url.appendingPathComponent("colleague_key").path }
    /// Where the server keeps stored themes.
    var candidates: URL { folder.url.appendingPathComponent("candidates") }
    var logPath: String { folder.url.appendingPathComponent("serve.log").path }
    var authorizedKeysPath: String { folder.url.appendingPathComponent("authorized_keys").path }
    /// Where a `service` keeps its host key and stored themes.
    var stateFolder: URL { folder.url.appendingPathComponent("state/vitrine-serve") }

    /// An authorized RSA key of `bits` (``init(_:clientOptions:colleagueOptions:rsaBits:)`` made it).
    func rsaKey(_ bits: Int) -> String { folder.url.appendingPathComponent("rsa_\(bits)_key").path }

    /// `clientOptions` and `colleagueOptions` go before those keys in `authorized_keys` (`from="127.0.0.2"`,
    /// `restrict`); an RSA key of each of `rsaBits` is made and authorized too. As a `service`, the address and
    /// the keys come from a config file (`--config`), and the host key and stored themes go to the state
    /// folder (`$XDG_STATE_HOME/vitrine-serve`, ``stateFolder``), as a systemd unit runs it.
    init(_ options: [String] = [], clientOptions: String = "", colleagueOptions: String = "", rsaBits: [Int] = [],
         service: Bool = false) {
        for key in ["client_key", "stranger_key", "colleague_key"] {
            Spawn.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", key, "-f", folder.url.appendingPathComponent(key).path])
        }
        for bits in rsaBits {
            Spawn.run(["ssh-keygen", "-q", "-t", "rsa", "-b", "\(bits)", "-N", "", "-C", "rsa \(bits)", "-f", rsaKey(bits)])
        }
        let authorized = ([(clientKey, clientOptions), (colleagueKey, colleagueOptions)] + rsaBits.map { (rsaKey($0), "") }).map { key, written in
            (written.isEmpty ? "" : written + " ") + ((try? String(contentsOfFile: key + ".pub", encoding: .utf8)) ?? "")
        }.joined()
        folder.write("authorized_keys", authorized)
        var environment = ProcessInfo.processInfo.environment
        let arguments: [String]
        if service {
            let config = folder.write("serve.conf", "# as an operator writes it\nlisten = 127.0.0.1:0\nauthorized-keys = \(authorizedKeysPath)\n")
            environment["XDG_STATE_HOME"] = folder.url.appendingPathComponent("state").path
            arguments = [Self.binary, "--config", config.path] + options
        } else {
            arguments = [Self.binary, "--listen", "127.0.0.1:0", "--host-key", folder.url.appendingPathComponent("host_key").path,
                         "--candidates", candidates.path, "--authorized-keys", authorizedKeysPath] + options
        }
        pid = Spawn.start(arguments, environment: environment, output: logPath) ?? 0
        #expect(pid > 0, "vitrine-serve started")
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, port == 0, Spawn.isAlive(pid) {
            if let line = log.split(separator: "\n").first(where: { $0.contains("listening on 127.0.0.1:") }),
               let number = line.split(separator: " ").first(where: { $0.hasPrefix("127.0.0.1:") })?.split(separator: ":").last {
                port = Int(number) ?? 0
            }
            usleep(20_000)
        }
        #expect(port > 0, "the server says where it listens: \(log)")
    }

    deinit {
        guard pid > 0 else { return }
        kill(pid, SIGTERM)
        let deadline = Date().addingTimeInterval(10)
        var status: Int32 = 0
        while Date() < deadline, waitpid(pid, &status, WNOHANG) == 0 { usleep(20_000) }
        if kill(pid, 0) == 0 {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
    }

    /// Sends the server SIGTERM; the seconds it took to end (nil: not within 10 s, then killed).
    func terminate() -> Double? {
        let started = Date()
        kill(pid, SIGTERM)
        var status: Int32 = 0
        let ended = waitUntil { waitpid(pid, &status, WNOHANG) == pid }
        if !ended {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        pid = 0
        return ended ? Date().timeIntervalSince(started) : nil
    }

    /// What the server wrote to stderr so far.
    var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    /// The OpenSSH client's options: no known-hosts file, no agent, only the given key, no prompts; from
    /// `source` (another loopback address: 127.0.0.2) when given. `logLevel` INFO shows a refusal's reason;
    /// `algorithms` is the client's `PubkeyAcceptedAlgorithms` (`rsa-sha2-256`: it signs with that or not at all).
    func sshArguments(key: String? = nil, terminal: Bool = false, source: String? = nil, logLevel: String = "ERROR",
                      algorithms: String? = nil) -> [String] {
        ["ssh", "-F", "/dev/null", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=\(logLevel)",
         "-o", "BatchMode=yes", "-o", "IdentitiesOnly=yes", "-o", "IdentityAgent=none", "-o", "ConnectTimeout=10",
         "-i", key ?? clientKey, "-p", "\(port)"] + (source.map { ["-b", $0] } ?? [])
            + (algorithms.map { ["-o", "PubkeyAcceptedAlgorithms=\($0)"] } ?? []) + (terminal ? ["-t"] : []) + ["qa@127.0.0.1"]
    }

    /// Runs `command` over SSH (an exec request) and returns its status and output.
    func exec(_ command: String, key: String? = nil, source: String? = nil) -> Spawn.Result {
        Spawn.run(["timeout", "30"] + sshArguments(key: key, source: source) + [command])
    }

    /// Descriptors the server holds open now.
    var openDescriptors: Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []).count
    }

    /// The server's children (galleries and commands) right now.
    var children: [pid_t] {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        let all = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        let threads = all.compactMap { try? String(contentsOfFile: "/proc/\(pid)/task/\($0)/children", encoding: .utf8) }
        return (threads + [text]).flatMap { $0.split(separator: " ").compactMap { pid_t($0) } }.filter(Spawn.isAlive)
    }
}

/// True once `condition` holds, checking every 10 ms for at most `seconds`.
func waitUntil(seconds: Double = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    repeat {
        if condition() { return true }
        usleep(10_000)
    } while Date() < deadline
    return condition()
}
