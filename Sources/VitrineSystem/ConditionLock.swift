import Glibc

/// A mutex with a condition variable (pthread's, the condition on the monotonic clock), for the few
/// places threads wait for each other: a load's cancellation, a headless render waiting for its image.
/// Foundation's `NSCondition` would link all of Foundation, and ICU with it.
public final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    public init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    public func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Wakes every waiter (call holding the lock).
    public func broadcast() {
        pthread_cond_broadcast(condition)
    }

    /// Waits for a broadcast, at most until `deadline` (nil: no limit), holding the lock around it; false
    /// when the deadline passed. Waiters check their condition again: wake-ups may be spurious.
    public func wait(until deadline: ContinuousClock.Instant?) -> Bool {
        guard let deadline else {
            pthread_cond_wait(condition, mutex)
            return true
        }
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .zero else { return false }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let nanoseconds = Int64(now.tv_nsec) + left.components.attoseconds / 1_000_000_000
        var until = timespec(tv_sec: now.tv_sec + Int(left.components.seconds) + Int(nanoseconds / 1_000_000_000),
                             tv_nsec: Int(nanoseconds % 1_000_000_000))
        return pthread_cond_timedwait(condition, mutex, &until) == 0
    }
}
