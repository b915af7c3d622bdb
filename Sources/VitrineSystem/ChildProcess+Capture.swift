import Glibc

extension ChildProcess {
    /// What a finished child printed, and how it ended.
    public struct Captured: Sendable {
        /// Its exit status, or 128 + the signal that ended it.
        public let status: Int32
        public let output: [UInt8]
        public let errors: [UInt8]
    }

    /// Runs `arguments` (the program found on PATH) to its end and keeps what it prints: killed when it
    /// prints more than `limit` bytes or runs longer than `seconds`; nil when it cannot be started.
    public static func capture(_ arguments: [String], limit: Int = 1 << 20, seconds: Int = 30) -> Captured? {
        let child = ChildProcess()
        guard let (output, errors) = child.start(arguments) else { return nil }
        defer { _ = (close(output), close(errors)) }
        var kept: [[UInt8]] = [[], []]
        var open = [true, true]
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = ContinuousClock.now + .seconds(seconds)
        while open.contains(true) {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero, kept[0].count + kept[1].count <= limit else {
                child.kill()
                break
            }
            var descriptors = [pollfd(fd: open[0] ? output : -1, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: open[1] ? errors : -1, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, 2, Int32(clamping: left.components.seconds * 1000 + 1))
            if ready < 0, errno == EINTR { continue }
            for index in 0 ..< 2 where descriptors[index].revents != 0 {
                let count = read(descriptors[index].fd, &buffer, buffer.count)
                if count > 0 { kept[index] += buffer[0 ..< count] } else if count == 0 || errno != EINTR { open[index] = false }
            }
        }
        return Captured(status: child.wait(), output: kept[0], errors: kept[1])
    }
}
