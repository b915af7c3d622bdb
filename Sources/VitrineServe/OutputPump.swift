import Glibc
import NIOCore
import NIOPosix
import NIOSSH
import VitrineSystem

/// Moves a child's output to its SSH channel, hands on what a gallery says on its session socket, and
/// notices the end: the child closed its side (it exited), or the client typed nothing for the idle
/// timeout or (a follower) took no output for the stall limit (the gallery is hung up, and the session
/// ends with a line saying why).
///
/// The child's descriptors are channels of the SSH channel's own event loop, read as its sockets are, and
/// the output only while the SSH channel is writable: a client that reads nothing holds the child in its
/// own writes, and the server keeps at most about a window of its output. No thread of its own hands the
/// loop work from outside, so however much the galleries draw, the loop comes back to its sockets every
/// turn: it goes on accepting and greeting new clients. Used on that event loop only.
final class OutputPump: @unchecked Sendable {
    /// Why a pumped child ended.
    enum Ending: Sendable {
        /// It exited (or the client went away and it was hung up).
        case exited
        /// No input for the idle timeout: it was hung up.
        case idle
        /// Its client took none of its output for the stall limit: it was hung up.
        case stalled
    }

    /// How long a hung-up child has to restore its client's terminal and exit before it is killed.
    static let hangUpGrace = TimeAmount.seconds(1)

    private var lastInput = NIODeadline.now()
    private var ending = Ending.exited
    /// Hung up: its output is read whatever the client takes, so that it can finish.
    private var isHungUp = false
    private var isOver = false
    private var started: Started?
    private var output: Channel?
    /// The child's output is not read now (`output`'s `autoRead` is off): the client is full.
    private var isHoldingOutput = false
    /// Keys that came before the channel to the child's terminal was open.
    private var earlyInput: ByteBuffer?
    private var sessionMessages: Channel?
    private var idleCheck: Scheduled<Void>?
    private var stallCheck: Scheduled<Void>?
    private var kill: Scheduled<Void>?

    /// What ``start(_:into:idleTimeout:stallLimit:messages:finished:)`` was given.
    private struct Started {
        let process: SpawnedProcess
        let channel: Channel
        let idleTimeout: TimeAmount
        let stallLimit: TimeAmount?
        let finished: @Sendable (Int32, Ending) -> Void
    }

    /// The client typed something.
    func noteInput() { lastInput = .now() }

    /// The client went away: the child is hung up now and killed if it is still there a second later.
    func hangUp() {
        guard let started else { return }
        isHungUp = true
        started.process.signal(SIGHUP)
        killLater(started.process)
        writabilityChanged()
    }

    /// Starts pumping `process`'s output into `channel` (on its event loop); `messages` gets each line the
    /// gallery sends on its session socket; `finished` runs (on a thread of its own, once the child is
    /// reaped) with the exit status and why it ended. The child is hung up after `idleTimeout` with no
    /// input since the start or the last key, and after `stallLimit` (when given) in which the client took
    /// none of its output.
    func start(_ process: SpawnedProcess, into channel: Channel, idleTimeout: Duration, stallLimit: Duration? = nil,
               messages: @escaping (SessionMessage) -> Void = { _ in },
               finished: @escaping @Sendable (Int32, Ending) -> Void) {
        channel.eventLoop.assertInEventLoop()
        let started = Started(process: process, channel: channel, idleTimeout: TimeAmount(idleTimeout),
                              stallLimit: stallLimit.map { TimeAmount($0) }, finished: finished)
        self.started = started
        checkIdle(at: lastInput + started.idleTimeout)
        open(process.descriptor, writing: process.isTerminal, on: channel.eventLoop, with: ChildOutput(pump: self)).whenComplete { [self] result in
            switch result {
            case let .success(reader):
                output = reader
                writabilityChanged()
                if let early = earlyInput {
                    earlyInput = nil
                    sendInput(early)
                    terminalWritabilityChanged()
                }
            case .failure:
                // Its output cannot be read (no descriptor to be had): it cannot be served.
                earlyInput = nil
                process.signal(SIGKILL)
                outputEnded()
            }
        }
        if process.sessionSocket >= 0 {
            open(process.sessionSocket, on: channel.eventLoop, with: SessionLines(messages: messages)).whenSuccess { [self] reader in
                if isOver { reader.close(promise: nil) } else { sessionMessages = reader }
            }
        }
    }

