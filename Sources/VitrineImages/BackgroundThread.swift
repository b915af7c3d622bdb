import Glibc

/// Runs work on a thread of its own (pthread, detached): image loads, so that input never waits for them.
/// Not a Swift-concurrency task, whose first use starts libdispatch's once-a-second monitor for the
/// life of the process; not Foundation's `Thread`, which would link all of Foundation.
public enum BackgroundThread {
    public static func start(_ body: @escaping @Sendable () -> Void) {
        final class Box {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
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
