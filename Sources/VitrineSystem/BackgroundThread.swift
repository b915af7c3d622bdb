import CVitrineSystem
import Glibc

/// Runs work on a thread of its own (pthread, detached): image loads, so that input never waits for them.
/// Not a Swift-concurrency task, whose first use starts libdispatch's once-a-second monitor for the
/// life of the process; not Foundation's `Thread`, which would link all of Foundation. The thread takes no
/// asynchronous signal: the main thread takes each, in the order they came (a continue handled on another
/// thread before the suspend it followed once left the gallery stopped).
public enum BackgroundThread {
    /// Runs `body` on a new thread, with a stack of `stackSize` bytes when given (the system's default
    /// otherwise); here and now when no thread is to be had (the process is at its limit), rather than never.
    public static func start(stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) {
        if !startIfPossible(stackSize: stackSize, body) { body() }
    }

    /// Runs `body` on a new thread, as ``start(stackSize:_:)`` does; false (and `body` not run) when no
    /// thread is to be had: for work that never ends, such as a reader.
    public static func startIfPossible(stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) -> Bool {
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
        _ = vs_thread_takes_no_signals(&attributes)
        let started = pthread_create(&thread, &attributes, { context in
            let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
            box.body()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<Box>.fromOpaque(context).release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}
