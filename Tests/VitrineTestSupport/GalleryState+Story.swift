import VitrineCore
import VitrineGallery

extension GalleryState {
    /// A state of the standard catalogue opened at story `id` (which must exist).
    public static func showing(_ id: String, appearance: Appearance = .light) -> GalleryState {
        let position = StoryCatalog.standard.position(ofStory: id)!
        return GalleryState(shape: StoryCatalog.standard.shape, appearance: appearance,
                            component: position.component, story: position.story)
    }
}
