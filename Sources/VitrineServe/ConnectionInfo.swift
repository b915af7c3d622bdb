import FoundationEssentials
import NIOSSH
import Synchronization

/// One client connection: its address, the key it authenticated with (for the log, the stored themes and
/// the session list), and the channels it has open.
final class ConnectionInfo: Sendable {
    /// `host:port`, for the log.
    let address: String
    /// The client's IP address alone, what `from=` patterns match.
    let host: String
    private let key = Mutex<(fingerprint: String, comment: String?, allowsTerminal: Bool)?>(nil)
    private let channels = Mutex(0)

    /// The most channels one connection may have open at once (OpenSSH's own default for sessions is 10).
    static let maximumChannels = 10

    /// Counts a channel the client opens; false (and not counted) past ``maximumChannels``.
    func openChannel() -> Bool {
        channels.withLock { open in
            guard open < Self.maximumChannels else { return false }
            open += 1
            return true
        }
    }

    /// A counted channel closed.
    func closeChannel() { channels.withLock { $0 -= 1 } }

    init(address: String, host: String? = nil) {
        self.address = address
        self.host = host ?? address.lastIndex(of: ":").map { String(address[..<$0]) } ?? address
    }

    /// The fingerprint of the key that authenticated; nil before.
    var fingerprint: String? { key.withLock { $0?.fingerprint } }

    /// The key's comment in `authorized_keys` (`alice@laptop`), when it has one.
    var comment: String? { key.withLock { $0?.comment } }

    /// The key's id among stored themes and sessions: the first 12 hex digits of its SHA-256 fingerprint.
    var owner: String? {
        guard let fingerprint, let digest = Data(base64Encoded: Self.padded(fingerprint.dropFirst("SHA256:".count))) else { return nil }
        return digest.prefix(6).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// False when the key's `authorized_keys` line keeps it to commands (`no-pty`, `restrict`): no gallery.
    var allowsTerminal: Bool { key.withLock { $0?.allowsTerminal ?? true } }

    /// Notes the key that authenticated; true the first time only.
    func authenticated(with publicKey: NIOSSHPublicKey, comment: String?, allowsTerminal: Bool = true) -> Bool {
        let fingerprint = HostKey.fingerprint(of: publicKey)
        return key.withLock { key in
            guard key == nil else { return false }
            key = (fingerprint, comment, allowsTerminal)
            return true
        }
    }

    /// Base64 `text` with the padding a fingerprint leaves out.
    private static func padded(_ text: Substring) -> String {
        String(text) + String(repeating: "=", count: (4 - text.count % 4) % 4)
    }
}
