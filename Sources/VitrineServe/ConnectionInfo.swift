import NIOSSH
import Synchronization

/// One client connection: its address, the key it authenticated with (for the log), and the channels it
/// has open.
final class ConnectionInfo: Sendable {
    let address: String
    private let key = Mutex<String?>(nil)
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

    init(address: String) {
        self.address = address
    }

    /// The fingerprint of the key that authenticated; nil before.
    var fingerprint: String? { key.withLock { $0 } }

    func authenticated(with publicKey: NIOSSHPublicKey) {
        let fingerprint = HostKey.fingerprint(of: publicKey)
        key.withLock { $0 = fingerprint }
    }
}
