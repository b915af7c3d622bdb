import FoundationEssentials
import VitrineCore
import VitrineImages

/// A loader that never finishes: the loading story's shimmer runs for as long as it is shown.
struct NeverFinishingLoader: AsyncEmblemImageLoader {
    func loadImage(from url: URL, cancellation: LoadCancellation) throws -> Bitmap {
        cancellation.wait(atMost: nil)
        throw ImageError.cancelled
    }
}

/// A loader that waits `delay` before handing over to `loader`: a slow network, without a network.
struct DelayedLoader: AsyncEmblemImageLoader {
    let delay: Duration
    let loader: any AsyncEmblemImageLoader

    func loadImage(from url: URL, cancellation: LoadCancellation) throws -> Bitmap {
        if cancellation.wait(atMost: delay) { throw ImageError.cancelled }
        return try loader.loadImage(from: url, cancellation: cancellation)
    }
}
