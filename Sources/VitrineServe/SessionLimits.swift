import Synchronization

/// How many sessions (galleries and commands) run, in all and from each client address, against the
/// server's limits; a session takes a place when its child starts and gives it back when the child ends.
public final class SessionLimits: Sendable {
    public let maximumSessions: Int
    public let maximumPerAddress: Int
    private let counts = Mutex<(total: Int, byAddress: [String: Int])>((0, [:]))

    /// The most sessions one server may be asked for: each is a process of its own on this machine.
    public static let sessionsAllowed = 1 ... 10_000

    public init(maximumSessions: Int, maximumPerAddress: Int) {
        self.maximumSessions = maximumSessions
        self.maximumPerAddress = maximumPerAddress
    }

    /// Takes a place for a session from `address`; nil when there is one, else why not.
    public func take(for address: String) -> String? {
        counts.withLock { counts in
            if counts.total >= maximumSessions { return "the server is full (\(maximumSessions) sessions); try again later" }
            if counts.byAddress[address, default: 0] >= maximumPerAddress {
                return "\(maximumPerAddress) sessions from your address already; close one first"
            }
            counts.total += 1
            counts.byAddress[address, default: 0] += 1
            return nil
        }
    }

    public func give(for address: String) {
        counts.withLock { counts in
            counts.total -= 1
            counts.byAddress[address, default: 1] -= 1
            if counts.byAddress[address] == 0 { counts.byAddress[address] = nil }
        }
    }

    /// Sessions running now.
    public var running: Int { counts.withLock { $0.total } }
}
