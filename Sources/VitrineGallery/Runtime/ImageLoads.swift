import Foundation
import VitrineComponents

/// The stories' image loads, run in the background; each result is kept until the runtime collects it
/// (woken through the terminal's waker), so loading never blocks input.
final class ImageLoads: @unchecked Sendable {
    private let lock = NSLock()
    private var running: [StoryPosition: Task<Void, Never>] = [:]
    private var finished: [(position: StoryPosition, phase: AsyncEmblem.Phase)] = []

    /// Starts `request` for the story at `position`.
    func start(_ request: ImageRequest, for position: StoryPosition, wake: @escaping @Sendable () -> Void) {
        let task = Task { [self] in
            let phase = await request.load()
            guard !Task.isCancelled else { return }
            lock.withLock {
                running[position] = nil
                finished.append((position, phase))
            }
            wake()
        }
        lock.withLock { running[position] = task }
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
