import Glibc
import Synchronization

/// A pipe that other threads write a byte to so that the run loop, blocked in `poll`, wakes up (a
/// background job finished). Writes after it is closed are dropped, never sent to a reused descriptor.
final class WakePipe: @unchecked Sendable {
    /// The end `poll` watches.
    let readEnd: Int32
    private let writeEnd: Int32
    /// True once closed; held while writing so that a write never reaches a reused descriptor.
    private let isClosed = Mutex(false)

    init() {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        (readEnd, writeEnd) = (ends[0], ends[1])
    }

    deinit { close() }

    /// Wakes the reader (from any thread).
    func wake() {
        isClosed.withLock { isClosed in
            guard !isClosed else { return }
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
            _ = Glibc.close(readEnd)
            _ = Glibc.close(writeEnd)
        }
    }
}
