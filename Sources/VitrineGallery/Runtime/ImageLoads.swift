import FoundationEssentials
import Synchronization
import VitrineCatalog
import VitrineImages
import VitrineSystem

/// The stories' image loads, each on a thread of its own; each result is kept until the runtime collects
/// it (woken through the terminal's waker), so loading never blocks input. Threads rather than
/// Swift-concurrency tasks: the first task starts libdispatch's once-a-second monitor for the life of
/// the process, and an idle gallery that showed an image must not wake.
final class ImageLoads: Sendable {
    /// The loads still running, by story, and the results not collected yet.
    private let state = Mutex<(running: [StoryPosition: LoadCancellation], finished: [(position: StoryPosition, phase: ImagePhase)])>(([:], []))

    /// Starts `request` for the story at `position`.
    func start(_ request: ImageRequest, for position: StoryPosition, wake: @escaping @Sendable () -> Void) {
        let cancellation = LoadCancellation()
        state.withLock { $0.running[position] = cancellation }
        BackgroundThread.start { [self] in
            let phase = request.load(cancellation: cancellation)
            // Kept only while this load is still the story's (not cancelled, nor replaced by a new one).
            let isCurrent = state.withLock { state -> Bool in
                guard state.running[position] === cancellation else { return false }
                state.running[position] = nil
                state.finished.append((position, phase))
                return true
            }
            if isCurrent { wake() }
        }
    }

    /// Stops the load of the story at `position`, if it still runs.
    func cancel(_ position: StoryPosition) {
        state.withLock { $0.running.removeValue(forKey: position) }?.cancel()
    }

    /// The loads that finished since the last call.
    func collect() -> [(position: StoryPosition, phase: ImagePhase)] {
        state.withLock { state in
            defer { state.finished = [] }
            return state.finished
        }
    }

    /// Stops every load still running (the gallery is closing).
    func cancelAll() {
        state.withLock { $0.running.values }.forEach { $0.cancel() }
    }
}
