import VitrineCore

/// Where loading a story's image stands (``ImageRequest``): what the gallery keeps for each story shown,
/// whatever component draws it.
public enum ImagePhase: Equatable, Sendable {
    case loading
    case loaded(Bitmap)
    /// An error, a timeout or undecodable data, with the reason (sanitised).
    case failed(reason: String)
}
