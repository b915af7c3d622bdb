import FoundationEssentials
import Glibc
import NIOCore
import NIOPosix
import NIOSSH
import Synchronization

/// The SSH server: listens, lets in the authorized keys, and gives each session its own gallery. Every
/// connection must send its first bytes within ``ServeConfiguration/silenceLimit`` and authenticate within
/// the configured time and attempts; open and unauthenticated connections are bounded, in all and from each
/// address (``ConnectionAdmission``); port forwarding, agent forwarding and subsystems are refused.
public final class SSHServer: Sendable {
    private let state: ServerState
    private let hostKey: HostKey
    private let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    private let admission: ConnectionAdmission
    /// Refused connections waiting for their client to read why (``refuse(_:saying:)``).
    private let lingering = Mutex(0)
    /// When a refusal was last logged, and the admission's count of refusals then: a flood is one line a second.
    private let refusalLog = Mutex<(last: ContinuousClock.Instant?, refused: Int)>((nil, 0))

    public init(configuration: ServeConfiguration, limits: SessionLimits, hostKey: HostKey) {
        state = ServerState(configuration: configuration, limits: limits)
        self.hostKey = hostKey
        admission = ConnectionAdmission(maximumConnections: configuration.maximumConnections,
                                        perAddress: configuration.unauthenticatedPerAddress)
    }

    /// Binds `host`:`port` (port 0: any free port); returns the port bound. A failure is a ``ServeError``
    /// saying what is wrong and what to do (a port in use, one that needs privileges).
    public func start(host: String, port: Int) throws -> (channel: Channel, port: Int) {
        do {
            return try bind(host: host, port: port)
        } catch let error as IOError {
            throw ServeError(Self.bindFailure(error.errnoCode))
        }
    }

    /// Why binding failed, in words, with what to do.
    static func bindFailure(_ code: CInt) -> String {
        switch code {
        case EADDRINUSE: "the port is in use (another server, or one still stopping?): give another --listen port"
        case EACCES: "a port under 1024 needs privileges: give a port from 1024 up"
        case EADDRNOTAVAIL: "no interface of this machine has that address"
        default: String(cString: strerror(code))
        }
    }

    private func bind(host: String, port: Int) throws -> (channel: Channel, port: Int) {
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { [self] channel in
                channel.eventLoop.makeCompletedFuture { try self.initialize(channel) }
            }
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
        let channel = try bootstrap.bind(host: host, port: port).wait()
        return (channel, channel.localAddress?.port ?? port)
    }

    /// Sets up a new connection's pipeline (the serve fuzzer calls it on an in-memory channel).
    func initialize(_ channel: Channel) throws {
        let state = self.state
        let host = channel.remoteAddress?.ipAddress ?? "?"
        if let refusal = admission.admit(host) {
            logRefusal(host, refusal)
            refuse(channel, saying: "vitrine serve: too many connections (\(refusal)); try again later")
            return
        }
        let connection = ConnectionInfo(address: channel.remoteAddress.map(Self.describe) ?? "?", host: host)
        channel.closeFuture.whenComplete { [admission] _ in admission.closed(host, authenticated: connection.fingerprint != nil) }
        // Silent past the silence limit (no SSH banner), or not authenticated in time: closed.
        let silence = channel.eventLoop.scheduleTask(in: TimeAmount(state.configuration.silenceLimit)) { channel.close(promise: nil) }
        channel.eventLoop.scheduleTask(in: TimeAmount(state.configuration.authenticationTimeout)) {
            if connection.fingerprint == nil { channel.close(promise: nil) }
        }
        let authorized = state.configuration.authorizedKeys?.current(log: state.log)
        let authenticator = KeyAuthenticator(authorized: authorized, connection: connection,
                                             onSuccess: { [admission] in admission.authenticated(host) },
                                             onRefusal: { [state] in state.log($0) })
        var configuration = SSHServerConfiguration(hostKeys: [hostKey.privateKey], userAuthDelegate: authenticator)
        configuration.maxAuthAttempts = state.configuration.maximumAuthenticationAttempts
        configuration.refusalBanner = .init(message: KeyAuthenticator.refusalBanner(keyList: authorized != nil),
                                            languageTag: "en")
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
        try channel.pipeline.syncOperations.addHandlers([FirstBytes(silence: silence), handler, ClosingErrorHandler()])
    }

