import VitrineCore
import VitrineReview
import VitrineSystem

/// `baseline check --format markdown`: what a reviewer reads first on a CI run's page (GitHub's job summary,
/// `>> $GITHUB_STEP_SUMMARY`): the verdict, each changed story with its tokens before and after, new and gone
/// themes and stories, meanings that moved, and where the review page is.
struct BaselineSummary {
    let comparison: BaselineComparison
    let folder: String
    let themes: (new: [String], gone: [String])
    /// The `--review` folder, when one was written.
    let review: String?

    var markdown: String {
        let changed = comparison.changedRecords.count + comparison.removed.count
        var text = "## Vitrine baseline: " + (changed == 0 ? "no change" : "\(changed) of \(comparison.compared) stories × themes differ")
            + " (`\(MarkdownTable.cell(folder))`)\n\n"
        guard changed > 0 || !comparison.meaningShifts.isEmpty else { return text }
        var stories = MarkdownTable(["theme", "story", "what changed", "tokens (baseline → now)"])
        var seen: [String] = []
        for difference in comparison.differences {
            let key = "\(difference.theme)/\(difference.storyID)"
            guard !seen.contains(key) else { continue }
            seen.append(key)
            let mine = comparison.differences.filter { "\($0.theme)/\($0.storyID)" == key }
            let cells = mine.compactMap { section in section.change.map { "\(section.heading): \($0.changedCells.count) cells" } }
            let tokens = mine.flatMap(\.tokens).map { "\($0.path) \($0.before ?? "(not read)") → \($0.after ?? "(not read)")" }
            stories.rows.append([difference.theme, difference.storyID, cells.isEmpty ? "tokens only (no cell changed)" : cells.joined(separator: ", "),
                                 tokens.firstOccurrences().joined(separator: "; ")])
        }
        if !stories.rows.isEmpty { text += stories.text() + "\n" }
        if !comparison.meaningShifts.isEmpty {
            var moved = MarkdownTable(["theme", "mode · profile", "story", "meaning"])
            moved.rows = comparison.meaningShifts.map { theme, profile, shift in
                [theme, "\(shift.appearance.rawValue) · \(profile.rawValue)", shift.storyID, "\(shift.meaning.name) now reads as \(shift.readsAs.name)"]
            }
            text += "**Meanings that moved** (each now reads as another did in the baseline):\n\n" + moved.text() + "\n"
        }
        for theme in themes.new { text += "- new theme `\(MarkdownTable.cell(theme))`: its stories are not in the baseline\n" }
        for theme in themes.gone { text += "- gone theme `\(MarkdownTable.cell(theme))`: in the baseline, no longer in the themes folder\n" }
        let otherNew = comparison.added.filter { path in !themes.new.contains { path.hasPrefix($0 + "/") } }
        let otherGone = comparison.removed.filter { path in !themes.gone.contains { path.hasPrefix($0 + "/") } }
        if !otherNew.isEmpty { text += "- new stories: " + otherNew.prefix(20).map { "`\(MarkdownTable.cell($0))`" }.joined(separator: ", ") + "\n" }
        if !otherGone.isEmpty { text += "- gone stories: " + otherGone.prefix(20).map { "`\(MarkdownTable.cell($0))`" }.joined(separator: ", ") + "\n" }
        if let review { text += "\nThe review page (before, after and what changed, side by side): `\(MarkdownTable.cell(review))/index.html`" + runLink + ".\n" }
        text += "\nAccept the changes with `vitrine baseline approve \(MarkdownTable.cell(folder))` and commit.\n"
        return text
    }

    /// On GitHub Actions, where the run's artefacts are (`GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`, `GITHUB_RUN_ID`).
    private var runLink: String {
        let environment = ProcessEnvironment.variables
        // Only what a link can hold as it is: an https server, letters, digits and `-._/:` (no space, bracket or control).
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._/:")
        guard let server = environment["GITHUB_SERVER_URL"], let repository = environment["GITHUB_REPOSITORY"], let run = environment["GITHUB_RUN_ID"],
              server.hasPrefix("https://"), [server, repository, run].allSatisfy({ !$0.isEmpty && $0.allSatisfy(allowed.contains) }) else { return "" }
        return ", in the run's artefacts: [\(MarkdownTable.cell(repository)) run \(MarkdownTable.cell(run))](\(server)/\(repository)/actions/runs/\(run))"
    }
}
