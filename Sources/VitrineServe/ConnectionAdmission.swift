import Synchronization

/// Which new connections the server takes before they authenticate, as OpenSSH's `MaxStartups` and
/// `PerSourceMaxStartups` do: every open connection counts against ``maximumConnections``, a connection not yet
/// authenticated also against its address's ``perAddress`` and against ``maximumUnauthenticated`` in all.
/// Past ``earlyDropStart`` unauthenticated in all, a connection from an address that already has one
/// waiting is dropped with a chance rising from ``earlyDropRate`` percent to certain at the maximum; one
/// from an address with none waiting is not (OpenSSH drops those too). So an address that opens hundreds
/// of connections and sends nothing holds a handful of places, each for the silence limit, and every other
/// client still gets in.
public final class ConnectionAdmission: Sendable {
    public let maximumConnections: Int
    public let perAddress: Int
    public let earlyDropStart: Int
    public let earlyDropRate: Int
    public let maximumUnauthenticated: Int
    private let counts = Mutex<Counts>(Counts())
    /// A number in 0..<100 for each early-drop draw (a test gives its own).
    private let percentile: @Sendable () -> Int

    private struct Counts {
        var open = 0
        var unauthenticated = 0
        var unauthenticatedByAddress: [String: Int] = [:]
        /// Connections refused since the start (the log counts a burst's from it).
        var refused = 0
    }

    /// Why a connection was not taken.
    public enum Refusal: Equatable, Sendable, CustomStringConvertible {
        case full(Int)
        case address(Int)
        case earlyDrop(Int)

        public var description: String {
            switch self {
            case let .full(count): "\(count) connections open"
            case let .address(count): "\(count) unauthenticated connections from this address"
            case let .earlyDrop(count): "\(count) unauthenticated connections in all"
            }
        }
    }

    public init(maximumConnections: Int = 256, perAddress: Int = 32, earlyDropStart: Int = 64, earlyDropRate: Int = 30,
                maximumUnauthenticated: Int = 128, percentile: @escaping @Sendable () -> Int = { Int.random(in: 0 ..< 100) }) {
        self.maximumConnections = maximumConnections
        self.perAddress = perAddress
        self.earlyDropStart = earlyDropStart
        self.earlyDropRate = earlyDropRate
        self.maximumUnauthenticated = max(maximumUnauthenticated, earlyDropStart + 1)
        self.percentile = percentile
    }

    /// Takes a new connection from `address` (counted as open and unauthenticated), or says why not.
    public func admit(_ address: String) -> Refusal? {
        counts.withLock { counts in
            let refusal: Refusal? = if counts.open >= maximumConnections {
                .full(counts.open)
            } else if counts.unauthenticatedByAddress[address, default: 0] >= perAddress {
                .address(counts.unauthenticatedByAddress[address, default: 0])
            } else if counts.unauthenticated >= maximumUnauthenticated {
                .earlyDrop(counts.unauthenticated)
            } else if counts.unauthenticated >= earlyDropStart, counts.unauthenticatedByAddress[address] != nil,
                      dropsEarly(at: counts.unauthenticated) {
                .earlyDrop(counts.unauthenticated)
            } else {
                nil
            }
            guard refusal == nil else {
                counts.refused += 1
                return refusal
            }
            counts.open += 1
            counts.unauthenticated += 1
            counts.unauthenticatedByAddress[address, default: 0] += 1
            return nil
        }
    }

    /// Whether a connection arriving with `unauthenticated` others (under the maximum) is dropped: with
    /// `rate` percent at the start rising linearly to 100 at the maximum (OpenSSH's rule).
    private func dropsEarly(at unauthenticated: Int) -> Bool {
        let chance = earlyDropRate + (100 - earlyDropRate) * (unauthenticated - earlyDropStart) / (maximumUnauthenticated - earlyDropStart)
        return percentile() < chance
    }

    /// A taken connection from `address` authenticated: it counts as open only.
    public func authenticated(_ address: String) {
        counts.withLock { counts in
            counts.unauthenticated -= 1
            Self.release(address, in: &counts)
        }
    }

    /// A taken connection from `address` closed (`authenticated` or not).
    public func closed(_ address: String, authenticated: Bool) {
        counts.withLock { counts in
            counts.open -= 1
            guard !authenticated else { return }
            counts.unauthenticated -= 1
            Self.release(address, in: &counts)
        }
    }

    private static func release(_ address: String, in counts: inout Counts) {
        counts.unauthenticatedByAddress[address, default: 1] -= 1
        if counts.unauthenticatedByAddress[address] == 0 { counts.unauthenticatedByAddress[address] = nil }
    }

    /// Connections open now, those not authenticated yet, and those refused since the start.
    public var figures: (open: Int, unauthenticated: Int, refused: Int) {
        counts.withLock { ($0.open, $0.unauthenticated, $0.refused) }
    }
}
