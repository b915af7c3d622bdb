import NIOSSH
import Synchronization

/// One client connection: its address, and the key it authenticated with (for the log).
final class ConnectionInfo: Sendable {
    let address: String
    private let key = Mutex<String?>(nil)

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
