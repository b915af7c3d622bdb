import FoundationEssentials
import VitrineCatalog
import VitrineCore
import VitrineThemes
import VitrineSystem

/// Everything that can happen to the gallery: what the user, the terminal, the clock and finished
/// effects report. ``GalleryModel/update(_:at:)`` decides what each means.
public enum GalleryEvent: Equatable, Sendable {
    case key(Key)
    /// An animation frame's interval passed.
    case tick
    /// The terminal changed size (the next frame is built at the terminal's new size).
    case resize
    /// A watched theme or art file changed on disk.
    case filesChanged
    /// A ``GalleryEffect/loadTheme(_:)`` finished: the theme, whole, or why it could not be loaded.
    case themeLoaded(URL, Result<Theme, ThemeError>)
    /// A ``GalleryEffect/listThemes`` finished: the themes one can switch between, in order.
    case themesListed([URL])
    /// A story's image finished loading, or failed.
    case imageLoaded(StoryPosition, ImagePhase)
    /// A ``GalleryEffect/readPictures(_:)`` finished: what each file held, by path.
    case picturesRead([String: LoadedImage])
    /// The frame just drawn showed the inspector scrolled at most this far (its last lines at the bottom):
    /// a scroll past it is brought back, so that scrolling up starts from what is shown.
    case inspectorEnd(Int)
    /// The gallery this one follows (served, `--follow`) shows this view; its theme's file, when this
    /// gallery has it.
    case followed(SharedView, themeFile: URL?)
    /// This many galleries follow this one now (served).
    case followersCounted(Int)
    /// The clipboard write of `y` cannot arrive, and why (tmux with `set-clipboard off`).
    case clipboardRefused(String)
    /// A ``GalleryEffect/savePicture(name:)`` finished: the file written, or why none was.
    case pictureSaved(Result<String, SaveFailure>)
    /// The terminal went away (SSH drop, closed pane).
    case hangup
    /// A termination signal arrived, with its number.
    case signal(Int32)
}
