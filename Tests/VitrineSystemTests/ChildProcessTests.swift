import Foundation
import Glibc
import Testing
import VitrineSystem

/// Children started side by side (two downloads at once) never hold each other's pipes: a pipe made for
/// one child is still open in this process while another thread starts the next child, which must not
/// inherit it, or the first reader sees end-of-file only when the second child ends too.
@Suite struct ChildProcessTests {
    /// Reads `descriptor` to its end; false when `limit` seconds pass first.
    private func readsToTheEnd(_ descriptor: Int32, within limit: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 256)
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while poll(&poller, 1, limit * 1000) > 0 {
            if read(descriptor, &buffer, buffer.count) <= 0 { return true }
        }
        return false
    }

    @Test func aChildStartedWhileAnotherChildsPipeIsOpenDoesNotHoldIt() throws {
        let download = try #require(CleanSpawn.pipe(), "a download's pipe, its write end not yet handed over")
        let slow = ChildProcess()
        let slowEnds = try #require(slow.start(["sleep", "120"]))
        defer {
            slow.kill()
            _ = slow.wait()
            [download.read, slowEnds.output, slowEnds.errors].forEach { close($0) }
        }
        close(download.write)
        #expect(readsToTheEnd(download.read, within: 60), "the end of output arrives while the other child still runs")
    }

    @Test func aQuickChildsReaderSeesItsEndWhileASlowOneStillRuns() throws {
        let quick = ChildProcess(), slow = ChildProcess()
        let quickEnds = try #require(quick.start(["sh", "-c", "echo quick"]))
        let slowEnds = try #require(slow.start(["sleep", "120"]))
        defer {
            slow.kill()
            _ = slow.wait()
            [quickEnds.output, quickEnds.errors, slowEnds.output, slowEnds.errors].forEach { close($0) }
        }
        #expect(readsToTheEnd(quickEnds.output, within: 60), "the slow child holds no copy of the quick one's output pipe")
        #expect(readsToTheEnd(quickEnds.errors, within: 60))
        #expect(quick.wait() == 0)
        #expect(kill(try #require(slowProcessID(slow)), 0) == 0, "the slow child still runs: the end came from the quick one")
    }

    /// The slow child's pid, read from /proc as the newest `sleep 120` child of this process.
    private func slowProcessID(_ child: ChildProcess) -> pid_t? {
        let me = getpid()
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap { Int32($0) } ?? []
        return ids.filter { id in
            guard let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == me && stat.contains("(sleep)")
        }.max()
    }
}
