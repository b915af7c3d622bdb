import Foundation
import VitrineComponents
import VitrineCore
import VitrineImages

/// An image a story's component waits for: where it is and the loader that fetches it.
public struct ImageRequest: Sendable {
    public let url: URL
    public let loader: any AsyncEmblemImageLoader

    public init(url: URL, loader: any AsyncEmblemImageLoader) {
        self.url = url
        self.loader = loader
    }

    /// Runs the loader; a failure becomes the `failed` phase with its reason (sanitised).
    public func load() async -> AsyncEmblem.Phase {
        do {
            return .loaded(try await loader.loadImage(from: url))
        } catch {
            return .failed(reason: TerminalText.sanitized("\(error)"))
        }
    }

    /// The phase after waiting at most `limit` for the loader, for headless rendering (`render --wait`).
    public func phase(waitingAtMost limit: Duration) -> AsyncEmblem.Phase {
        let result = PhaseBox()
        let done = DispatchSemaphore(value: 0)
        let task = Task {
            result.phase = await load()
            done.signal()
        }
        guard done.wait(timeout: .now() + limit.inSeconds) == .success else {
            task.cancel()
            return .loading
        }
        return result.phase
    }
}

/// Hands a phase from the loading task to the waiting thread (the semaphore orders the accesses).
private final class PhaseBox: @unchecked Sendable {
    var phase: AsyncEmblem.Phase = .loading
}
