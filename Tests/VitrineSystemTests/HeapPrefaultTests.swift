import FoundationEssentials
import Glibc
import Testing
import VitrineSystem

/// The heap pages asked for are faulted in by a thread of their own, and only where it can run beside the
/// caller.
@Suite struct HeapPrefaultTests {
    @Test func thePagesAskedForBecomeResidentUntouched() async throws {
        let bytes = 8 << 20
        guard try Self.processorsAllowed() > 1 else {
            #expect(HeapPrefault.start(bytes: bytes) == nil, "one processor: nothing to run beside")
            return
        }
        // Asked, and watched, from a thread of its own that lives until the pages are looked at: its malloc
        // arena, where the pages are, is no other thread's meanwhile (a thread that ends hands its arena to
        // the next one started, whose frees may give the heap's top back), and the waits are not the test
        // pool's, which parallel suites under load kept busy for tens of seconds.
        let outcome: (pages: Range<UInt>, resident: Int, total: Int)? = await withCheckedContinuation { done in
            BackgroundThread.start {
                let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
                var residency = [UInt8](repeating: 0, count: bytes / pageSize) // before: not carved from the pages
                guard let pages = HeapPrefault.start(bytes: bytes) else { return done.resume(returning: nil) }
                let (resident, total) = Self.waitUntilResident(pages, pageSize: pageSize, residency: &residency, limit: .seconds(10))
                done.resume(returning: (pages, resident, total))
            }
        }
        let (pages, resident, total) = try #require(outcome, "nothing was started")
        #expect(pages.count >= bytes - (64 << 10))
        #expect(resident == total, "\(resident) of \(total) pages resident")
    }

    /// Polls (every 20 ms, for `limit` at most) until every page of `pages` is resident, which only the
    /// prefaulting thread can have made them (`mincore`); how many are, of how many (-1 when it fails).
    private static func waitUntilResident(_ pages: Range<UInt>, pageSize: Int, residency: inout [UInt8], limit: Duration) -> (Int, Int) {
        let total = pages.count / pageSize
        let deadline = ContinuousClock.now + limit
        var resident = 0
        repeat {
            guard mincore(UnsafeMutableRawPointer(bitPattern: pages.lowerBound), pages.count, &residency) == 0 else { return (-1, total) }
            resident = residency.prefix(total).count { $0 & 1 != 0 }
            if resident == total { break }
            usleep(20_000)
        } while ContinuousClock.now < deadline
        return (resident, total)
    }

    /// The processors this process may run on (its affinity, which a container's CPU set narrows), from
    /// `Cpus_allowed_list` in /proc/self/status ("0-1", "0,2-3").
    private static func processorsAllowed() throws -> Int {
        let status = try #require(try? String(contentsOfFile: "/proc/self/status", encoding: .utf8))
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") })
        return line.dropFirst("Cpus_allowed_list:".count).split(separator: ",").reduce(0) { count, range in
            let ends = range.split(separator: "-").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            return count + (ends.count == 2 ? ends[1] - ends[0] + 1 : 1)
        }
    }

    @Test(arguments: [0, 100 << 10, 32 << 20])
    func sizesOutOfRangeStartNothing(bytes: Int) {
        #expect(HeapPrefault.start(bytes: bytes) == nil)
    }
}
