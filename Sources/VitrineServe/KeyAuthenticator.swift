import NIOCore
import NIOSSH

/// Public keys only, checked against the authorized keys and their `from=` patterns (their signatures are
/// checked by swift-nio-ssh before a request reaches this); no passwords, no keyboard-interactive. Every key
/// refused is logged with the address, its type and fingerprint, and why.
final class KeyAuthenticator: NIOSSHServerUserAuthenticationDelegate, Sendable {
    let authorized: AuthorizedKeys?
    let connection: ConnectionInfo
    /// Runs once, when a key is let in.
    let onSuccess: @Sendable () -> Void
    /// Takes a line for the log for each key refused.
    let onRefusal: @Sendable (String) -> Void

    init(authorized: AuthorizedKeys?, connection: ConnectionInfo, onSuccess: @escaping @Sendable () -> Void = {},
         onRefusal: @escaping @Sendable (String) -> Void = { _ in }) {
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
            onRefusal("\(connection.address) refused: \(type) key \(HostKey.fingerprint(of: key)) (user \(request.username.prefix(32))): \(refusal)")
            responsePromise.succeed(.failure)
            return
        }
        if connection.authenticated(with: key, comment: authorized?.comments[key], allowsTerminal: options?.allowsTerminal ?? true) { onSuccess() }
        responsePromise.succeed(.success)
    }
}
