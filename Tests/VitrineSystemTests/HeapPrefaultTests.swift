import Glibc
import Testing
import VitrineSystem

/// The heap pages asked for are faulted in by a thread of their own, and only where it can run beside the
/// caller.
@Suite struct HeapPrefaultTests {
    @Test func thePagesAskedForBecomeResidentUntouched() async throws {
        let bytes = 8 << 20
        guard sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1 else {
            #expect(HeapPrefault.start(bytes: bytes) == nil, "one processor: nothing to run beside")
            return
        }
        let pages = try #require(HeapPrefault.start(bytes: bytes))
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

    @Test(arguments: [0, 100 << 10, 32 << 20])
    func sizesOutOfRangeStartNothing(bytes: Int) {
        #expect(HeapPrefault.start(bytes: bytes) == nil)
    }
}
