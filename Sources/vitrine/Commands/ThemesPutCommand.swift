import ArgumentParser
import FoundationEssentials
import VitrineCatalog
import VitrineCore
import VitrineThemes

/// `vitrine themes put NAME`: under `vitrine serve`, keeps a candidate theme from standard input in the
/// client's own area, after it loads as the gallery would load it.
struct ThemesPutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "put",
        abstract: "Over vitrine serve: store a theme from standard input under NAME, for your key only (ssh HOST themes put NAME < theme.json).",
        discussion: """
        The theme extends a served theme by name ("$extends": "default"). It joins your t cycle and can be named in \
        links, diff, contrast and review; a colleague opens it as NAME@KEY, the name themes list shows. \
        Exit status: 0 stored, 1 refused (invalid, or past a bound), 2 not served or bad arguments.
        """
    )

    @Argument(help: "The name to store it under: a-z, 0-9 and -, at most 40.")
    var name: String

    @OptionGroup var themesFolder: ThemesFolderOption

    func run() throws {
        let locator = themesFolder.locator
        let directory = locator.directory()
        guard let area = locator.candidates(besides: directory), let directory else {
            throw ValidationError("themes put stores a theme for a client of vitrine serve; here, copy the file into the themes folder")
        }
        guard CandidateArea.isName(name) else {
            throw ValidationError("\(TerminalText.sanitized(name)): a stored theme's name is 1–40 of a-z, 0-9 and -")
        }
        guard !directory.themeNames().contains(name) else {
            throw ValidationError("\(name) is a served theme; store yours under another name")
        }
        let bytes = try StandardInput.theme()
        if let refusal = area.refusal(storing: bytes.count, as: name) { return try refuse(refusal) }
        // Checked where it will be, so that `$extends` and any dark-values file resolve as they will later.
        let source = ThemeSource(url: area.folder.appendingPathComponent(name + ".json"), contents: bytes, baseFolder: area.baseFolder)
        let theme: Theme
        do { theme = try source.load() } catch { return try refuse("not stored: \(error)") }
        do {
            if let refusal = try area.store(Array(bytes), as: name) { return try refuse(refusal) }
        } catch { return try refuse("not stored: \(error)") }
        let base = theme.extends.map { ", extends \($0)" } ?? ""
        try StandardOutput.print("stored \(name)@\(area.owner)  (\(theme.light.count) tokens\(base)); open it: --theme \(name)")
    }

    private func refuse(_ reason: String) throws {
        StandardError.write("vitrine: \(reason)\n")
        throw ExitCode.failure
    }
}
