import CVitrineSystem

/// glibc's malloc arenas. By default each thread that allocates gets an arena of its own, which keeps what
/// that thread freed for it alone.
public enum MallocArenas {
    /// Makes every thread allocate from the main arena: the gallery's few threads (theme read-ahead, image
    /// loads, the session link) allocate briefly and seldom at once, and an arena each kept 1.4 MiB
    /// resident after every mode at 300×100 (docs/performance.md). Call it before the first thread starts.
    public static func shareOne() {
        _ = vs_share_one_malloc_arena()
    }
}
