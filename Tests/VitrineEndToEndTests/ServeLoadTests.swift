import Foundation
import Testing
import VitrineTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `vitrine serve` under load and abuse, with the OpenSSH client on 127.0.0.1: many connections at once and
/// many channels on one connection. The server must refuse what is over its limits in words, stay small,
/// and serve again afterwards.
@Suite(.enabled(if: ServeFixture.canRun)) struct ServeLoadTests {
    /// The server's peak resident memory so far, in KiB.
    private func peakKiB(_ pid: pid_t) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        return status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? .max
    }

    /// Waits for every child in `pids`, at most `seconds`; the statuses of those that ended.
    private func wait(_ pids: [pid_t], seconds: Double) -> [Int32] {
        let deadline = Date().addingTimeInterval(seconds)
        var statuses: [Int32] = []
        for pid in pids {
            var status: Int32 = 0
            while waitpid(pid, &status, WNOHANG) == 0, Date() < deadline { usleep(20_000) }
            if Date() < deadline { statuses.append((status >> 8) & 0xFF) } else { kill(pid, SIGKILL) }
        }
        return statuses
    }

    /// 40 clients at once against 6 places: each is served or told why not (the server is full, or, past
    /// 32 connections from one address not yet authenticated, too many connections), none hangs, and the
    /// server serves the next one.
    @Test func manyConnectionsAtOnceAreServedOrRefusedInWords() throws {
        let server = ServeFixture(["--max-sessions", "6", "--max-per-address", "6"])
        let outputs = (0 ..< 40).map { server.folder.url.appendingPathComponent("client\($0).out").path }
        let clients = outputs.compactMap { output in
            Spawn.start(["timeout", "60"] + server.sshArguments(logLevel: "INFO") + ["render async-emblem/loading --wait 1"],
                        environment: ProcessInfo.processInfo.environment, output: output)
        }
        #expect(clients.count == 40)
        let statuses = wait(clients, seconds: 90)
        #expect(statuses.count == 40, "every client ended")
        let texts = outputs.map { (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "" }
        let served = texts.filter { $0.contains("▄") || $0.contains("█") || $0.contains("░") }.count
        let refused = texts.filter {
            $0.contains("the server is full") || $0.contains("sessions from your address already") || $0.contains("too many connections")
        }.count
        #expect(served >= 6 && served + refused == 40, "served \(served), refused \(refused): \(texts.filter { !$0.contains("▄") }.prefix(3))")
        #expect(server.exec("stories").status == 0, "the server serves again")
        #expect(peakKiB(server.pid) < 200_000, "server peak \(peakKiB(server.pid)) KiB")
    }

    /// One connection may hold 10 channels; the 11th is refused (a client that opens hundreds gets no more).
    @Test func channelsOnOneConnectionAreCapped() throws {
        let server = ServeFixture(["--max-sessions", "30", "--max-per-address", "30"])
        let socket = server.folder.url.appendingPathComponent("control").path
        let master = try #require(Spawn.start(["timeout", "120"] + server.sshArguments().dropLast() + ["-M", "-S", socket, "-N", "qa@127.0.0.1"],
                                              environment: ProcessInfo.processInfo.environment,
                                              output: server.folder.url.appendingPathComponent("master.out").path))
        defer { kill(master, SIGTERM) }
        #expect(waitUntil(seconds: 20) { FileManager.default.fileExists(atPath: socket) }, "\(server.log)")
        let outputs = (0 ..< 12).map { server.folder.url.appendingPathComponent("channel\($0).out").path }
        let clients = outputs.compactMap { output in
            Spawn.start(["timeout", "60", "ssh", "-F", "/dev/null", "-S", socket, "-o", "LogLevel=ERROR", "qa@127.0.0.1",
                         "render async-emblem/loading --wait 4"], environment: ProcessInfo.processInfo.environment, output: output)
        }
        let statuses = wait(clients, seconds: 90)
        #expect(statuses.count == 12)
        let refused = outputs.filter { ((try? String(contentsOfFile: $0, encoding: .utf8)) ?? "").contains("open refused by peer") }.count
        #expect(refused == 2, "the channels past ten were refused: \(refused)")
        #expect(server.exec("stories").status == 0, "a new connection is served")
    }
}
