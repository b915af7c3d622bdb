import VitrineCore
import VitrineReview

/// `contrast --format markdown`: a CI job summary of the contrast check, each theme at each profile (pairs
/// measured, below the minimum), then the failures, worst first.
struct ContrastSummary {
    /// Each theme measured: its name, its pairs at each profile, its look-alikes.
    let themes: [(name: String, entries: [(ColorProfile, ContrastReport.Entry)], lookAlikes: [(ColorProfile, LookAlikeReport.Pair)])]
    let textMinimum: Double
    /// How the minimum is named (`AA`).
    let minimumName: String

    var markdown: String {
        let failing = themes.flatMap { theme in theme.entries.filter { $0.1.fails(textMinimum: textMinimum) }.map { (theme.name, $0.0, $0.1) } }
        let misleading = themes.flatMap { theme in theme.lookAlikes.filter { $0.1.misleads }.map { (theme.name, $0.0, $0.1) } }
        var text = "## Vitrine contrast: " + (failing.isEmpty && misleading.isEmpty ? "every theme passes"
            : "\(failing.count) pairs below the minimum, \(misleading.count) looks that read as another meaning")
            + " (text \(minimumName), meaningful graphics 3:1)\n\n"
        var table = MarkdownTable(["theme", "profile", "text and graphic pairs", "below the minimum", "misleading looks"])
        for theme in themes {
            for profile in theme.entries.map(\.0).firstOccurrences() {
                let gated = theme.entries.filter { $0.0 == profile && $0.1.pair.kind.isGated && !$0.1.isExempt }.map(\.1)
                let below = gated.filter { $0.fails(textMinimum: textMinimum) }.count
                let looks = theme.lookAlikes.filter { $0.0 == profile && $0.1.misleads }.count
                table.rows.append([theme.name, profile.displayName, "\(gated.count)", below == 0 ? "0" : "**\(below)**", looks == 0 ? "0" : "**\(looks)**"])
            }
        }
        text += table.text() + "\n"
        if !failing.isEmpty {
            var failures = MarkdownTable(["theme", "story", "mode · profile", "ratio", "kind", "colours", "tokens"])
            failures.rows = failing.sorted { $0.2.pair.ratio < $1.2.pair.ratio }.map { theme, profile, entry in
                [theme, entry.storyID, "\(entry.appearance.rawValue) · \(profile.displayName)", entry.pair.ratio.fixed(2) + ":1", entry.pair.kind.rawValue,
                 "\(entry.pair.foreground) on \(entry.pair.background)",
                 entry.foregroundTokens.map(\.rawValue).joined(separator: " | ") + " on " + entry.backgroundTokens.map(\.rawValue).joined(separator: " | ")]
            }
            text += "**Below the minimum**, worst first:\n\n" + failures.text() + "\n"
        }
        if !misleading.isEmpty {
            var looks = MarkdownTable(["theme", "mode · profile", "looks alike", "meaning"])
            looks.rows = misleading.map { theme, profile, pair in
                [theme, "\(pair.appearance.rawValue) · \(profile.displayName)", "\(pair.first.storyID) = \(pair.second.storyID)",
                 "\(pair.first.meaning.name) and \(pair.second.meaning.name) look the same"]
            }
            text += "**Looks that read as another meaning:**\n\n" + looks.text() + "\n"
        }
        return text
    }
}
