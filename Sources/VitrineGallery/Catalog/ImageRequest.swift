import FoundationEssentials
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

    /// Runs the loader on the calling thread; a failure becomes the `failed` phase with its reason (sanitised).
    public func load(cancellation: LoadCancellation = LoadCancellation()) -> AsyncEmblem.Phase {
        do {
            return .loaded(try loader.loadImage(from: url, cancellation: cancellation))
        } catch {
            return .failed(reason: TerminalText.sanitized("\(error)"))
        }
    }

    /// The phase after waiting at most `limit` for the loader, run on a thread of its own, for headless
    /// rendering (`render --wait`); a load still running then is cancelled.
    public func phase(waitingAtMost limit: Duration) -> AsyncEmblem.Phase {
        let cancellation = LoadCancellation()
        let result = PhaseBox()
        BackgroundThread.start { result.finish(load(cancellation: cancellation)) }
        guard let phase = result.wait(atMost: limit) else {
            cancellation.cancel()
            return .loading
        }
        return phase
    }
}

/// Hands a phase from the loading thread to the waiting one.
private final class PhaseBox: @unchecked Sendable {
    private let condition = ConditionLock()
    private var phase: AsyncEmblem.Phase?

    func finish(_ phase: AsyncEmblem.Phase) {
        condition.withLock {
            self.phase = phase
            condition.broadcast()
        }
    }

    /// The phase, or nil when `limit` passed first.
    func wait(atMost limit: Duration) -> AsyncEmblem.Phase? {
        let deadline = ContinuousClock.now + limit
        return condition.withLock {
            while phase == nil, condition.wait(until: deadline) {}
            return phase
        }
    }
}
