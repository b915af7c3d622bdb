import FoundationEssentials
import Glibc
import NIOCore
import NIOSSH
import Synchronization
import VitrineSystem

/// Moves a child's output to its SSH channel on a thread of its own, and notices the end: the child
/// closed its side (it exited), or the client typed nothing for the idle timeout (the gallery is hung
/// up, and the session ends with a line saying why). A client that does not read holds the pump: nothing
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

    /// Starts pumping `process`'s output into `channel`; `finished` runs (on the pump's thread) with the
    /// exit status and whether `idleTimeout` (with no input since the start or the last key) ended it,
    /// once the child is gone.
    func start(_ process: SpawnedProcess, into channel: Channel, idleTimeout: Duration,
               finished: @escaping @Sendable (Int32, Bool) -> Void) {
        BackgroundThread.start(stackSize: 256 * 1024) { [self] in
            var buffer = [UInt8](repeating: 0, count: 16384)
            var timedOut = false
            while true {
                let idle = lastInput.withLock { $0 }.duration(to: .now)
                let left = idleTimeout - idle
                if left <= .zero, !timedOut {
                    timedOut = true
                    process.signal(SIGHUP) // the gallery restores the client's terminal and exits
                }
                let ending = timedOut || isHungUp.withLock { $0 }
                if !channel.isWritable, !ending, channel.isActive {
                    usleep(10_000)
                    continue
                }
                var descriptor = pollfd(fd: process.descriptor, events: Int16(POLLIN), revents: 0)
                let wait = ending ? 1000 : Int32(clamping: max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
                let ready = poll(&descriptor, 1, wait)
                if ready < 0, errno == EINTR { continue }
                if ready == 0 {
                    // Still there a second after its hang-up: a hung child does not outlive its session.
                    if ending { process.signal(SIGKILL) }
                    continue
                }
                let count = read(process.descriptor, &buffer, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                guard count > 0 else { break } // EIO or end of file: the child's side is closed
                var bytes = channel.allocator.buffer(capacity: count)
                bytes.writeBytes(buffer[0 ..< count])
                channel.writeAndFlush(SSHChannelData(type: .channel, data: .byteBuffer(bytes)), promise: nil)
            }
            finished(process.reap(), timedOut)
        }
    }
}
