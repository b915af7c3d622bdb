import Foundation
import VitrineCore

/// Loads the picture an `AsyncEmblem` shows (the spec's `BB.AsyncEmblemImageLoader`). Plug in another
/// one to fetch or cache differently; ``URLImageLoader`` is the default.
public protocol AsyncEmblemImageLoader: Sendable {
    func loadImage(from url: URL) async throws -> Bitmap
}
