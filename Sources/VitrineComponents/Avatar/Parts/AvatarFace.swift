import VitrineCore

/// What fills an avatar's shape, in the spec's order of precedence: the image, else the initials,
/// else the placeholder icon. A base part shared by every avatar component.
public enum AvatarFace: Equatable, Sendable {
    case image(Bitmap)
    case initials(String)
    case icon

    /// The face for an image (maybe failed to load) and initials, and a note when an image was given
    /// but could not be shown.
    public static func choosing(image: LoadedImage?, initials: String?) -> (face: AvatarFace, note: String?) {
        let label = InitialsLabel.normalized(initials ?? "")
        let fallback: AvatarFace = label.isEmpty ? .icon : .initials(label)
        guard let image else { return (fallback, nil) }
        if let reason = image.failureReason {
            return (fallback, "Image unavailable (\(reason)); showing the \(fallback.name) instead.")
        }
        guard let bitmap = image.bitmap, bitmap.width > 0, bitmap.height > 0 else {
            return (fallback, "Image is empty; showing the \(fallback.name) instead.")
        }
        return (.image(bitmap), nil)
    }

    /// What a screen reader says for this face: `Avatar, JD`, `Profile picture` or `Avatar placeholder`.
    public var spokenName: String {
        switch self {
        case let .initials(initials): return "Avatar, \(initials)"
        case .image: return "Profile picture"
        case .icon: return "Avatar placeholder"
        }
    }

    /// How the inspector and accessibility labels name this face.
    public var name: String {
        switch self {
        case .image: return "image"
        case .initials: return "initials"
        case .icon: return "placeholder icon"
        }
    }
}
