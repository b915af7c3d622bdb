import ArgumentParser
import FoundationEssentials
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineReview
import VitrineThemes

/// `vitrine themes validate FILE…`: loads each theme as the gallery would; exits 1 if any fails.
struct ThemesValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check theme files: JSON, aliases, types, values, and every token the components need.",
        discussion: "Exit status: 0 when every file passes, 1 when one fails (or has warnings, with --strict), 2 for a bad argument."
    )

    @Argument(help: "Theme files (or theme names in the themes folder; - reads one from standard input).")
    var files: [String]

    @OptionGroup var themesFolder: ThemesFolderOption

    @Flag(help: "Fail on warnings too (a token of a type Vitrine does not read, a deprecated token a component reads), and check every token as if a component read it, for CI.")
    var strict = false

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case junit
        case github
        case sarif
        case codequality
    }

    @Option(help: "Output format: text, or for CI junit (a test case a file), github (workflow annotations at the file, line and column) or sarif.")
    var format: Format = .text

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one theme file") }
    }

    func run() throws {
        var failures = 0, warned = 0
        var checks: [CICheck] = []
        // Every error and warning at the line and column of the value it is about (CI annotations land there).
        var locator = TokenLocator()
        for file in files {
            let source = try themesFolder.locator.source(of: file)
            let theme: Theme
            do {
                theme = try source.load(everyTokenRead: strict)
            } catch {
                failures += 1
                let error = error.located(by: &locator)
                checks.append(CICheck(group: "themes", name: file, findings: error.all.map { error in
                    CIFinding(rule: "theme/invalid", message: (error.tokenPath.map { $0 + ": " } ?? "") + error.message, file: CIFormat.shown(error.file),
                              line: error.line, column: error.column)
                } + error.warnings.map(finding)))
                if format == .text {
                    for each in error.all { StandardError.write("error: \(each)\n") }
                    if error.others.count == ThemeError.maximumOthers { StandardError.write("(the first \(error.all.count) errors)\n") }
                    for warning in error.warnings { StandardError.write("warning: \(warning)\n") }
                }
                continue
            }
            let warnings = theme.warnings.map { $0.located(by: &locator) }
            checks.append(CICheck(group: "themes", name: file, findings: warnings.map(finding)))
            if !warnings.isEmpty { warned += 1 }
            guard format == .text else { continue }
            let base = theme.extends.map { ", extends \($0)" } ?? ""
            let counted = warnings.isEmpty ? "" : ", \(warnings.count) warning\(warnings.count == 1 ? "" : "s")"
            try StandardOutput.print(TerminalText.sanitized("ok  \(theme.file)  (\(theme.light.count) tokens\(base)\(counted))"))
            for warning in warnings { try StandardOutput.print("warning: \(warning)") }
        }
        if let ci = CIFormat(rawValue: format.rawValue) {
            try ci.print(checks, suite: "vitrine themes validate", rules: [("theme/invalid", "A theme that does not load"),
                                                                         ("theme/warning", "A theme that loads but deserves a look")])
        }
        if failures > 0 {
            StandardError.write("\(failures) of \(files.count) theme files failed\n")
            throw ExitCode.failure
        }
        if strict, warned > 0 {
            StandardError.write("\(warned) of \(files.count) theme files have warnings (--strict)\n")
            throw ExitCode.failure
        }
    }

    /// A warning as a CI finding, at its line and column; an error with `--strict`.
    private func finding(_ warning: ThemeWarning) -> CIFinding {
        CIFinding(rule: "theme/warning", level: strict ? .error : .warning, message: warning.tokenPath + ": " + warning.message,
                  file: CIFormat.shown(warning.file), line: warning.line, column: warning.column)
    }
}
