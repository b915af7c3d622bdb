import FoundationEssentials
import VitrineCore

/// The one-line `vitrine` command that opens the gallery as the model shows it now (`y`): story, theme
/// (by name when it is in the themes folder, else by path), the story's edited content (`--set`), mode,
/// colours, blitter and compare mode.
public enum ReproduceCommand {
    public static func line(for model: GalleryModel) -> String {
        var arguments = ["vitrine"]
        if let position = model.shownStory, let id = model.catalog.storyID(at: position) {
            arguments += ["--story", id]
            if let values = model.edits[position], let set = model.catalog.controls(at: position) {
                arguments += set.assignments(for: values).flatMap { ["--set", $0] }
            }
        }
        let file = model.themes.selectedFile.standardizedFileURL
        if let folder = model.launch.themesFolder?.standardizedFileURL, file.deletingLastPathComponent() == folder,
           file.pathExtension == "json" {
            if let option = model.launch.themesOption { arguments += ["--themes", option] }
            arguments += ["--theme", file.deletingPathExtension().lastPathComponent]
        } else {
            arguments += ["--theme", file.path]
        }
        arguments += ["--mode", model.appearance.rawValue, "--colors", model.launch.profile.rawValue, "--blitter", model.blitter.rawValue]
        if let comparison = model.comparison { arguments += ["--compare", comparison.axis.rawValue] }
        if model.reduceMotion { arguments.append("--reduce-motion") }
        if model.launch.controls.allowsNetwork { arguments.append("--allow-network") }
        return arguments.map(quoted).joined(separator: " ")
    }

    /// `argument` as a POSIX shell reads it back: bare when it is only safe characters, else in single quotes.
    static func quoted(_ argument: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./:=@%+,")
        guard argument.isEmpty || !argument.allSatisfy({ safe.contains($0) }) else { return argument }
        return "'" + argument.replacing("'", with: "'\\''") + "'"
    }
}
