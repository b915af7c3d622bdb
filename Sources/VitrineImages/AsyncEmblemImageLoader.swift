import FoundationEssentials
import VitrineCore

/// Loads the picture an `AsyncEmblem` shows (the spec's `BB.AsyncEmblemImageLoader`). Plug in another
/// one to fetch or cache differently; ``URLImageLoader`` is the default.
///
/// Asynchronous for the gallery, blocking for the loader: each load runs on a thread of its own, so a
/// loader may block (read, wait for a child process) and waits on `cancellation` rather than sleeping.
public protocol AsyncEmblemImageLoader: Sendable {
    /// The picture at `url`; throws ``ImageError/cancelled`` once `cancellation` is cancelled.
    func loadImage(from url: URL, cancellation: LoadCancellation) throws -> Bitmap
}
