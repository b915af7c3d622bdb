import Glibc
import Testing
@testable import VitrineServe

/// The server's open-file limit covers the sessions it was asked for: raised when low, refused in
/// numbers when the hard limit cannot cover them. The test's own process limit is changed and restored.
@Suite(.serialized) struct DescriptorBudgetTests {
    private static func limit() -> rlimit {
        var limit = rlimit()
        _ = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        return limit
    }

    private static func set(_ limit: rlimit) {
        var limit = limit
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }

    @Test func aLowSoftLimitIsRaisedToWhatTheSessionsNeed() throws {
        let original = Self.limit()
        defer { Self.set(original) }
        let needed = DescriptorBudget.needed(connections: 256, sessions: 200)
        #expect(needed == 32 + 256 + 256 + 200 * 6, "the refused connections waiting to be read count too")
        try #require(original.rlim_max == rlim_t.max || original.rlim_max >= rlim_t(needed), "the hard limit here is below \(needed)")
        Self.set(rlimit(rlim_cur: 256, rlim_max: original.rlim_max))
        try DescriptorBudget.ensure(needed)
        #expect(Self.limit().rlim_cur == rlim_t(needed))
        #expect(Self.limit().rlim_max == original.rlim_max)
        // Already enough: left as it is.
        try DescriptorBudget.ensure(100)
        #expect(Self.limit().rlim_cur == rlim_t(needed))
    }

    @Test func aHardLimitTooLowIsRefusedInNumbers() throws {
        #expect(throws: ServeError.self) { try DescriptorBudget.limit(rlimit(rlim_cur: 512, rlim_max: 1024), covering: 1488) }
        do {
            _ = try DescriptorBudget.limit(rlimit(rlim_cur: 512, rlim_max: 1024), covering: 1488)
        } catch {
            #expect(error.description.contains("need 1488 open files; this process may have 1024"), "\(error)")
        }
        #expect(try DescriptorBudget.limit(rlimit(rlim_cur: 512, rlim_max: rlim_t.max), covering: 1488)?.rlim_cur == 1488)
        #expect(try DescriptorBudget.limit(rlimit(rlim_cur: 2048, rlim_max: 4096), covering: 1488) == nil)
    }
}
