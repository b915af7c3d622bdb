import Glibc
import Synchronization
import Testing
@testable import VitrineServe
import VitrineSystem

/// The galleries open and their followers: a leader's view reaches each follower at once, a follower that
/// stops reading is dropped instead of slowing anyone, and a leader's end ends its followers.
@Suite struct SessionDirectoryTests {
    /// A connected socket pair: the directory's end (non-blocking, as the server keeps it) and the gallery's.
    private func pair() -> (server: Int32, gallery: Int32) {
        let (server, gallery) = CleanSpawn.socketPair()!
        _ = fcntl(server, F_SETFL, fcntl(server, F_GETFL) | O_NONBLOCK)
        _ = fcntl(gallery, F_SETFL, fcntl(gallery, F_GETFL) | O_NONBLOCK)
        return (server, gallery)
    }

    /// The messages waiting on `socket`.
    private func messages(on socket: Int32) -> [SessionMessage] {
        var splitter = SessionLineSplitter(), buffer = [UInt8](repeating: 0, count: 65536), messages: [SessionMessage] = []
        while case let count = read(socket, &buffer, buffer.count), count > 0 {
            messages += splitter.lines(adding: buffer[0 ..< count]).compactMap { SessionMessage(line: $0) }
        }
        return messages
    }

    private let view = SharedView(story: "badge/danger", set: [], theme: "default", mode: "dark", blitter: "half", stage: .story)

    @Test func aLeadersViewReachesItsFollowersAndTheLeaderHearsTheirCount() throws {
        let directory = SessionDirectory()
        let leader = pair(), follower = pair()
        let number = directory.register(socket: leader.server, owner: "0123456789ab", label: "alice", size: "120x40")
        directory.show(view, for: number)
        #expect(directory.listing().contains("\(number)        alice  badge/danger  default  dark  120x40  0"), "\(directory.listing())")
        let found = try directory.leader(named: "alice").get()
        #expect(found.number == number && found.label == "alice, session \(number)")
        #expect(try directory.leader(named: "0123456789ab").get().number == number, "a key's id names it too")
        let dropped = Mutex<[SessionDirectory.Drop]>([])
        let id = try #require(directory.follow(number, with: .init(socket: follower.server) { drop in dropped.withLock { $0.append(drop) } }))
        #expect(messages(on: follower.gallery) == [SessionMessage(view: view)], "a new follower gets the view at once")
        #expect(messages(on: leader.gallery) == [SessionMessage(followers: 1)])
        var next = view
        next.story = "badge/info"
        directory.show(next, for: number)
        #expect(messages(on: follower.gallery) == [SessionMessage(view: next)])
        directory.unfollow(id, from: number)
        #expect(messages(on: leader.gallery) == [SessionMessage(followers: 0)])
        directory.end(number)
        #expect(directory.listing().hasPrefix("SESSION") && !directory.listing().contains("alice"))
        #expect(dropped.withLock { $0 }.isEmpty, "an unfollowed follower is not ended with its leader")
        for descriptor in [leader.server, leader.gallery, follower.server, follower.gallery] { close(descriptor) }
    }

    @Test func aFollowerThatStopsReadingIsDroppedAndALeadersEndEndsTheRest() throws {
        let directory = SessionDirectory()
        let leader = pair(), stuck = pair(), reading = pair()
        let number = directory.register(socket: leader.server, owner: "0123456789ab", label: "alice", size: "80x24")
        let drops = Mutex<[String: SessionDirectory.Drop]>([:])
        for (name, socket) in [("stuck", stuck.server), ("reading", reading.server)] {
            _ = directory.follow(number, with: .init(socket: socket) { drop in drops.withLock { $0[name] = drop } })
        }
        var shown = 0
        while drops.withLock({ $0["stuck"] }) == nil, shown < 100_000 {
            directory.show(view, for: number)
            _ = messages(on: reading.gallery)
            shown += 1
        }
        #expect(drops.withLock { $0 } == ["stuck": .notReading], "dropped after \(shown) views, the reader kept")
        #expect(directory.followerCount == 1)
        #expect(messages(on: leader.gallery).last == SessionMessage(followers: 1))
        directory.end(number)
        #expect(drops.withLock { $0 } == ["stuck": .notReading, "reading": .leaderEnded])
        #expect(throws: ServeError.self) { try directory.leader(named: String(number)).get() }
        for descriptor in [leader.server, leader.gallery, stuck.server, stuck.gallery, reading.server, reading.gallery] { close(descriptor) }
    }
}