    /// Sends a refused connection its reason, then ends it. The client's banner (it sends one at once) is
    /// read and dropped for up to half a second after (or until it closes), while only the server's side is
    /// shut: closed at once, the socket answered the client's next write with a reset, and the client said
    /// "Broken pipe" before it read the reason. Past ``maximumLingering`` refused connections waiting so,
    /// one is closed at once (a flood of connections holds no more descriptors than that).
    private func refuse(_ channel: Channel, saying reason: String) {
        let lingers = lingering.withLock { count in
            guard count < Self.maximumLingering else { return false }
            count += 1
            return true
        }
        let refused = Self.refusal(reason, allocator: channel.allocator)
        guard lingers else {
            channel.writeAndFlush(refused).whenComplete { _ in channel.close(promise: nil) }
            return
        }
        channel.closeFuture.whenComplete { [self] _ in lingering.withLock { $0 -= 1 } }
        channel.writeAndFlush(refused).flatMap { channel.close(mode: .output) }.whenComplete { _ in
            channel.eventLoop.scheduleTask(in: .milliseconds(500)) { channel.close(promise: nil) }
        }
    }

    /// Refused connections that may wait for their client to read why (``DescriptorBudget`` counts them).
    public static let maximumLingering = 256

    /// One event for a refused connection, at most one a second (with how many more were refused in the second before).
    private func logRefusal(_ host: String, _ refusal: ConnectionAdmission.Refusal) {
        let (now, refused) = (ContinuousClock.now, admission.figures.refused)
        let since: Int? = refusalLog.withLock { log in
            if let last = log.last, now - last < .seconds(1) { return nil }
            defer { log = (now, refused) }
            return max(0, refused - log.refused - 1)
        }
        guard let since else { return }
        state.log(LogEvent("connection-refused", ["addr": host, "reason": "\(refusal)", "more": since > 0 ? "\(since)" : nil]))
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

    /// The server's banner and an SSH_MSG_DISCONNECT (reason 12, too many connections) saying `reason`, in
    /// the clear as a packet before key exchange is (RFC 4253 6, 11.1): the OpenSSH client prints it
    /// ("Received disconnect … : 12: …"), where a line before the banner it would not show.
    static func refusal(_ reason: String, allocator: ByteBufferAllocator) -> ByteBuffer {
        var payload = allocator.buffer(capacity: 16 + reason.utf8.count)
        payload.writeInteger(UInt8(1))
        payload.writeInteger(UInt32(12))
        payload.writeInteger(UInt32(reason.utf8.count))
        payload.writeString(reason)
        payload.writeInteger(UInt32(0)) // no language tag
        // Packet length, padding length, payload, padding: at least 4 bytes, the whole a multiple of 8.
        var padding = 8 - (5 + payload.readableBytes) % 8
        if padding < 4 { padding += 8 }
        var bytes = allocator.buffer(capacity: 32 + payload.readableBytes + padding)
        bytes.writeString("SSH-2.0-vitrine_serve\r\n")
        bytes.writeInteger(UInt32(1 + payload.readableBytes + padding))
        bytes.writeInteger(UInt8(padding))
        bytes.writeBuffer(&payload)
        bytes.writeRepeatingByte(0, count: padding)
        return bytes
    }

    private static func describe(_ address: SocketAddress) -> String {
        "\(address.ipAddress ?? "?"):\(address.port ?? 0)"
    }
}

/// A connection's first bytes arrived: its silence limit no longer runs, and this handler goes.
final class FirstBytes: ChannelInboundHandler, RemovableChannelHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer
    private let silence: Scheduled<Void>

    init(silence: Scheduled<Void>) {
        self.silence = silence
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        silence.cancel()
        context.fireChannelRead(data)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }
}

/// A connection that fails (garbage instead of the SSH banner, a protocol error) is closed.
final class ClosingErrorHandler: ChannelInboundHandler, Sendable {
    typealias InboundIn = Any

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        context.close(promise: nil)
    }
}
