import Glibc
import Synchronization
import VitrineCore
import VitrineSystem

/// The galleries running now, for `ssh host sessions` and `ssh -t host -- --follow NAME`: each gallery's
/// number, key, size and what it shows (as it reports on its session socket), and the galleries following
/// it. A view a leader reports goes to each follower's socket at once, never waiting: a follower whose
/// socket is full (its gallery stopped reading) is dropped, so followers never slow a leader and what the
/// server holds for them is one line each.
final class SessionDirectory: Sendable {
    /// A follower, as the directory keeps it: where its views go, and how to end it.
    struct Follower: Sendable {
        let socket: Int32
        let drop: @Sendable (Drop) -> Void
    }

    /// Why the directory ends a follower.
    enum Drop: Sendable {
        /// The gallery it followed ended: the follower's session ends as well (status 0).
        case leaderEnded
        /// Its gallery took no view while its socket filled (status 1).
        case notReading

        /// The follower's last line.
        var reason: String {
            self == .leaderEnded ? "the session you followed ended" : "your gallery stopped taking the view it follows"
        }

        var status: Int { self == .leaderEnded ? 0 : 1 }
    }

    private struct Leader {
        let owner: String
        let label: String
        let started: ContinuousClock.Instant
        var size: String
        var view: SharedView?
        let socket: Int32
        var followers: [Int: Follower] = [:]
    }

    /// The most galleries one gallery may have following it.
    static let maximumFollowers = 50

    private let state = Mutex<(next: Int, leaders: [Int: Leader])>((1, [:]))

    /// Lists a gallery (its session socket, the key's id and label, its terminal's size); its number (session
    /// numbers and follower ids come from one counter, so neither is ever reused).
    func register(socket: Int32, owner: String, label: String, size: String) -> Int {
        state.withLock { state in
            defer { state.next += 1 }
            state.leaders[state.next] = Leader(owner: owner, label: label, started: .now, size: size, socket: socket)
            return state.next
        }
    }

    func resized(_ number: Int, to size: String) {
        state.withLock { $0.leaders[number]?.size = size }
    }

    /// Leader `number` shows `view`: kept for `sessions` and new followers, and sent to each follower.
    func show(_ view: SharedView, for number: Int) {
        let line = SessionMessage(view: view).line
        let dropped: [Follower] = state.withLock { state in
            guard var leader = state.leaders[number] else { return [] }
            leader.view = view
            let stalled = leader.followers.filter { !Self.send(line, to: $0.value.socket) }
            for key in stalled.keys { leader.followers[key] = nil }
            state.leaders[number] = leader
            if !stalled.isEmpty { _ = Self.send(SessionMessage(followers: leader.followers.count).line, to: leader.socket) }
            return Array(stalled.values)
        }
        dropped.forEach { $0.drop(.notReading) }
    }

    /// Leader `number` ended: taken off the list, and each follower ended.
    func end(_ number: Int) {
        let followers = state.withLock { $0.leaders.removeValue(forKey: number)?.followers.values.map { $0 } ?? [] }
        followers.forEach { $0.drop(.leaderEnded) }
    }

    /// The leader `reference` names, or why none: a session number, or a key's label or id (its latest session).
    func leader(named reference: String) -> Result<(number: Int, label: String), ServeError> {
        state.withLock { state in
            let number = Int(reference).flatMap { state.leaders[$0] == nil ? nil : $0 }
                ?? state.leaders.filter { $0.value.label == reference || $0.value.owner == reference }.keys.max()
            guard let number, let leader = state.leaders[number] else {
                return .failure(ServeError("no session \(reference) to follow; `ssh host sessions` lists them"))
            }
            guard leader.followers.count < Self.maximumFollowers else {
                return .failure(ServeError("session \(number) has \(Self.maximumFollowers) followers already"))
            }
            return .success((number, "\(leader.label), session \(number)"))
        }
    }

    /// Adds `follower` to leader `number`: it gets the leader's view at once, and the leader the new count.
    /// Its id for ``unfollow(_:from:)``, or nil when the leader ended meanwhile or has all the followers it may.
    func follow(_ number: Int, with follower: Follower) -> Int? {
        state.withLock { state in
            guard var leader = state.leaders[number], leader.followers.count < Self.maximumFollowers else { return nil }
            if let view = leader.view { _ = Self.send(SessionMessage(view: view).line, to: follower.socket) }
            let id = state.next
            state.next += 1
            leader.followers[id] = follower
            state.leaders[number] = leader
            _ = Self.send(SessionMessage(followers: leader.followers.count).line, to: leader.socket)
            return id
        }
    }

    /// A follower of leader `number` ended: the leader hears the new count.
    func unfollow(_ id: Int, from number: Int) {
        state.withLock { state in
            guard var leader = state.leaders[number], leader.followers.removeValue(forKey: id) != nil else { return }
            state.leaders[number] = leader
            _ = Self.send(SessionMessage(followers: leader.followers.count).line, to: leader.socket)
        }
    }

    /// How many galleries follow others now.
    var followerCount: Int { state.withLock { $0.leaders.values.reduce(0) { $0 + $1.followers.count } } }

    /// The `sessions` table: one row a gallery, oldest first.
    func listing(now: ContinuousClock.Instant = .now) -> String {
        let rows = state.withLock { state in
            state.leaders.sorted { $0.key < $1.key }.map { number, leader -> [String] in
                let view = leader.view
                let row: [String] = [String(number), leader.label, view?.story ?? "-", view?.theme ?? "-", view?.mode ?? "-", leader.size,
                                     String(leader.followers.count), Self.age(leader.started.duration(to: now))]
                return row.map { TerminalText.sanitized($0) }
            }
        }
        let table = [["SESSION", "KEY", "STORY", "THEME", "MODE", "SIZE", "FOLLOWERS", "FOR"]] + rows
        let widths = table[0].indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        let lines = table.map { row in
            row.enumerated().map { $0.element + String(repeating: " ", count: widths[$0.offset] - $0.element.count) }.joined(separator: "  ")
                .trimmingTrailingBlanks()
        }
        return lines.joined(separator: "\n") + "\n" + (rows.isEmpty ? "no galleries open; follow one with: ssh -t host -- --follow SESSION\n"
                                                                   : "follow one with: ssh -t host -- --follow SESSION (or KEY)\n")
    }

    /// `42s`, `12m`, `3h`.
    private static func age(_ duration: Duration) -> String {
        let seconds = duration.components.seconds
        return seconds < 60 ? "\(seconds)s" : seconds < 3600 ? "\(seconds / 60)m" : "\(seconds / 3600)h"
    }

    /// Sends `line` whole without waiting; false when the socket could not take all of it.
    private static func send(_ line: [UInt8], to socket: Int32) -> Bool {
        line.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL)) } == line.count
    }
}

extension String {
    fileprivate func trimmingTrailingBlanks() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
