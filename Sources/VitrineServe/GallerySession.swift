import FoundationEssentials
import Glibc
import NIOCore
import NIOSSH
import VitrineCore
import Synchronization

/// One SSH session channel: a gallery on its own pseudo-terminal for a shell request (or a link, or a
/// follower of another gallery: `--follow`), an allowed command for an exec request, or the `sessions` list. The pty request gives the terminal's size and `TERM`; window
/// changes resize it; of the client's environment only `COLORTERM` and `NO_COLOR` pass. Subsystems
/// (sftp), a second program on one channel and anything else are refused.
final class GallerySession: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = SSHChannelData
    typealias OutboundOut = SSHChannelData

    private let server: ServerState
    private let connection: ConnectionInfo
    private var terminal: (term: String, columns: Int, rows: Int)?
    /// The exec request's command as the client sent it (a link, `sessions`, a command), for the log.
    private var command: String?
    private var environment: [String: String] = [:]
    private var process: SpawnedProcess?
    private var holdsPlace = false
    /// The client closed the channel (or the connection dropped) while a program ran.
    private var clientGone = false
    private let pump: OutputPump
    /// What the client sent a command as its standard input so far.
    private var standardInput: [UInt8] = []
    private let started = ContinuousClock.now
    /// What this session's gallery is to the others.
    private enum Role {
        case command
        /// A gallery others may follow, with its number once listed.
        case leader(Int?)
        /// A follower of gallery `number`, with its id once added.
        case follower(of: Int, id: Int?)
    }
    private var role = Role.command
    /// Why the server ended this follower (its leader ended, it stopped taking views), for its last line.
    private let dropped = Mutex<SessionDirectory.Drop?>(nil)

    init(server: ServerState, connection: ConnectionInfo) {
        self.server = server
        self.connection = connection
        pump = OutputPump()
    }

    func handlerAdded(context: ChannelHandlerContext) {
        _ = context.channel.setOption(ChannelOptions.allowRemoteHalfClosure, value: true)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case ChannelEvent.inputClosed = event {
            // The client's input ended: a command gets it whole, then end-of-file.
            if let process, !process.isTerminal { process.feedInput(standardInput) }
            standardInput = []
            return
        }
        switch event {
        case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
            // `no-pty` or `restrict` on the key's line: commands only (ssh then runs without a terminal, and a
            // gallery asked for says why).
            guard connection.allowsTerminal else { return reply(request.wantReply, success: false, context: context) }
            let size = Self.size(request.terminalCharacterWidth, request.terminalRowHeight)
            terminal = (String(request.term.prefix(64)).filter { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.+".contains($0)) },
                        size.columns, size.rows)
            reply(request.wantReply, success: process == nil, context: context)
        case let request as SSHChannelRequestEvent.EnvironmentRequest:
            let passes = ["COLORTERM", "NO_COLOR"].contains(request.name) && request.value.utf8.count <= 64
            if passes { environment[request.name] = request.value.filter { $0.isASCII && !$0.isNewline } }
            reply(request.wantReply, success: passes, context: context)
        case let request as SSHChannelRequestEvent.ShellRequest:
            reply(request.wantReply, success: process == nil, context: context)
            if process == nil { startGallery(arguments: [], context: context) }
        case let request as SSHChannelRequestEvent.ExecRequest:
            reply(request.wantReply, success: process == nil, context: context)
            guard process == nil else { break }
            command = request.command
            // `ssh -t host -- --story …`: a link into the gallery, opened on the client's terminal.
            if request.command.hasPrefix("-") {
                guard terminal != nil else { return end("a link opens the gallery, which needs a terminal: connect with ssh -t", status: 2, context: context) }
                switch ExecPolicy.link(for: request.command) {
                case let .success(.follow(reference)): startFollower(of: reference, context: context)
                case let .success(.view(arguments)): startGallery(arguments: arguments, context: context)
                case let .failure(refusal): end("refused: \(refusal)", status: 2, context: context)
                }
            } else if request.command.trimmed == "sessions" {
                log(how: "sessions")
                finish(context.channel, status: 0, saying: server.sessions.listing())
            } else {
                startCommand(request.command, context: context)
            }
        case let request as SSHChannelRequestEvent.WindowChangeRequest:
            if let terminal, let process {
                let size = Self.size(request.terminalCharacterWidth, request.terminalRowHeight)
                self.terminal = (terminal.term, size.columns, size.rows)
                process.resize(columns: size.columns, rows: size.rows)
                if case let .leader(number?) = role { server.sessions.resized(number, to: "\(size.columns)x\(size.rows)") }
            }
        case let request as SSHChannelRequestEvent.SubsystemRequest:
            reply(request.wantReply, success: false, context: context)
            end("subsystem \(LogText.quoted(request.subsystem)) is not served", status: 1, context: context)
        default:
            context.fireUserInboundEventTriggered(event)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let data = unwrapInboundIn(data)
        guard case let .byteBuffer(bytes) = data.data, case .channel = data.type, let process else { return }
        pump.noteInput()
        if process.isTerminal {
            pump.sendInput(bytes)
        } else if standardInput.count <= Self.maximumInput {
            // A command's input (a theme given as `-`), kept until the client ends it; past a theme's size, cut.
            standardInput += bytes.readableBytesView.prefix(Self.maximumInput + 1 - standardInput.count)
        }
    }

    /// A follower's idle timeout: none to speak of (its leader's session bounds it).
    static let followerTimeout = Duration.seconds(7 * 24 * 3600)
    /// How long a follower's client may take none of its output before it is dropped.
    static let followerStallLimit = Duration.seconds(10)

    /// The most a command's standard input keeps: a theme file's limit and a byte (so that more is refused).
    static let maximumInput = 4 << 20

    /// The client's window opened or closed: the gallery's output is read while it is open.
    func channelWritabilityChanged(context: ChannelHandlerContext) {
        pump.writabilityChanged()
        context.fireChannelWritabilityChanged()
    }

    func channelInactive(context: ChannelHandlerContext) {
        if process != nil {
            clientGone = true
            pump.hangUp()
        } else {
            giveBackPlace()
        }
        context.fireChannelInactive()
    }

    /// The client's terminal size, each side within 1…1000.
    private static func size(_ columns: Int, _ rows: Int) -> (columns: Int, rows: Int) {
        (min(max(columns, 1), 1000), min(max(rows, 1), 1000))
    }

    private func reply(_ wanted: Bool, success: Bool, context: ChannelHandlerContext) {
        guard wanted else { return }
        if success {
            context.channel.triggerUserOutboundEvent(ChannelSuccessEvent(), promise: nil)
        } else {
            context.channel.triggerUserOutboundEvent(ChannelFailureEvent(), promise: nil)
        }
    }

    /// Opens the gallery with `arguments` (a link's options) on the client's terminal.
    private func startGallery(arguments: [String], context: ChannelHandlerContext) {
        guard let terminal else {
            end(connection.allowsTerminal ? "vitrine serve needs a terminal: connect with ssh -t"
                : "this key's authorized_keys line (no-pty, or restrict without pty) keeps it to commands: ssh HOST -- COMMAND",
                status: 1, context: context)
            return
        }
        if let refusal = server.limits.take(for: connection.address) {
            end(refusal, status: 1, context: context)
            return
        }
        holdsPlace = true
        role = .leader(nil)
        var environment = childEnvironment(term: terminal.term.isEmpty ? "xterm-256color" : terminal.term)
        // Where `y`'s links point: the address given to the server, else the one this client reached.
        environment["VITRINE_PUBLIC_ADDRESS"] = server.configuration.publicAddress
            ?? context.channel.parent?.localAddress.map { "\($0.ipAddress ?? "localhost"):\($0.port ?? 22)" }
        launch([server.configuration.galleryExecutable] + arguments, environment: environment, terminal: (terminal.columns, terminal.rows),
               context: context)
    }

    /// Opens a gallery that shows what gallery `reference` shows, read-only, on the client's terminal.
    private func startFollower(of reference: String, context: ChannelHandlerContext) {
        guard let terminal else { return }
        let leader: (number: Int, label: String)
        switch server.sessions.leader(named: reference) {
        case let .success(found): leader = found
        case let .failure(refusal): return end("refused: \(refusal)", status: 2, context: context)
        }
        if let refusal = server.limits.take(for: connection.address) {
            end(refusal, status: 1, context: context)
            return
        }
        holdsPlace = true
        role = .follower(of: leader.number, id: nil)
        var environment = childEnvironment(term: terminal.term.isEmpty ? "xterm-256color" : terminal.term)
        environment["VITRINE_FOLLOWING"] = leader.label
        launch([server.configuration.galleryExecutable], environment: environment, terminal: (terminal.columns, terminal.rows), context: context)
    }

    private func startCommand(_ command: String, context: ChannelHandlerContext) {
        switch ExecPolicy.arguments(for: command) {
        case let .failure(refusal):
            end("refused: \(refusal)", status: 2, context: context)
        case let .success(arguments):
            // A command is a session as a gallery is: it counts against the same limits.
            if let refusal = server.limits.take(for: connection.address) {
                end(refusal, status: 1, context: context)
                return
            }
            holdsPlace = true
            launch([server.configuration.galleryExecutable] + arguments, environment: childEnvironment(term: "dumb", gallery: false), terminal: nil, context: context)
        }
    }

    /// The server's environment for children, with `TERM`, what the client's passed, the key's id
    /// (`VITRINE_KEY`: whose stored themes the child sees) and, for a gallery, its session socket.
    private func childEnvironment(term: String, gallery: Bool = true) -> [String: String] {
        var environment = server.childEnvironment
        environment["TERM"] = term
        environment.merge(self.environment) { _, client in client }
        environment["VITRINE_KEY"] = connection.owner
        if gallery { environment["VITRINE_SESSION_FD"] = "3" }
        return environment
    }

    /// Lists a gallery for `sessions` and followers, or adds a follower to its leader.
    private func join(_ process: SpawnedProcess) {
        switch role {
        case .command:
            break
        case .leader:
            let size = terminal.map { "\($0.columns)x\($0.rows)" } ?? "-"
            role = .leader(server.sessions.register(socket: process.sessionSocket, owner: connection.owner ?? "-",
                                                    label: connection.comment ?? connection.owner ?? "-", size: size))
        case let .follower(number, _):
            let follower = SessionDirectory.Follower(socket: process.sessionSocket) { [self] drop in
                dropped.withLock { $0 = drop }
                process.signal(SIGHUP)
            }
            guard let id = server.sessions.follow(number, with: follower) else {
                return follower.drop(.leaderEnded)
            }
            role = .follower(of: number, id: id)
        }
    }

    /// Takes this session's gallery off the list (its followers end), or off its leader's followers.
    private func leave() {
        switch role {
        case let .leader(number?): server.sessions.end(number)
        case let .follower(number, id?): server.sessions.unfollow(id, from: number)
        default: break
        }
    }

    private func launch(_ arguments: [String], environment: [String: String], terminal: (columns: Int, rows: Int)?, context: ChannelHandlerContext) {
        let process: SpawnedProcess
        do {
            process = try SpawnedProcess.start(arguments, environment: environment, terminal: terminal)
        } catch {
            end("cannot start the gallery: \(error)", status: 1, context: context)
            return
        }
        self.process = process
        server.processes.add(process)
        join(process)
        let channel = context.channel
        let configuration = server.configuration
        // A follower types nothing: it lasts as long as its leader, unless it stops taking output.
        let (timeout, stallLimit): (Duration, Duration?) = if case .follower = role {
            (Self.followerTimeout, Self.followerStallLimit)
        } else {
            (terminal == nil ? min(configuration.commandTimeout, configuration.idleTimeout) : configuration.idleTimeout, nil)
        }
        let sessions = server.sessions, leader: Int? = if case let .leader(number?) = role { number } else { nil }
        pump.start(process, into: channel, idleTimeout: timeout, stallLimit: stallLimit, messages: { message in
            if let leader, let view = message.view { sessions.show(view, for: leader) }
        }) { [self] status, ending in
            server.processes.remove(process)
            channel.eventLoop.execute { [self] in
                leave()
                // Off the directory, nothing writes to its session socket by number: its descriptors go back.
                process.closeDescriptors()
                giveBackPlace()
                let dropped = dropped.withLock { $0 }
                log(how: dropped?.reason ?? (ending == .idle ? "idle timeout" : ending == .stalled ? "stalled" : clientGone ? "client went away (child status \(status))" : "exit \(status)"))
                let notice: String? = switch ending {
                case .exited: dropped.map { "\r\nvitrine serve: \($0.reason).\r\n" }
                case .idle: terminal == nil ? "vitrine serve: the command ran \(Self.describe(timeout)) and was ended\n"
                    : "\r\nvitrine serve: no input for \(Self.describe(timeout)); the session ends.\r\n"
                case .stalled: "\r\nvitrine serve: your terminal took no output for \(Self.describe(stallLimit ?? .zero)); the session ends.\r\n"
                }
                // A command ended by its timeout could not do its job: 2, as diff(1) says it, with the line on
                // stderr (its output may be going into a file: `review … --format tar > review.tar`).
                let timedOut = terminal == nil && ending == .idle
                finish(channel, status: timedOut ? 2 : ending == .exited ? dropped?.status ?? Int(status) : Int(status), saying: notice,
                       as: timedOut ? .stdErr : .channel)
            }
        }
    }

    /// Ends the session before any program ran: `message` on stderr, then `status`.
    private func end(_ message: String, status: Int, context: ChannelHandlerContext) {
        log(how: message)
        // On a terminal there is one stream, as sshd sends it: the words come as output, not as stderr.
        finish(context.channel, status: status, saying: message + "\r\n", as: terminal == nil ? .stdErr : .channel)
    }

    /// Sends `text` (if any), then the exit status, then closes, each once the one before went out: a
    /// close never overtakes what the client still has to read.
    private func finish(_ channel: Channel, status: Int, saying text: String?, as type: SSHChannelData.DataType = .channel) {
        let sent: EventLoopFuture<Void>
        if let text {
            var bytes = channel.allocator.buffer(capacity: text.utf8.count)
            bytes.writeString(text)
            sent = channel.writeAndFlush(SSHChannelData(type: type, data: .byteBuffer(bytes)))
        } else {
            sent = channel.eventLoop.makeSucceededVoidFuture()
        }
        sent.flatMap { channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: status)) }
            .whenComplete { _ in channel.close(promise: nil) }
    }

    /// `30 minutes`, `90 seconds`, `2 hours`.
    static func describe(_ duration: Duration) -> String {
        let seconds = duration.components.seconds
        let (value, unit) = seconds % 3600 == 0 ? (seconds / 3600, "hour") : seconds % 60 == 0 ? (seconds / 60, "minute") : (seconds, "second")
        return "\(value) \(unit)\(value == 1 ? "" : "s")"
    }

    private func giveBackPlace() {
        guard holdsPlace else { return }
        holdsPlace = false
        server.limits.give(for: connection.address)
    }

    private var logged = false

    /// The session's one event in the log (`event=session`): client, key and its comment, terminal, the
    /// command asked for, duration, how it ended.
    private func log(how: String) {
        guard !logged else { return }
        logged = true
        server.log(LogEvent("session", [
            "addr": connection.address, "key": connection.fingerprint, "comment": connection.comment,
            "terminal": terminal.map { "\($0.columns)x\($0.rows)" } ?? "none", "term": terminal.map { $0.term.isEmpty ? "-" : $0.term },
            "command": command, "seconds": Self.tenths(started.duration(to: .now)), "end": how,
        ]))
    }

    /// `duration` in seconds with one decimal, rounded (`12.3`).
    static func tenths(_ duration: Duration) -> String {
        let tenths = (duration.components.seconds * 10) + (duration.components.attoseconds + 50_000_000_000_000_000) / 100_000_000_000_000_000
        return "\(tenths / 10).\(tenths % 10)"
    }
}
