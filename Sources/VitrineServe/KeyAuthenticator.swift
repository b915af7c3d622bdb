import NIOCore
import NIOSSH

/// Public keys only, checked against the authorized keys (their signatures are checked by swift-nio-ssh
/// before a request reaches this); no passwords, no keyboard-interactive.
final class KeyAuthenticator: NIOSSHServerUserAuthenticationDelegate, Sendable {
    let authorized: AuthorizedKeys?
    let connection: ConnectionInfo
    /// Runs once, when a key is let in.
    let onSuccess: @Sendable () -> Void

    init(authorized: AuthorizedKeys?, connection: ConnectionInfo, onSuccess: @escaping @Sendable () -> Void = {}) {
        self.authorized = authorized
        self.connection = connection
        self.onSuccess = onSuccess
    }

    var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods { .publicKey }

    func requestReceived(request: NIOSSHUserAuthenticationRequest, responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>) {
        guard case let .publicKey(publicKey) = request.request, authorized?.keys.contains(publicKey.publicKey) ?? true else {
            responsePromise.succeed(.failure)
            return
        }
        if connection.authenticated(with: publicKey.publicKey, comment: authorized?.comments[publicKey.publicKey]) { onSuccess() }
        responsePromise.succeed(.success)
    }
}
