import FoundationEssentials
import Glibc
import NIOCore
import NIOSSH
import Synchronization
import VitrineSystem

/// Moves a child's output to its SSH channel on a thread of its own, hands on what a gallery says on its
/// session socket, and notices the end: the child closed its side (it exited), or the client typed nothing
/// for the idle timeout or (a follower) took no output for the stall limit (the gallery is hung up, and the
/// session ends with a line saying why). A client that does not read holds the pump: nothing
/// more is read from the child while the channel is not writable (its window and buffer full), so the
/// server buffers at most about a window of its output, and the child waits in its own writes.
final class OutputPump: Sendable {
    private let lastInput = Mutex(ContinuousClock.now)
    /// Set when the session is over from the client's side: the child was hung up and gets a second.
    private let isHungUp = Mutex(false)

    /// The client typed something.
    func noteInput() { lastInput.withLock { $0 = .now } }

    /// The client went away: the child is hung up now and killed if it is still there a second later.
    func hangUp(_ process: SpawnedProcess) {
        isHungUp.withLock { $0 = true }
        process.signal(SIGHUP)
    }

    /// Why a pumped child ended.
    enum Ending: Sendable {
        /// It exited (or the client went away and it was hung up).
        case exited
        /// No input for the idle timeout: it was hung up.
        case idle
        /// Its client took none of its output for the stall limit: it was hung up.
        case stalled
    }

    /// Starts pumping `process`'s output into `channel`; `messages` gets each line the gallery sends on its
    /// session socket; `finished` runs (on the pump's thread) with the exit status and why it ended, once
    /// the child is gone. The child is hung up after `idleTimeout` with no input since the start or the
    /// last key, and after `stallLimit` (when given) in which the client took none of its output.
    func start(_ process: SpawnedProcess, into channel: Channel, idleTimeout: Duration, stallLimit: Duration? = nil,
               messages: @escaping @Sendable (SessionMessage) -> Void = { _ in },
               finished: @escaping @Sendable (Int32, Ending) -> Void) {
        BackgroundThread.start(stackSize: 256 * 1024) { [self] in
            var buffer = [UInt8](repeating: 0, count: 16384)
            var ending = Ending.exited
            var splitter = SessionLineSplitter()
            var sessionOpen = process.sessionSocket >= 0
            var stalledSince: ContinuousClock.Instant?
            while true {
                let idle = lastInput.withLock { $0 }.duration(to: .now)
                let left = idleTimeout - idle
                if left <= .zero, ending == .exited {
                    ending = .idle
                    process.signal(SIGHUP) // the gallery restores the client's terminal and exits
                }
                let hungUp = ending != .exited || isHungUp.withLock { $0 }
                if !channel.isWritable, !hungUp, channel.isActive {
                    let since = stalledSince ?? .now
                    stalledSince = since
                    if let stallLimit, since.duration(to: .now) > stallLimit {
                        ending = .stalled
                        process.signal(SIGHUP)
                    }
                    usleep(10_000)
                    continue
                }
                stalledSince = nil
                var descriptors = [pollfd(fd: process.descriptor, events: Int16(POLLIN), revents: 0)]
                if sessionOpen { descriptors.append(pollfd(fd: process.sessionSocket, events: Int16(POLLIN), revents: 0)) }
                let wait = hungUp ? 1000 : Int32(clamping: max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
                let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
                if ready < 0, errno == EINTR { continue }
                if ready == 0 {
                    // Still there a second after its hang-up: a hung child does not outlive its session.
                    if hungUp { process.signal(SIGKILL) }
                    continue
                }
                if sessionOpen, descriptors[1].revents != 0 {
                    let count = read(process.sessionSocket, &buffer, buffer.count)
                    if count > 0 {
                        splitter.lines(adding: buffer[0 ..< count]).compactMap { SessionMessage(line: $0) }.forEach(messages)
                    } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                        sessionOpen = false
                    }
                }
                guard descriptors[0].revents != 0 else { continue }
                let count = read(process.descriptor, &buffer, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                guard count > 0 else { break } // EIO or end of file: the child's side is closed
                var bytes = channel.allocator.buffer(capacity: count)
                bytes.writeBytes(buffer[0 ..< count])
                channel.writeAndFlush(SSHChannelData(type: .channel, data: .byteBuffer(bytes)), promise: nil)
            }
            finished(process.reap(), ending)
        }
    }
}
