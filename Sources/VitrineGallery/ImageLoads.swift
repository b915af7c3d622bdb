import Foundation
import VitrineComponents

/// The stories' image loads: each started once, in the background, its result kept until the run
/// loop collects it (woken through the terminal's waker), so loading never blocks input.
final class ImageLoads: @unchecked Sendable {
    private let lock = NSLock()
    private var started: Set<StoryPosition> = []
    private var finished: [(StoryPosition, AsyncEmblem.Phase)] = []
    private var tasks: [Task<Void, Never>] = []

    /// Starts `request` for the story at `position` unless it was started before.
    func start(_ request: ImageRequest, for position: StoryPosition, wake: @escaping @Sendable () -> Void) {
        let isNew = lock.withLock { started.insert(position).inserted }
        guard isNew else { return }
        let task = Task { [self] in
            let phase = await request.load()
            guard !Task.isCancelled else { return }
            lock.withLock { finished.append((position, phase)) }
            wake()
        }
        lock.withLock { tasks.append(task) }
    }

    /// The loads that finished since the last call.
    func collect() -> [(StoryPosition, AsyncEmblem.Phase)] {
        lock.withLock {
            defer { finished = [] }
            return finished
        }
    }

    /// Stops every load still running (the gallery is closing).
    func cancelAll() {
        lock.withLock { tasks }.forEach { $0.cancel() }
    }
}
