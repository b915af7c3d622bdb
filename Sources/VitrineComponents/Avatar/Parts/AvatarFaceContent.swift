import VitrineCore

/// The `Content` of any avatar component: whatever else it holds, an image and initials to choose a
/// face from.
public protocol AvatarFaceContent {
    var image: LoadedImage? { get }
    var initials: String? { get }
}

extension AvatarFaceContent {
    /// The face shown (image, else initials, else icon) and why an image given was not shown.
    public var faceChoice: (face: AvatarFace, note: String?) {
        AvatarFace.choosing(image: image, initials: initials)
    }
}
