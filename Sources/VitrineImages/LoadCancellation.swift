import VitrineSystem

/// Whether an image load is still wanted. The gallery cancels it when its story is no longer shown; a
/// loader checks it, waits on it instead of sleeping, and ends what it started (a `curl` child) through
/// ``onCancel(_:)``. Plain locks and a condition: no Swift-concurrency task, so no timer of libdispatch's
/// is left behind to wake an idle gallery.
public final class LoadCancellation: @unchecked Sendable {
    private let condition = ConditionLock()
    private var cancelled = false
    private var handlers: [@Sendable () -> Void] = []

    public init() {}

    /// True once ``cancel()`` was called.
    public var isCancelled: Bool {
        condition.withLock { cancelled }
    }

    /// Cancels the load: waits end, handlers run (each once).
    public func cancel() {
        let toRun = condition.withLock { () -> [@Sendable () -> Void] in
            guard !cancelled else { return [] }
            cancelled = true
            condition.broadcast()
            defer { handlers = [] }
            return handlers
        }
        toRun.forEach { $0() }
    }

    /// Runs `handler` when the load is cancelled, or at once when it already is.
    public func onCancel(_ handler: @escaping @Sendable () -> Void) {
        let now = condition.withLock { () -> Bool in
            if !cancelled { handlers.append(handler) }
            return cancelled
        }
        if now { handler() }
    }

    /// Waits until the load is cancelled, or at most `limit` (nil: no limit); true when it was cancelled.
    @discardableResult
    public func wait(atMost limit: Duration?) -> Bool {
        let deadline = limit.map { ContinuousClock.now + $0 }
        return condition.withLock {
            while !cancelled {
                guard condition.wait(until: deadline) else { break }
            }
            return cancelled
        }
    }
}
