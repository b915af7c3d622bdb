import VitrineCatalog
import VitrineCore
import VitrineThemes

/// `vitrine review`: a static page (one HTML file and its SVG pictures, no script, no network) with every
/// story a theme change changed: before, after and what changed (the changed cells in their new colours,
/// the rest faded) side by side and labelled, scaled to a readable size, the tokens behind the change and
/// the lowest text contrast before and after at truecolor, 256 and 16 colours; the unchanged stories
/// folded away.
public struct ReviewPage: Sendable {
    /// A file of the page, relative to its folder.
    public struct File: Sendable {
        public let path: String
        public let contents: String
    }

    public let files: [File]

    /// The page for `diff`, made from `catalog` under the two themes it compared at `profile`.
    public init(diff: ThemeDiff, catalog: StoryCatalog, old: Theme, new: Theme, profile: ColorProfile) {
        var pictures: [File] = []
        var sections = ""
        for change in diff.changed {
            let contrast = catalog.story(withID: change.storyID).map { story in
                Self.contrastLine(story: story, appearance: change.appearance, old: old, new: new)
            } ?? ""
            let section = Self.section(for: change, named: change.storyID.replacing("/", with: "_") + "." + change.appearance.rawValue,
                                       title: "\(change.storyID) · \(change.appearance.rawValue)", profile: profile,
                                       names: (old.name, new.name), details: Self.tokenTable(change.causes) + contrast)
            sections += section.html
            pictures += section.pictures
        }
        let (changed, compared) = diff.storyCounts
        let unchanged = Set(diff.stories.map(\.storyID)).subtracting(diff.changed.map(\.storyID))
        let unchangedList = diff.stories.map(\.storyID).reduce(into: [String]()) { list, id in
            if unchanged.contains(id), !list.contains(id) { list.append(id) }
        }
        var body = """
        <h1>Theme review: \(Self.escaped(old.name)) → \(Self.escaped(new.name))</h1>
        <p class="summary">\(changed) of \(compared) stories changed (\(profile.displayName), as sent).</p>

        """
        body += sections
        body += "<details><summary>\(unchangedList.count) unchanged stories</summary>\n<p>"
            + unchangedList.map { "<code>\(Self.escaped($0))</code>" }.joined(separator: " ") + "</p>\n</details>\n"
        if !diff.unshownTokenChanges.isEmpty {
            body += "<details><summary>\(diff.unshownTokenChanges.count) changed tokens no changed story shows</summary>\n"
                + Self.tokenTable(diff.unshownTokenChanges.map(\.change)) + "</details>\n"
        }
        files = [File(path: "index.html", contents: PicturePage.document(title: "Theme review: \(old.name) → \(new.name)", body: body))]
            + pictures
    }

    /// The page for a baseline check: every record section whose cells changed, before (the baseline) and
    /// after (drawn now), with the token lines that changed in its mode.
    public init(baseline comparison: BaselineComparison, folderName: String) {
        var pictures: [File] = []
        var sections = ""
        for difference in comparison.differences {
            guard let change = difference.change, let profile = difference.profile else { continue }
            let tokens = comparison.differences.filter {
                $0.change == nil && $0.theme == difference.theme && $0.storyID == difference.storyID && $0.heading.hasPrefix(change.appearance.rawValue + " ")
            }
            let rows = tokens.flatMap(\.tokens).map { token in
                "<tr><td>\(Self.escaped(token.path))</td><td>\(Self.escaped(token.before ?? "not read"))</td><td>→</td>"
                    + "<td>\(Self.escaped(token.after ?? "not read"))</td></tr>\n"
            }
            let details = rows.isEmpty ? "" : "<table>\n" + rows.joined() + "</table>\n"
            let section = Self.section(for: change, named: [difference.theme, change.storyID.replacing("/", with: "_"), change.appearance.rawValue,
                                                            profile.rawValue].joined(separator: "."),
                                       title: "\(difference.theme) · \(change.storyID) · \(difference.heading)", profile: profile,
                                       names: ("baseline", "now"), details: details)
            sections += section.html
            pictures += section.pictures
        }
        let changed = comparison.changedRecords.count + comparison.removed.count
        let listed = { (title: String, paths: [String]) in
            paths.isEmpty ? "" : "<p>\(title): " + paths.map { "<code>\(Self.escaped($0))</code>" }.joined(separator: " ") + "</p>\n"
        }
        let body = """
        <h1>Baseline check: \(Self.escaped(folderName))</h1>
        <p class="summary">\(changed) of \(comparison.compared) stories × themes differ from the baseline.</p>

        """ + sections + listed("New (not in the baseline)", comparison.added) + listed("Gone (in the baseline, no longer drawn)", comparison.removed)
        files = [File(path: "index.html", contents: PicturePage.document(title: "Baseline check: \(folderName)", body: body))] + pictures
    }

