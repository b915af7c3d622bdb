import FoundationEssentials

/// What the server was started with.
public struct ServeConfiguration: Sendable {
    /// The `vitrine` executable each session runs.
    public var galleryExecutable: String
    /// The themes folder the galleries use (`VITRINE_THEMES`), when one was found or given.
    public var themesFolder: String?
    /// Authorized keys, read again when the file changes; nil lets any key in (only allowed on a loopback address).
    public var authorizedKeys: AuthorizedKeysFile?
    public var idleTimeout: Duration
    /// How long a command (an exec request, which takes no input) may run; it is hung up then.
    public var commandTimeout: Duration = .seconds(60)
    /// The time a client has to authenticate.
    public var authenticationTimeout: Duration = .seconds(30)
    /// Authentication attempts a connection may make.
    public var maximumAuthenticationAttempts = 6
    /// Open connections at once (authenticated or not); more are closed at once.
    public var maximumConnections = 256
    /// Connections not yet authenticated from one address at once (OpenSSH's `PerSourceMaxStartups`): room
    /// for a CI runner's burst, a fraction of ``maximumConnections``.
    public var unauthenticatedPerAddress = 32
    /// How long a new connection may send nothing (not even the SSH banner, which a client sends at once).
    public var silenceLimit: Duration = .seconds(5)
    /// The folder clients' stored themes are kept in, one folder a key (`themes put`); nil: none are kept.
    public var candidatesFolder: String?
    /// `host:port` the galleries' links (`y`) name; nil: the address each client connected to.
    public var publicAddress: String?

    public init(galleryExecutable: String, themesFolder: String?, authorizedKeys: AuthorizedKeysFile?, idleTimeout: Duration) {
        self.galleryExecutable = galleryExecutable
        self.themesFolder = themesFolder
        self.authorizedKeys = authorizedKeys
        self.idleTimeout = idleTimeout
    }
}
