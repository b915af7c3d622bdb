import FoundationEssentials
import VitrineComponents
import VitrineCore
import VitrineImages
import VitrineSystem

/// An image a story's component waits for, as a value: where it is, how fast its load goes, and
/// whether it may come from the network. The runtime starts the load; ``load(cancellation:)`` runs it.
public struct ImageRequest: Equatable, Sendable {
    public let url: URL
    public let pace: Pace
    /// `http(s)` URLs load only when true (`--allow-network`); otherwise they fail with the reason.
    public let allowsNetwork: Bool
    /// The gallery's shared loader (``SharedImageLoader``), under the request's own pace.
    public private(set) var shared = SharedImageLoader.standard

    /// How a load goes: as the default loader does, after a wait (a slow network without a network), or
    /// never finishing (the loading state, for as long as the story is shown).
    public enum Pace: Equatable, Sendable {
        case immediate
        case delayed(Duration)
        case never
    }

    public init(url: URL, pace: Pace = .immediate, allowsNetwork: Bool = false) {
        self.url = url
        self.pace = pace
        self.allowsNetwork = allowsNetwork
    }

    /// This request through `shared`, the gallery's shared loader.
    public func through(_ shared: SharedImageLoader) -> ImageRequest {
        var request = self
        request.shared = shared
        return request
    }

    /// The default loader (``URLImageLoader``, 10 s) as the network switch, the shared loader and the
    /// request's pace make it.
    var loader: any AsyncEmblemImageLoader {
        let base = shared.loader(wrapping: allowsNetwork ? Self.standard : LocalOnlyLoader(loader: Self.standard))
        switch pace {
        case .immediate: return base
        case let .delayed(delay): return DelayedLoader(delay: delay, loader: base)
        case .never: return NeverFinishingLoader()
        }
    }

    private static let standard = URLImageLoader(timeout: .seconds(10))

    /// Runs the loader on the calling thread; a failure becomes the `failed` phase with its reason (sanitised).
    public func load(cancellation: LoadCancellation = LoadCancellation()) -> ImagePhase {
        do {
            return .loaded(try loader.loadImage(from: url, cancellation: cancellation))
        } catch {
            return .failed(reason: TerminalText.sanitized("\(error)"))
        }
    }

    /// The phase after waiting at most `limit` for the loader, run on a thread of its own, for headless
    /// rendering (`render --wait`); a load still running then is cancelled.
    public func phase(waitingAtMost limit: Duration) -> ImagePhase {
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
    private var phase: ImagePhase?

    func finish(_ phase: ImagePhase) {
        condition.withLock {
            self.phase = phase
            condition.broadcast()
        }
    }

    /// The phase, or nil when `limit` passed first.
    func wait(atMost limit: Duration) -> ImagePhase? {
        let deadline = ContinuousClock.now + limit
        return condition.withLock {
            while phase == nil, condition.wait(until: deadline) {}
            return phase
        }
    }
}
