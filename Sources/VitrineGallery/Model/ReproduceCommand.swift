import FoundationEssentials
import VitrineCore

/// The one-line `vitrine` command that opens the gallery as the model shows it now (`y`): story, theme
/// (by name when it is in the themes folder, else by path), the story's edited content (`--set`), mode,
/// colours, blitter, compare mode and sheet. In a gallery served over SSH, the `ssh` line that opens the same
/// view in the shared gallery: `ssh -t -p 2222 host -- --story badge/danger --theme harbour-bank …` — what
/// the story is, not what the sender's terminal could draw (a colleague's terminal picks its own colours
/// and blitter).
public enum ReproduceCommand {
    public static func line(for model: GalleryModel) -> String {
        guard let address = model.launch.servedAddress else { return (["vitrine"] + options(for: model)).map(quoted).joinedText(separator: " ") }
        // The served gallery's options, quoted once for the local shell and once for the server's reading.
        let remote = options(for: model).map(quoted).joinedText(separator: " ")
        return sshPrefix(address: address) + " " + quoted(remote)
    }

    /// Served, what `P` suggests: the `ssh` line that renders the story as shown (theme, mode, edits) to a
    /// PNG on the colleague's side; nil when not served.
    public static func pictureLine(for model: GalleryModel, story: String) -> String? {
        guard let address = model.launch.servedAddress else { return nil }
        let view = model.sharedView
        let remote = (["render", story, "--theme", view.theme, "--mode", view.mode] + view.set.flatMap { ["--set", $0] }
            + ["--screen", "120x40", "--format", "png"]).map(quoted).joinedText(separator: " ")
        return sshPrefix(address: address, terminal: false) + " " + quoted(remote) + " > screen.png"
    }

    /// `ssh [-t] -p PORT HOST --` for a served gallery's address (`host:port`, `[::1]:port`).
    private static func sshPrefix(address: String, terminal: Bool = true) -> String {
        var host = address, port = "22"
        if let colon = address.lastIndex(of: ":"), !address[address.index(after: colon)...].isEmpty, !address.hasSuffix("]") {
            (host, port) = (String(address[..<colon]), String(address[address.index(after: colon)...]))
        }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        return ((terminal ? ["ssh", "-t"] : ["ssh"]) + ["-p", port, host, "--"]).map(quoted).joinedText(separator: " ")
    }

    /// The gallery options that reproduce the view (a served gallery names its theme by name only).
    private static func options(for model: GalleryModel) -> [String] {
        let view = model.sharedView
        var arguments: [String] = []
        if let story = view.story { arguments += ["--story", story] + view.set.flatMap { ["--set", $0] } }
        let file = model.themes.selectedFile.standardizedFileURL
        if model.launch.servedAddress != nil {
            arguments += ["--theme", view.theme]
        } else if let folder = model.launch.themesFolder?.standardizedFileURL, file.deletingLastPathComponent() == folder,
                  file.pathExtension == "json" {
            if let option = model.launch.themesOption { arguments += ["--themes", option] }
            arguments += ["--theme", view.theme]
        } else {
            arguments += ["--theme", file.path]
        }
        arguments += ["--mode", view.mode]
        // A link names the story, not the sender's display; a command run here reproduces the display too.
        if model.launch.servedAddress == nil { arguments += ["--colors", model.launch.profile.rawValue, "--blitter", view.blitter] }
        if let comparison = model.comparison { arguments += ["--compare", comparison.axis.rawValue] }
        if let kind = model.sheetKind { arguments += ["--sheet", kind.rawValue] }
        if model.media.loader != .standard { arguments += ["--image-loader", model.media.loader.rawValue] }
        if model.reduceMotion { arguments.append("--reduce-motion") }
        if model.launch.controls.allowsNetwork, model.launch.servedAddress == nil { arguments.append("--allow-network") }
        return arguments
    }

    /// `argument` as a POSIX shell reads it back: bare when it is only safe characters, else in single quotes.
    static func quoted(_ argument: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./:=@%+,")
        guard argument.isEmpty || !argument.allSatisfy({ safe.contains($0) }) else { return argument }
        return "'" + argument.replacing("'", with: "'\\''") + "'"
    }
}
