import FoundationEssentials
import VitrineSystem
import VitrineThemes

extension GalleryModel {
    /// What the gallery shows, as a link names it: what its followers show (served) and `y`'s line repeats.
    public var sharedView: SharedView {
        let position = shownStory
        let set = position.flatMap { position in
            edits[position].flatMap { values in catalog.controls(at: position)?.assignments(for: values) }
        } ?? []
        let shared: SharedView.Stage
        switch stage.mode {
        case .story: shared = .story
        case let .sheet(kind): shared = .sheet(kind.rawValue)
        case let .compare(comparison): shared = .compare(comparison.axis.rawValue)
        }
        let file = themes.selectedFile.standardizedFileURL
        // A stored theme by its qualified name, so that a colleague's key finds it too.
        let theme = launch.candidatesFolder.flatMap { CandidateArea.qualifiedName(of: file, root: $0) } ?? file.deletingPathExtension().lastPathComponent
        return SharedView(story: position.flatMap(catalog.storyID(at:)), set: set, theme: theme, mode: appearance.rawValue,
                          blitter: blitter.rawValue, stage: shared)
    }
}
