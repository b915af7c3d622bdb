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
        let stageName: String
        switch stage {
        case .story: stageName = "story"
        case let .sheet(kind): stageName = "sheet:" + kind.rawValue
        case let .compare(comparison): stageName = "compare:" + comparison.axis.rawValue
        }
        let file = themes.selectedFile.standardizedFileURL
        // A stored theme by its qualified name, so that a colleague's key finds it too.
        let theme = launch.candidatesFolder.flatMap { CandidateArea.qualifiedName(of: file, root: $0) } ?? file.deletingPathExtension().lastPathComponent
        return SharedView(story: position.flatMap(catalog.storyID(at:)), set: set, theme: theme, mode: appearance.rawValue,
                          blitter: blitter.rawValue, stage: stageName)
    }
}
