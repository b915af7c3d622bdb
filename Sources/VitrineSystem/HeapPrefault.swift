import CVitrineSystem

/// The heap pages a start-up is about to fill, faulted in ahead on another processor.
///
/// A page a process touches for the first time costs a fault and the kernel's zeroing of it, about
/// 2.5 µs on this kind of virtual machine: the terminal's screens at 300×100 (2.5 MB) are some 600 of
/// them, 1.5 ms of the first frame. Asked for early, those pages are made ready beside the main thread
/// while it builds the catalogue and loads the theme (docs/performance.md).
public enum HeapPrefault {
    /// Makes the next `bytes` the calling thread allocates from its malloc heap ready: the heap grows to
    /// hold them at once, and a short-lived thread on another processor faults their pages in. Returns the
    /// addresses of those pages (free heap: only to be looked at, never touched); nil, with nothing done, on
    /// one processor, for fewer than 256 KiB or more than 16 MiB, or while the last call's thread is at work.
    @discardableResult
    public static func start(bytes: Int) -> Range<UInt>? {
        var (first, length): (UInt, Int) = (0, 0)
        guard bytes > 0, vs_prefault_heap(bytes, &first, &length) == 0 else { return nil }
        return first ..< first + UInt(length)
    }
}
