import Glibc

/// Runs work on a thread of its own (pthread, detached): image loads, so that input never waits for them.
/// Not a Swift-concurrency task, whose first use starts libdispatch's once-a-second monitor for the
/// life of the process; not Foundation's `Thread`, which would link all of Foundation.
public enum BackgroundThread {
    /// Runs `body` on a new thread, with a stack of `stackSize` bytes when given (the system's default
    /// otherwise).
    public static func start(stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) {
        final class Box {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let stackSize { pthread_attr_setstacksize(&attributes, max(stackSize, Int(PTHREAD_STACK_MIN))) }
        let started = pthread_create(&thread, &attributes, { context in
            let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
            box.body()
            return nil
        }, context)
        guard started == 0 else {
            // No thread to be had (the process is at its limit): the work runs here rather than never.
            Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body()
            return
        }
        pthread_detach(thread)
    }
}
