import FoundationEssentials
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineImages
import VitrineThemes

/// The gallery without a terminal (`render STORY --screen 120x40`, `render STORY --sheet KIND`): the model is
/// started and its effects performed here (pictures read, images loaded, themes loaded for compare mode)
/// until it asks for nothing more; then the screen's frame, or a sheet, is drawn from it.
struct HeadlessGallery {
    var catalog: StoryCatalog
    var library: ThemeLibrary
    var wait: Duration

    /// `model` started, with its effects performed until it asks for nothing more.
    func settled(_ model: GalleryModel) -> GalleryModel {
        var model = model
        var effects = model.start()
        // Each round answers what the last asked; a model asks again only for what the answers changed.
        for _ in 0 ..< 8 where !effects.isEmpty {
            effects = answers(to: effects).flatMap { model.update($0) }
        }
        return model
    }

    private func answers(to effects: [GalleryEffect]) -> [GalleryEvent] {
        effects.compactMap { effect -> GalleryEvent? in
            switch effect {
            case let .readPictures(files): return .picturesRead(ImageFile.read(files))
            case let .startImageLoad(position, request): return .imageLoaded(position, request.phase(waitingAtMost: wait))
            case let .loadTheme(file):
                let theme = Result { () throws(ThemeError) -> Theme in
                    try catalog.loadTheme(from: file, baseFolder: library.baseFolder(for: file), themesFolder: library.directory?.url)
                }
                return .themeLoaded(file, theme)
            case .listThemes: return .themesListed(library.files(standalone: true))
            case .cancelImageLoad, .watch, .copyToClipboard, .savePicture, .exit: return nil
            }
        }
    }
}