    /// One changed story's section (`title`, then `details`, then before, after and what changed) and its
    /// three pictures, named `pictures/NAME.before.svg` and so on; `names` are the two sides' captions.
    private static func section(for change: StoryChange, named name: String, title: String, profile: ColorProfile,
                                names: (before: String, after: String), details: String) -> (html: String, pictures: [File]) {
        // The pictures end a cell past what either side draws, not at the diff's full width.
        let width = max(change.before.contentWidth, change.after.contentWidth) + 1
        let (before, after) = (change.before.cropped(toWidth: width), change.after.cropped(toWidth: width))
        let stamp = { (side: String, canvas: Canvas) in
            "\(change.storyID) · \(side) · \(change.appearance.rawValue) · \(profile.displayName) · \(canvas.size.width)×\(canvas.size.height) cells"
        }
        // The page's captions say what each picture is; the pictures hold only the cells (their titles the stamp).
        let pictures = [
            File(path: "pictures/\(name).before.svg",
                 contents: SVGWriter.render(before, profile: profile, stamp: stamp("theme " + names.before, before), captioned: false)),
            File(path: "pictures/\(name).after.svg",
                 contents: SVGWriter.render(after, profile: profile, stamp: stamp("theme " + names.after, after), captioned: false)),
            File(path: "pictures/\(name).changed.svg",
                 contents: SVGWriter.render(after, profile: profile, stamp: "changed: " + stamp("theme " + names.after, after), captioned: false,
                                            highlighting: Set(change.changedCells))),
        ]
        let scale = Self.scale(after)
        let (shownWidth, shownHeight) = (scale * after.size.width * SVGWriter.cellWidth, scale * after.size.height * SVGWriter.cellHeight)
        let figure = { (picture: String, caption: String) in
            "<figure><img src=\"pictures/\(Self.escaped(name)).\(picture).svg\" alt=\"\(picture)\" width=\"\(shownWidth)\" height=\"\(shownHeight)\">"
                + "<figcaption>\(caption)</figcaption></figure>"
        }
        let html = """
        <section id="\(Self.escaped(name))">
        <h2>\(Self.escaped(title)) · \(change.changedCells.count) cells changed</h2>
        \(details)<div class="pictures">
        \(figure("before", "before: " + Self.escaped(names.before)))
        \(figure("after", "after: " + Self.escaped(names.after)))
        \(figure("changed", "what changed: the changed cells in their new colours, the rest faded"))
        </div>
        </section>

        """
        return (html, pictures)
    }

    private static func tokenTable(_ changes: [TokenChange]) -> String {
        guard !changes.isEmpty else { return "" }
        return "<table>\n" + changes.map { change in
            "<tr><td>\(escaped(change.path.rawValue)) (\(change.appearance.rawValue))</td><td>\(escaped(change.before?.description ?? "none"))</td>"
                + "<td>→</td><td>\(escaped(change.after?.description ?? "none"))</td>"
                + "<td>\(change.aliasChain.isEmpty ? "" : "via " + escaped(change.aliasChain.map(\.rawValue).joined(separator: " → ")))</td></tr>\n"
        }.joined() + "</table>\n"
    }

    /// How many times its natural size (10×20 px a cell) a picture is shown: a one-row badge four times, a
    /// large avatar twice, so that every story reads at about 80 px tall or more.
    static func scale(_ canvas: Canvas) -> Int {
        min(4, max(2, 80 / max(1, canvas.size.height * SVGWriter.cellHeight) + 1))
    }

    /// The lowest contrast of the story's text before and after, as sent at truecolor, 256 and 16 colours.
    private static func contrastLine(story: Story, appearance: Appearance, old: Theme, new: Theme) -> String {
        let profiles: [ColorProfile] = [.trueColor, .ansi256, .ansi16]
        let figures = profiles.compactMap { profile in
            lowestTextContrast(story: story, appearance: appearance, old: old, new: new, profile: profile).map { "\(profile.displayName) \($0)" }
        }
        return figures.isEmpty ? "" : "<p>Lowest text contrast: " + figures.joined(separator: "; ") + "</p>\n"
    }

    /// `4.61:1 → 3.20:1 (below AA)` at `profile`; nil where the story draws no text in colour.
    private static func lowestTextContrast(story: Story, appearance: Appearance, old: Theme, new: Theme, profile: ColorProfile) -> String? {
        func lowest(_ theme: Theme) -> Double? {
            let context = RenderContext(theme: theme.resolved(for: appearance), profile: profile,
                                        otherAppearanceTheme: theme.resolved(for: appearance.toggled))
            return ContrastReport.entries(for: story, context: context).filter { $0.pair.kind == .text }.map(\.pair.ratio).min()
        }
        guard let before = lowest(old), let after = lowest(new) else { return nil }
        func figure(_ ratio: Double) -> String {
            ratio.fixed(2) + ":1" + (ratio < ContrastPair.Kind.text.minimumRatio ? " (below AA)" : "")
        }
        return "\(figure(before)) → \(figure(after))"
    }

    private static func escaped(_ text: String) -> String { SVGWriter.escaped(TerminalText.sanitized(text)) }
}
