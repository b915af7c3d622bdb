import FoundationEssentials
import VitrineCore
import VitrineImages

/// Refuses `http(s)` URLs (the gallery touches no network unless asked), hands the rest to `loader`.
struct LocalOnlyLoader: AsyncEmblemImageLoader {
    let loader: any AsyncEmblemImageLoader

    func loadImage(from url: URL, cancellation: LoadCancellation) throws -> Bitmap {
        if ["http", "https"].contains(url.scheme?.lowercased() ?? "") { throw ImageError.networkNotAllowed }
        return try loader.loadImage(from: url, cancellation: cancellation)
    }
}
