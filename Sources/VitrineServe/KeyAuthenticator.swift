import NIOCore
import NIOSSH

/// Public keys only, checked against the authorized keys (their signatures are checked by swift-nio-ssh
/// before a request reaches this); no passwords, no keyboard-interactive.
final class KeyAuthenticator: NIOSSHServerUserAuthenticationDelegate, Sendable {
    let authorized: AuthorizedKeys?
    let connection: ConnectionInfo

    init(authorized: AuthorizedKeys?, connection: ConnectionInfo) {
        self.authorized = authorized
        self.connection = connection
    }

    var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods { .publicKey }

    func requestReceived(request: NIOSSHUserAuthenticationRequest, responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>) {
        guard case let .publicKey(publicKey) = request.request, authorized?.keys.contains(publicKey.publicKey) ?? true else {
            responsePromise.succeed(.failure)
            return
        }
        connection.authenticated(with: publicKey.publicKey, comment: authorized?.comments[publicKey.publicKey])
        responsePromise.succeed(.success)
    }
}
