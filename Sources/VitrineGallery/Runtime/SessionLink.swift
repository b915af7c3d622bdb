import FoundationEssentials
import Glibc
import Synchronization
import VitrineSystem

/// A served gallery's line to `vitrine serve` (its session socket, descriptor `VITRINE_SESSION_FD`): it
/// reports what the gallery shows, and hears what the gallery it follows shows and how many follow it.
/// A thread of its own blocks reading (no wake-ups while nothing arrives), keeps only the latest of each
/// message, and wakes the gallery.
final class SessionLink: Sendable {
    private let descriptor: Int32
    private let received = Mutex<(view: SharedView?, followers: Int?)>((nil, nil))

    /// The link of a gallery started by `vitrine serve` with one, else nil.
    init?(environment: [String: String]) {
        guard environment["VITRINE_SERVED"] == "1", let text = environment["VITRINE_SESSION_FD"], let descriptor = Int32(text),
              descriptor > 2, fcntl(descriptor, F_GETFD) >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) // a child the gallery starts (curl) does not get it
        self.descriptor = descriptor
    }

    /// Starts hearing the server; `wake` runs after each message.
    func start(wake: @escaping @Sendable () -> Void) {
        _ = BackgroundThread.startIfPossible(stackSize: 128 * 1024) { [self] in
            var splitter = SessionLineSplitter()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return }
                let messages = splitter.lines(adding: buffer[0 ..< count]).compactMap { SessionMessage(line: $0) }
                guard !messages.isEmpty else { continue }
                received.withLock { received in
                    for message in messages {
                        if let view = message.view { received.view = view }
                        if let followers = message.followers { received.followers = followers }
                    }
                }
                wake()
            }
        }
    }

    /// What arrived since the last call: the latest view followed, the latest count of followers.
    func take() -> (view: SharedView?, followers: Int?) {
        received.withLock { received in
            defer { received = (nil, nil) }
            return received
        }
    }

    /// Tells the server what the gallery shows; dropped when the socket is full (the server reads it at
    /// once, so it is not, unless the server is stuck, and then the gallery must not wait for it).
    func report(_ view: SharedView) {
        let line = SessionMessage(view: view).line
        _ = line.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL)) }
    }
}
