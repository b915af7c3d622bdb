import Foundation
import Testing
import VitrineTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `vitrine serve` through 200 galleries and 200 commands with the real OpenSSH client, ended in every way
/// a session ends, holds afterwards exactly the descriptors it held before: every served gallery once left
/// its pty master and session socket open in the server, and every command a pipe (ptys are a pool the
/// whole host shares: a team server left running stopped anyone opening a terminal).
@Suite(.serialized, .enabled(if: ServeFixture.canRun))
struct ServeSoakTests {
    /// A gallery over `ssh -t` in a tmux pane, drawn (a follower: following its leader).
    private static func gallery(_ server: ServeFixture, key: String? = nil, following leader: String? = nil) -> TmuxSession {
        let link = leader.map { " -- '--follow \($0)'" } ?? ""
        let session = TmuxSession(width: 100, height: 30, command: server.sshArguments(key: key, terminal: true).joined(separator: " ") + link)
        #expect(session.waitFor(seconds: 60) { $0.contains(leader.map { "following \($0)" } ?? "q quit") } != nil, "\(session.capture())")
        return session
    }

    @Test func twoHundredSessionsAndTwoHundredCommandsLeaveNoDescriptorBehind() throws {
        let server = ServeFixture(["--max-sessions", "100", "--max-per-address", "100", "--idle-timeout", "20s", "--command-timeout", "3s"])
        #expect(waitUntil { server.openDescriptors > 0 })
        let before = server.openDescriptors
        var counts: [String: Int] = [:]
        let candidate = server.folder.write("candidate.json", ##"{"$extends": "default"}"##)
        // Twenty galleries left alone for the idle timeout, while 160 more, ten at a time, are quit with q
        // or Ctrl-C or have their client killed.
        let idle = (0 ..< 20).map { _ in Self.gallery(server) }
        counts["idle"] = idle.count
        for _ in 0 ..< 16 {
            let sessions = (0 ..< 10).map { _ in Self.gallery(server) }
            for (index, session) in sessions.enumerated() {
                let way = ["q", "ctrl-c", "killed"][index % 3]
                switch way {
                case "q": session.send("q")
                case "ctrl-c": session.send("C-c")
                default: if let client = session.commandPID() { kill(client, SIGKILL) }
                }
                counts[way, default: 0] += 1
            }
            for session in sessions { #expect(session.waitForExit(seconds: 60) != nil, "every client returns") }
        }
        for session in idle { #expect(session.waitForExit(seconds: 60) != nil, "every idle client returns") }
        // Followers: each gallery followed by two, which end with it.
        for _ in 0 ..< 7 {
            let leader = Self.gallery(server, key: server.colleagueKey)
            let followers = (0 ..< 2).map { _ in Self.gallery(server, following: "colleague_key") }
            leader.send("q")
            for follower in followers {
                #expect(follower.waitForExit(seconds: 60) == 0, "\(follower.capture())")
            }
            #expect(leader.waitForExit(seconds: 60) == 0)
            counts["followed", default: 0] += 3
        }
        // Commands, ten at a time: plain, with input given whole, input never ended (the command timeout
        // ends it), the client killed while its command waits, and refused by the policy.
        for wave in 0 ..< 20 {
            let clients = try (0 ..< 10).map { index in
                let command = ["stories", "diff default - --exit-code", "contrast --theme -", "contrast --theme -", "sh -c id"][index % 5]
                return try #require(SSHClient(server.sshArguments() + [command],
                                              outputPath: server.folder.url.appendingPathComponent("command\(wave)-\(index).out").path))
            }
            for (index, client) in clients.enumerated() {
                switch index % 5 {
                case 1: client.send(try String(contentsOf: candidate, encoding: .utf8))
                    client.closeInput()
                case 3: usleep(200_000)
                    client.killNow()
                default: break
                }
            }
            for (index, client) in clients.enumerated() {
                let status = client.waitForExit(seconds: 60)
                #expect(status != nil, "every command returns")
                switch index % 5 {
                case 0, 1: #expect(status == 0, "command \(index): \(client.output.suffix(300))")
                case 2: #expect(client.output.contains("the command ran 3 seconds and was ended"), "\(client.output.suffix(300))")
                case 4: #expect(status == 2 && client.output.contains("sh is not served"))
                default: break
                }
            }
        }
        #expect(counts == ["idle": 20, "q": 64, "ctrl-c": 48, "killed": 48, "followed": 21])
        #expect(waitUntil(seconds: 30) { server.children.isEmpty }, "every child ended: \(server.children)")
        #expect(waitUntil(seconds: 30) { server.openDescriptors == before },
                "the server holds \(server.openDescriptors) descriptors, \(before) before the sessions")
        for ending in ["exit 0", "client went away", "idle timeout", "the session you followed ended"] {
            #expect(server.log.contains(ending), "a session ended by \(ending)")
        }
    }
}
