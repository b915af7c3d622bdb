import FoundationEssentials
import VitrineCatalog
import VitrineCore

/// What the gallery was started with that its state does not show: the terminal's colour profile and
/// where themes are found. `y` needs them to write the command that reproduces the view.
public struct GalleryLaunch: Equatable, Sendable {
    /// The colour profile frames are sent at.
    public var profile: ColorProfile
    /// The folder theme names are looked up in, if any.
    public var themesFolder: URL?
    /// `--themes` as given on the command line, repeated by `y` when a theme is named.
    public var themesOption: String?
    /// What edited paths and URLs are read against (the working directory, `--allow-network`).
    public var controls: ControlEnvironment
    /// Under `vitrine serve`, the `host:port` clients reach the server at: `y` then writes an `ssh` link.
    public var servedAddress: String?
    /// Under `vitrine serve`, the candidates folder whose themes a link names as `NAME@OWNER`.
    public var candidatesFolder: URL?
    /// Under `vitrine serve`, whom this gallery follows (`alice, session 3`): it shows their view, read-only.
    public var following: String?
    /// The terminal likely draws sextants (it draws block elements itself); else `b` skips them.
    public var drawsSextants = true
    /// The symbols the terminal draws itself, exactly: badges choose their caps by them.
    public var drawnSymbols: DrawnSymbols = .blockElements
    /// The badge caps asked for (`--badge-caps`); nil chooses them by the theme and ``drawnSymbols``.
    public var pillCaps: PillCaps?

    public init(profile: ColorProfile = .trueColor, themesFolder: URL? = nil, themesOption: String? = nil,
                controls: ControlEnvironment = ControlEnvironment(), servedAddress: String? = nil, candidatesFolder: URL? = nil,
                following: String? = nil, drawsSextants: Bool = true, drawnSymbols: DrawnSymbols = .blockElements, pillCaps: PillCaps? = nil) {
        self.candidatesFolder = candidatesFolder
        self.drawsSextants = drawsSextants
        self.drawnSymbols = drawnSymbols
        self.pillCaps = pillCaps
        self.following = following
        self.profile = profile
        self.themesFolder = themesFolder
        self.themesOption = themesOption
        self.controls = controls
        self.servedAddress = servedAddress
    }
}
