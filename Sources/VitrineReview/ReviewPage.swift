import VitrineCatalog
import VitrineCore
import VitrineThemes

/// `vitrine review`: a static page (one HTML file and its SVG pictures, no script, no network) with every
/// story a theme change changed, before and after, the changed cells outlined, the tokens behind the
/// change and the lowest text contrast before and after; the unchanged stories folded away.
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
            let name = change.storyID.replacing("/", with: "_") + "." + change.appearance.rawValue
            let stamp = { (theme: Theme, canvas: Canvas) in
                "\(change.storyID) · theme \(theme.name) · \(change.appearance.rawValue) · \(profile.displayName) · "
                    + "\(canvas.size.width)×\(canvas.size.height) cells"
            }
            pictures.append(File(path: "pictures/\(name).before.svg",
                                 contents: SVGWriter.render(change.before, profile: profile, stamp: stamp(old, change.before))))
            pictures.append(File(path: "pictures/\(name).after.svg",
                                 contents: SVGWriter.render(change.after, profile: profile, stamp: stamp(new, change.after),
                                                            marks: change.changedCells)))
            let contrast = catalog.story(withID: change.storyID).map { story in
                Self.contrastLine(story: story, appearance: change.appearance, old: old, new: new, profile: profile)
            } ?? ""
            sections += """
            <section id="\(Self.escaped(name))">
            <h2>\(Self.escaped(change.storyID)) · \(change.appearance.rawValue) · \(change.changedCells.count) cells changed</h2>
            \(Self.tokenTable(change.causes))\(contrast)<figure><img src="pictures/\(Self.escaped(name)).before.svg" alt="before"><figcaption>before: \
            \(Self.escaped(old.name))</figcaption></figure>
            <figure><img src="pictures/\(Self.escaped(name)).after.svg" alt="after"><figcaption>after: \(Self.escaped(new.name)), changed cells \
            outlined</figcaption></figure>
            </section>

            """
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

    private static func tokenTable(_ changes: [TokenChange]) -> String {
        guard !changes.isEmpty else { return "" }
        return "<table>\n" + changes.map { change in
            "<tr><td>\(escaped(change.path.rawValue)) (\(change.appearance.rawValue))</td><td>\(escaped(change.before?.description ?? "none"))</td>"
                + "<td>→</td><td>\(escaped(change.after?.description ?? "none"))</td>"
                + "<td>\(change.aliasChain.isEmpty ? "" : "via " + escaped(change.aliasChain.map(\.rawValue).joined(separator: " → ")))</td></tr>\n"
        }.joined() + "</table>\n"
    }

    /// The lowest contrast of the story's text before and after, as sent.
    private static func contrastLine(story: Story, appearance: Appearance, old: Theme, new: Theme, profile: ColorProfile) -> String {
        func lowest(_ theme: Theme) -> Double? {
            let context = RenderContext(theme: theme.resolved(for: appearance), profile: profile,
                                        otherAppearanceTheme: theme.resolved(for: appearance.toggled))
            return ContrastReport.entries(for: story, context: context).filter { $0.pair.kind == .text }.map(\.pair.ratio).min()
        }
        guard let before = lowest(old), let after = lowest(new) else { return "" }
        func figure(_ ratio: Double) -> String {
            ratio.fixed(2) + ":1" + (ratio < ContrastPair.Kind.text.minimumRatio ? " (below AA)" : "")
        }
        return "<p>Lowest text contrast: \(figure(before)) → \(figure(after))</p>\n"
    }

    private static func escaped(_ text: String) -> String { SVGWriter.escaped(TerminalText.sanitized(text)) }
}
