import Foundation
import VitrineCore
import VitrineImages

/// A loader that never finishes: the loading story's shimmer runs for as long as it is shown.
struct NeverFinishingLoader: AsyncEmblemImageLoader {
    func loadImage(from url: URL) async throws -> Bitmap {
        while true { try await Task.sleep(for: .seconds(3600)) }
    }
}

/// A loader that waits `delay` before handing over to `loader`: a slow network, without a network.
struct DelayedLoader: AsyncEmblemImageLoader {
    let delay: Duration
    let loader: any AsyncEmblemImageLoader

    func loadImage(from url: URL) async throws -> Bitmap {
        try await Task.sleep(for: delay)
        return try await loader.loadImage(from: url)
    }
}
