import Glibc
import Synchronization
import VitrineSystem

/// A pipe that other threads write a byte to so that the run loop, blocked in `poll`, wakes up (a
/// background job finished). Writes after it is closed are dropped, never sent to a reused descriptor.
final class WakePipe: @unchecked Sendable {
    /// The end `poll` watches.
    let readEnd: Int32
    private let writeEnd: Int32
    /// True once closed; held while writing so that a write never reaches a reused descriptor.
    private let isClosed = Mutex(false)

    /// Without a pipe to be had (no descriptors left), both ends are -1: `poll` skips a negative
    /// descriptor and a wake is dropped, so background results come with the next key instead.
    init() {
        let ends = CleanSpawn.pipe() ?? (read: -1, write: -1) // close-on-exec from the start: no child holds it
        for end in [ends.read, ends.write] where end >= 0 {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        (readEnd, writeEnd) = ends
    }

    deinit { close() }

    /// Wakes the reader (from any thread).
    func wake() {
        isClosed.withLock { isClosed in
            guard !isClosed, writeEnd >= 0 else { return }
            var byte: UInt8 = 1
            _ = Glibc.write(writeEnd, &byte, 1)
        }
    }

    /// Empties the pipe after a wake-up.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while Glibc.read(readEnd, &buffer, buffer.count) > 0 {}
    }

    func close() {
        isClosed.withLock { isClosed in
            guard !isClosed else { return }
            isClosed = true
            if readEnd >= 0 { _ = Glibc.close(readEnd) }
            if writeEnd >= 0 { _ = Glibc.close(writeEnd) }
        }
    }
}
