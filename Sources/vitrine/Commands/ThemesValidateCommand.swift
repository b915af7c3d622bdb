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

    @Flag(help: "Print every warning on a line of its own (by default warnings of one kind are one line: a count and the first few tokens).")
    var verbose = false

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
                    for line in lines(error.warnings) { StandardError.write(line + "\n") }
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
            for line in lines(warnings) { try StandardOutput.print(line) }
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

    /// The warnings as printed: each on its own with --verbose, else one line a kind (a count, the first
    /// example in full and the first few other paths) — 4,118 left-out tokens are one line, not 4,118.
    private func lines(_ warnings: [ThemeWarning]) -> [String] {
        guard !verbose else { return warnings.map { "warning: \($0)" } }
        var kinds: [String: [ThemeWarning]] = [:], order: [String] = []
        for warning in warnings {
            let kind = Self.kind(of: warning.message)
            if kinds[kind] == nil { order.append(kind) }
            kinds[kind, default: []].append(warning)
        }
        return order.map { kind in
            let all = kinds[kind]!
            guard all.count > 1 else { return "warning: \(all[0])" }
            let others = all.dropFirst().prefix(3).map(\.tokenPath).joined(separator: ", ")
            return TerminalText.sanitized("warning: \(all.count) tokens: \(all[0]) (also \(others)\(all.count > 4 ? ", …" : ""); --verbose lists each)")
        }
    }

    /// What makes warnings one kind: the message with what names a token or a value (`{a.b}`, `"x"`, numbers,
    /// `#rrggbb`) taken out.
    static func kind(of message: String) -> String {
        message.replacing(valueInMessage, with: "…")
    }

    /// A value in a warning's message: an alias, a quoted name, a hex colour, a number.
    nonisolated(unsafe) private static let valueInMessage = try! Regex(#"\{[^}]*\}|"[^"]*"|#[0-9A-Fa-f]+|-?[0-9]+(\.[0-9]+)?"#)

    /// A warning as a CI finding, at its line and column; an error with `--strict`.
    private func finding(_ warning: ThemeWarning) -> CIFinding {
        CIFinding(rule: "theme/warning", level: strict ? .error : .warning, message: warning.tokenPath + ": " + warning.message,
                  file: CIFormat.shown(warning.file), line: warning.line, column: warning.column)
    }
}
