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
        // Asked from a thread of its own, whose malloc arena no other test allocates from meanwhile.
        let started = await withCheckedContinuation { done in
            BackgroundThread.start { done.resume(returning: HeapPrefault.start(bytes: bytes)) }
        }
        let pages = try #require(started)
        #expect(pages.count >= bytes - (64 << 10))
        // Free heap no one has touched: resident only once the prefaulting thread has been through it.
        let pageSize = UInt(sysconf(Int32(_SC_PAGESIZE)))
        var residency = [UInt8](repeating: 0, count: pages.count / Int(pageSize))
        let deadline = ContinuousClock.now + .seconds(10)
        var resident = 0
        repeat {
            #expect(mincore(UnsafeMutableRawPointer(bitPattern: pages.lowerBound), pages.count, &residency) == 0)
            resident = residency.count { $0 & 1 != 0 }
            if resident == residency.count { break }
            try await Task.sleep(for: .milliseconds(20))
        } while ContinuousClock.now < deadline
        #expect(resident == residency.count, "\(resident) of \(residency.count) pages resident")
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
