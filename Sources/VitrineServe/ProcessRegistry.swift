import Glibc
import Synchronization

/// The galleries and commands running now, so that the server can end them all when it stops.
final class ProcessRegistry: Sendable {
    private let processes = Mutex<[pid_t: SpawnedProcess]>([:])

    func add(_ process: SpawnedProcess) { processes.withLock { $0[process.pid] = process } }
    func remove(_ process: SpawnedProcess) { processes.withLock { $0[process.pid] = nil } }

    var count: Int { processes.withLock { $0.count } }

    /// Sends `signal` to every child.
    func signalAll(_ number: Int32) {
        processes.withLock { Array($0.values) }.forEach { $0.signal(number) }
    }
}
