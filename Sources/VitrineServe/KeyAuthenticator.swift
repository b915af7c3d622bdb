import NIOCore
import NIOSSH

/// Public keys only, checked against the authorized keys and their `from=` patterns (their signatures are
/// checked by swift-nio-ssh before a request reaches this); no passwords, no keyboard-interactive. Every key
/// refused is logged (`event=key-refused`) with the address, its type and fingerprint, and why.
final class KeyAuthenticator: NIOSSHServerUserAuthenticationDelegate, Sendable {
    let authorized: AuthorizedKeys?
    let connection: ConnectionInfo
    /// Runs once, when a key is let in.
    let onSuccess: @Sendable () -> Void
    /// Takes the log's event for each key refused.
    let onRefusal: @Sendable (LogEvent) -> Void

    init(authorized: AuthorizedKeys?, connection: ConnectionInfo, onSuccess: @escaping @Sendable () -> Void = {},
         onRefusal: @escaping @Sendable (LogEvent) -> Void = { _ in }) {
        self.authorized = authorized
        self.connection = connection
        self.onSuccess = onSuccess
        self.onRefusal = onRefusal
    }

    var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods { .publicKey }

    func requestReceived(request: NIOSSHUserAuthenticationRequest, responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>) {
        guard case let .publicKey(publicKey) = request.request else {
            responsePromise.succeed(.failure)
            return
        }
        let key = publicKey.publicKey
        let options = authorized?.options[key]
        let refusal = !(authorized?.keys.contains(key) ?? true) ? "not an authorized key"
            : options.map { !$0.allows(address: connection.host) } == true ? "its authorized_keys line's from= does not match \(connection.host)" : nil
        if let refusal {
            let type = String(openSSHPublicKey: key).prefix { $0 != " " }
            onRefusal(LogEvent("key-refused", ["addr": connection.address, "type": String(type), "key": HostKey.fingerprint(of: key),
                                               "user": String(request.username.prefix(32)), "reason": refusal]))
            responsePromise.succeed(.failure)
            return
        }
        if connection.authenticated(with: key, comment: authorized?.comments[key], allowsTerminal: options?.allowsTerminal ?? true) { onSuccess() }
        responsePromise.succeed(.success)
    }

    /// A key swift-nio-ssh refuses before asking (an `ssh-rsa` SHA-1 signature, `ssh-dss`, a security key)
    /// is logged as the others are.
    func unsupportedKeyOffered(algorithm: String, key: ByteBuffer) {
        let reason = algorithm == "ssh-rsa" ? "SHA-1 signatures (ssh-rsa) are refused; rsa-sha2-256 and rsa-sha2-512 are taken"
            : "key type not supported"
        onRefusal(LogEvent("key-refused", ["addr": connection.address, "type": String(algorithm.prefix(40)),
                                           "key": HostKey.fingerprint(ofWireBytes: key.readableBytesView), "reason": reason]))
    }

    /// The line a refused client is shown once (its `ssh` prints it): the keys taken and how to make one.
    static func refusalBanner(keyList: Bool) -> String {
        let which = keyList ? "ed25519, ECDSA or RSA keys listed in its authorized_keys" : "ed25519, ECDSA or RSA keys"
        return "vitrine serve: key refused. It takes \(which) (RSA signed with rsa-sha2-256/512, not SHA-1 ssh-rsa); "
            + "make one with: ssh-keygen -t ed25519\r\n"
    }
}
