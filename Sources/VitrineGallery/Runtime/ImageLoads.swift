import VitrineCatalog
import FoundationEssentials
import VitrineComponents
import VitrineImages

/// The stories' image loads, each on a thread of its own; each result is kept until the runtime collects
/// it (woken through the terminal's waker), so loading never blocks input. Threads rather than
/// Swift-concurrency tasks: the first task starts libdispatch's once-a-second monitor for the life of
/// the process, and an idle gallery that showed an image must not wake.
final class ImageLoads: @unchecked Sendable {
    private let lock = ConditionLock()
    private var running: [StoryPosition: LoadCancellation] = [:]
    private var finished: [(position: StoryPosition, phase: AsyncEmblem.Phase)] = []

    /// Starts `request` for the story at `position`.
    func start(_ request: ImageRequest, for position: StoryPosition, wake: @escaping @Sendable () -> Void) {
        let cancellation = LoadCancellation()
        lock.withLock { running[position] = cancellation }
        BackgroundThread.start { [self] in
            let phase = request.load(cancellation: cancellation)
            // Kept only while this load is still the story's (not cancelled, nor replaced by a new one).
            let isCurrent = lock.withLock { () -> Bool in
                guard running[position] === cancellation else { return false }
                running[position] = nil
                finished.append((position, phase))
                return true
            }
            if isCurrent { wake() }
        }
    }

    /// Stops the load of the story at `position`, if it still runs.
    func cancel(_ position: StoryPosition) {
        lock.withLock { running.removeValue(forKey: position) }?.cancel()
    }

    /// The loads that finished since the last call.
    func collect() -> [(position: StoryPosition, phase: AsyncEmblem.Phase)] {
        lock.withLock {
            defer { finished = [] }
            return finished
        }
    }

    /// Stops every load still running (the gallery is closing).
    func cancelAll() {
        lock.withLock { running.values }.forEach { $0.cancel() }
    }
}