    /// A channel of `loop` that reads a copy of `descriptor` through `handler`, and writes to another copy
    /// when `writing` (the copies are the channel's, closed with it; the process keeps its own).
    private func open(_ descriptor: Int32, writing: Bool = false, on loop: EventLoop,
                      with handler: some ChannelInboundHandler & Sendable) -> EventLoopFuture<Channel> {
        let copies = (0 ..< (writing ? 2 : 1)).map { _ in fcntl(descriptor, F_DUPFD_CLOEXEC, 0) }
        guard !copies.contains(-1) else {
            copies.filter { $0 >= 0 }.forEach { close($0) }
            return loop.makeFailedFuture(ServeError("no descriptor to be had"))
        }
        let bootstrap = NIOPipeBootstrap(group: loop)
            .channelInitializer { channel in channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(handler) } }
        let opening = writing ? bootstrap.takingOwnershipOfDescriptors(input: copies[0], output: copies[1])
            : bootstrap.takingOwnershipOfDescriptor(input: copies[0])
        opening.whenFailure { _ in copies.forEach { close($0) } }
        return opening
    }

    /// What the client typed, on to the child's terminal. The client is read no further while the terminal
    /// does not take it (or while the loop's channel to it is still opening: kept until then), so a paste
    /// or a key storm waits in the client, none of it is lost, and the server keeps at most about a
    /// channel's worth.
    func sendInput(_ bytes: ByteBuffer) {
        guard let started, started.process.isTerminal else { return }
        guard let output else {
            var early = earlyInput ?? started.channel.allocator.buffer(capacity: bytes.readableBytes)
            var bytes = bytes
            early.writeBuffer(&bytes)
            earlyInput = early
            started.channel.setOption(ChannelOptions.autoRead, value: false).whenFailure { _ in }
            return
        }
        output.writeAndFlush(bytes, promise: nil)
        if !output.isWritable { started.channel.setOption(ChannelOptions.autoRead, value: false).whenFailure { _ in } }
    }

    /// The child's terminal takes input again (or is full): the client is read again. swift-nio-ssh's
    /// channel only notes `autoRead` (it does not read again by itself, as a socket's channel does), so the
    /// read is asked for: what it holds comes, and the client's window opens again.
    fileprivate func terminalWritabilityChanged() {
        guard let output, let started, output.isWritable else { return }
        started.channel.setOption(ChannelOptions.autoRead, value: true).whenFailure { _ in }
        started.channel.read()
    }

    /// The SSH channel's writability changed, or may have: the child's output is read while the channel
    /// takes more (or the child is hung up and must finish), and a follower's stall limit runs while not.
    func writabilityChanged() {
        guard let started, !isOver else { return }
        let holding = !started.channel.isWritable && started.channel.isActive && !isHungUp
        if let output, holding != isHoldingOutput {
            // Only when it changes: this runs after every read of the child's output.
            isHoldingOutput = holding
            output.setOption(ChannelOptions.autoRead, value: !holding).whenFailure { _ in }
        }
        if holding, let stallLimit = started.stallLimit, stallCheck == nil {
            stallCheck = started.channel.eventLoop.scheduleTask(in: stallLimit) { [self] in
                stallCheck = nil
                end(.stalled)
            }
        } else if !holding {
            stallCheck?.cancel()
            stallCheck = nil
        }
    }

    /// Some of the child's output: on to the client.
    fileprivate func send(_ bytes: ByteBuffer) {
        started?.channel.write(SSHChannelData(type: .channel, data: .byteBuffer(bytes)), promise: nil)
    }

    /// The end of what one turn of the loop read: out it goes, and the reading stops if the client is full.
    fileprivate func flush() {
        started?.channel.flush()
        writabilityChanged()
    }

    /// Checks for input at `deadline`; hangs the child up if there was none for the idle timeout.
    private func checkIdle(at deadline: NIODeadline) {
        guard let started else { return }
        idleCheck = started.channel.eventLoop.scheduleTask(deadline: deadline) { [self] in
            let due = lastInput + started.idleTimeout
            if due > .now() { checkIdle(at: due) } else { end(.idle) }
        }
    }

    /// The server ends the child (`why`): it is hung up, restores its client's terminal and exits, or is
    /// killed a second later.
    private func end(_ why: Ending) {
        guard !isOver, !isHungUp, ending == .exited else { return }
        ending = why
        hangUp()
    }

    private func killLater(_ process: SpawnedProcess) {
        guard kill == nil, let loop = started?.channel.eventLoop else { return }
        kill = loop.scheduleTask(in: Self.hangUpGrace) { process.signal(SIGKILL) }
    }

    /// The child closed its side (it exited): reaped on a thread of its own, then `finished` (killed first and
    /// reaped here when no thread is to be had), which closes its descriptors once its session is done with
    /// them. The pump then lets go of the child and of `finished`, which holds its session: nothing of a
    /// session outlives it.
    fileprivate func outputEnded() {
        guard let started, !isOver else { return }
        isOver = true
        idleCheck?.cancel()
        stallCheck?.cancel()
        sessionMessages?.close(promise: nil)
        sessionMessages = nil
        let (ending, kill, loop) = (ending, kill, started.channel.eventLoop)
        let reap: @Sendable () -> Void = { [self] in
            let status = started.process.reap()
            loop.execute { [self] in
                kill?.cancel()
                self.kill = nil
                self.started = nil
                output = nil
            }
            started.finished(status, ending)
        }
        guard BackgroundThread.startIfPossible(stackSize: 64 * 1024, reap) else {
            // No thread to be had: the loop must not wait on a child that closed its output and lives on.
            started.process.signal(SIGKILL)
            return reap()
        }
    }

    /// Reads the child's output into the pump; tells it when the child's terminal takes input again.
    private final class ChildOutput: ChannelInboundHandler, @unchecked Sendable {
        typealias InboundIn = ByteBuffer
        private let pump: OutputPump

        init(pump: OutputPump) {
            self.pump = pump
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            pump.send(unwrapInboundIn(data))
        }

        func channelReadComplete(context: ChannelHandlerContext) {
            pump.flush()
        }

        func channelWritabilityChanged(context: ChannelHandlerContext) {
            pump.terminalWritabilityChanged()
        }

        /// End of file, or EIO from a pty whose last other end closed: the child's side is closed.
        func channelInactive(context: ChannelHandlerContext) {
            pump.outputEnded()
        }

        func errorCaught(context: ChannelHandlerContext, error: Error) {
            context.close(promise: nil)
        }
    }

    /// Splits what a gallery says on its session socket into lines, each a message.
    private final class SessionLines: ChannelInboundHandler, @unchecked Sendable {
        typealias InboundIn = ByteBuffer
        private var splitter = SessionLineSplitter()
        private let messages: (SessionMessage) -> Void

        init(messages: @escaping (SessionMessage) -> Void) {
            self.messages = messages
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            splitter.lines(adding: unwrapInboundIn(data).readableBytesView).compactMap { SessionMessage(line: $0) }.forEach(messages)
        }

        func errorCaught(context: ChannelHandlerContext, error: Error) {
            context.close(promise: nil)
        }
    }
}
