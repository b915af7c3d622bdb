import FoundationEssentials
import VitrineCatalog

/// What ``GalleryModel/update(_:at:)`` asks the runtime to do; results come back as ``GalleryEvent``s.
public enum GalleryEffect: Equatable, Sendable {
    /// Load (parse, resolve, validate) the theme in this file; answered by `themeLoaded`.
    case loadTheme(URL)
    /// List the themes one can switch between; answered by `themesListed`.
    case listThemes
    /// Start loading the image of the story at this position, as the request says; answered by `imageLoaded`.
    case startImageLoad(StoryPosition, ImageRequest)
    /// Stop loading it (the story is no longer shown).
    case cancelImageLoad(StoryPosition)
    /// Read these picture files (named in edits); answered by `picturesRead`.
    case readPictures([String])
    /// Watch exactly these files for changes (replacing what was watched); changes come as `filesChanged`.
    case watch([String])
    /// Put this text on the terminal's clipboard (OSC 52, which tmux and SSH pass on).
    case copyToClipboard(String)
    /// Save a picture (SVG) of the screen as it is now in the working folder, as `NAME.svg` (or `NAME-2.svg`
    /// and so on, never replacing a file); answered by `pictureSaved`.
    case savePicture(name: String)
    /// End the gallery.
    case exit(GalleryExit)
}
