import FoundationEssentials
import Glibc
import NIOCore
import NIOPosix
import NIOSSH
import Synchronization

/// The SSH server: listens, lets in the authorized keys, and gives each session its own gallery. Every
/// connection must authenticate within the configured time and attempts, and the number of open
/// connections is bounded; port forwarding, agent forwarding and subsystems are refused.
public final class SSHServer: Sendable {
    private let state: ServerState
    private let hostKey: HostKey
    private let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    private let openConnections = Mutex(0)

    public init(configuration: ServeConfiguration, limits: SessionLimits, hostKey: HostKey) {
        state = ServerState(configuration: configuration, limits: limits)
        self.hostKey = hostKey
    }

    /// Binds `host`:`port` (port 0: any free port); returns the port bound.
    public func start(host: String, port: Int) throws -> (channel: Channel, port: Int) {
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { [self] channel in
                channel.eventLoop.makeCompletedFuture { try self.initialize(channel) }
            }
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
        let channel = try bootstrap.bind(host: host, port: port).wait()
        return (channel, channel.localAddress?.port ?? port)
    }

    private func initialize(_ channel: Channel) throws {
        let state = self.state
        let admitted = openConnections.withLock { count -> Bool in
            guard count < state.configuration.maximumConnections else { return false }
            count += 1
            return true
        }
        guard admitted else {
            channel.close(promise: nil)
            return
        }
        channel.closeFuture.whenComplete { [self] _ in openConnections.withLock { $0 -= 1 } }
        let connection = ConnectionInfo(address: channel.remoteAddress.map(Self.describe) ?? "?")
        // Not authenticated in time (a client that sends nothing, or never a valid key): closed.
        let timeout = state.configuration.authenticationTimeout
        channel.eventLoop.scheduleTask(in: .nanoseconds(timeout.components.seconds * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000)) {
            if connection.fingerprint == nil { channel.close(promise: nil) }
        }
        var configuration = SSHServerConfiguration(hostKeys: [hostKey.privateKey],
                                                   userAuthDelegate: KeyAuthenticator(authorized: state.configuration.authorizedKeys,
                                                                                      connection: connection))
        configuration.maxAuthAttempts = state.configuration.maximumAuthenticationAttempts
        let handler = NIOSSHHandler(role: .server(configuration), allocator: channel.allocator) { child, type in
            guard case .session = type else {
                return child.eventLoop.makeFailedFuture(ServeError("only sessions are served"))
            }
            guard connection.openChannel() else {
                return child.eventLoop.makeFailedFuture(ServeError("\(ConnectionInfo.maximumChannels) channels open on this connection already"))
            }
            child.closeFuture.whenComplete { _ in connection.closeChannel() }
            return child.eventLoop.makeCompletedFuture {
                try child.pipeline.syncOperations.addHandler(GallerySession(server: state, connection: connection))
            }
        }
        try channel.pipeline.syncOperations.addHandlers([handler, ClosingErrorHandler()])
    }

    /// Ends every session politely (each gallery gets SIGTERM, restores its client's terminal and
    /// exits), waits at most `grace` for them, then stops.
    public func stop(grace: Duration = .seconds(3)) {
        state.processes.signalAll(SIGTERM)
        let deadline = ContinuousClock.now + grace
        while state.processes.count > 0, ContinuousClock.now < deadline { usleep(10_000) }
        state.processes.signalAll(SIGKILL)
        usleep(100_000) // the last exit statuses reach their clients
        try? group.syncShutdownGracefully()
    }

    /// Galleries running now.
    public var runningSessions: Int { state.limits.running }

    private static func describe(_ address: SocketAddress) -> String {
        "\(address.ipAddress ?? "?"):\(address.port ?? 0)"
    }
}

/// A connection that fails (garbage instead of the SSH banner, a protocol error) is closed.
final class ClosingErrorHandler: ChannelInboundHandler, Sendable {
    typealias InboundIn = Any

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        context.close(promise: nil)
    }
}
