import ArgumentParser
import FoundationEssentials
import VitrineCatalog
import VitrineCore
import VitrineGallery
import VitrineReview

/// `vitrine contrast`: the WCAG 2 contrast of every pair of colours every story draws, for CI.
struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Measure the contrast of every pair of colours the stories draw, as sent; exit 1 when text is below the minimum.",
        discussion: "Exit status: 0 when every text pair passes, 1 when one fails, 2 when the job could not be done (a theme that does not load, a bad argument)."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case json
    }

    @OptionGroup var themeOptions: ThemeOptions

    @Option(help: "Light, dark or both.")
    var mode: ModesOption = .both

    @Option(help: "The colour profile the colours are sent at (auto: truecolor).")
    var colors: ColorProfileOption = .auto

    @Option(help: "The contrast text must reach: AA (4.5:1), AAA (7:1) or a ratio. Graphics need 3:1.")
    var min = ContrastMinimum(argument: "AA")!

    @Option(help: "Output format.")
    var format: Format = .text

    func run() throws {
        let theme = try themeOptions.locator.load(themeOptions.theme)
        let profile = colors.profile ?? .trueColor
        guard profile != .monochrome else { throw ValidationError("--colors mono sends no colour to measure") }
        let report = ContrastReport(catalog: .standardWithPictures, theme: theme, appearances: mode.appearances, profile: profile)
        let failing = report.entries.filter(isFailing)
        switch format {
        case .text:
            let rows = (failing + report.entries.filter { !isFailing($0) }).map(row)
            if !rows.isEmpty { try TextTable.print(rows) }
            let stories = Set(report.entries.map(\.storyID)).count
            try StandardOutput.print("\(report.entries.count) pairs in \(stories) stories under \(TerminalText.sanitized(theme.name)) at "
                + "\(profile.displayName); \(failing.count) below the minimum (text \(min.name), graphics 3:1)")
        case .json:
            try StandardOutput.print(json(report.entries, failing: failing.count))
        }
        if failing.contains(where: { $0.pair.kind == .text }) { throw ExitCode.failure }
    }

    private func required(_ entry: ContrastReport.Entry) -> Double {
        entry.pair.kind == .text ? min.ratio : entry.pair.kind.minimumRatio
    }

    private func isFailing(_ entry: ContrastReport.Entry) -> Bool {
        entry.fails(textMinimum: min.ratio)
    }

    private func row(_ entry: ContrastReport.Entry) -> [String] {
        let verdict = isFailing(entry) ? "FAIL" : entry.isExempt && entry.pair.ratio < required(entry) ? "exempt" : "ok"
        let kind = entry.pair.kind.rawValue + (entry.pair.isInvisible ? " (invisible: the same colour)" : "")
        return [verdict, entry.pair.ratio.fixed(2), kind, entry.storyID,
                entry.appearance.rawValue, "\(entry.pair.foreground) on \(entry.pair.background)",
                tokens(entry.foregroundTokens) + " on " + tokens(entry.backgroundTokens)]
    }

    private func tokens(_ paths: [TokenPath]) -> String {
        paths.isEmpty ? "(not a token)" : paths.map(\.rawValue).joined(separator: " | ")
    }

    private func json(_ entries: [ContrastReport.Entry], failing: Int) throws -> String {
        struct Pair: Encodable {
            let story, mode, kind, foreground, background: String
            let ratio, required: Double
            let passes, exempt: Bool
            let cells: Int
            let foregroundTokens, backgroundTokens: [String]
        }
        let pairs = entries.map { entry in
            Pair(story: entry.storyID, mode: entry.appearance.rawValue, kind: entry.pair.kind.rawValue,
                 foreground: entry.pair.foreground.description, background: entry.pair.background.description,
                 ratio: (entry.pair.ratio * 100).rounded() / 100, required: required(entry), passes: !isFailing(entry), exempt: entry.isExempt,
                 cells: entry.cells, foregroundTokens: entry.foregroundTokens.map(\.rawValue),
                 backgroundTokens: entry.backgroundTokens.map(\.rawValue))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(pairs), as: UTF8.self)
    }
}
