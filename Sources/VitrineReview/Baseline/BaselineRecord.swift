import VitrineCatalog
import VitrineCore
import VitrineThemes

/// One story under one theme as a baseline keeps it, one text file: for each mode and profile the cells as
/// sent (``StyleLayer``: rows, a style letter a cell, the legend), and for each mode the tokens the story
/// read with their values. Plain text, no time, no path: the same on every machine, and diffable.
public struct BaselineRecord: Equatable, Sendable {
    /// One part of the file: its heading (`light · 256`, `light · tokens`) and what follows it.
    public struct Section: Equatable, Sendable {
        public let heading: String
        public let body: String
    }

    public let storyID: String
    public let theme: String
    public let sections: [Section]

    /// The file of story `storyID` under `theme`, relative to the baseline folder: `default/badge/danger.txt`.
    public static func path(theme: String, storyID: String) -> String {
        "\(theme)/\(storyID).txt"
    }

    public var path: String { Self.path(theme: theme, storyID: storyID) }

    /// `story` drawn under `theme` (named `name`) as `matrix` asks.
    public init(story: Story, theme: Theme, named name: String, matrix: BaselineMatrix) {
        storyID = story.id
        self.theme = name
        var sections: [Section] = []
        for appearance in matrix.appearances {
            let resolved = theme.resolved(for: appearance)
            var reads: [TokenRead] = []
            for profile in matrix.colorProfiles {
                let context = RenderContext(theme: resolved, profile: profile, otherAppearanceTheme: theme.resolved(for: appearance.toggled))
                let recording = story.recordedRender(width: matrix.width, context: context)
                let canvas = recording.canvas.converted(for: profile)
                sections.append(Section(heading: "\(appearance.rawValue) · \(profile.rawValue)",
                                        body: StyleLayer.describe(canvas.cropped(toWidth: max(1, canvas.contentWidth)))))
                reads = recording.reads
            }
            let tokens = reads.filter { $0.appearance == appearance }.map(\.path).sorted().map { path in
                "\(path.rawValue) = \(resolved.token(path)?.shown.description ?? "(none)")"
            }
            sections.append(Section(heading: "\(appearance.rawValue) · tokens", body: tokens.joined(separator: "\n")))
        }
        self.sections = sections
    }

    /// The record in a baseline file's `text` (what ``text`` wrote), or nil when it is not one.
    public init?(text: String, theme: String, storyID: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == Self.title(storyID: storyID, theme: theme) else { return nil }
        lines.removeFirst()
        if lines.last == "" { lines.removeLast() }
        var sections: [Section] = []
        var heading: String?
        var body: [String] = []
        for line in lines {
            if line.hasPrefix("== ") {
                if let heading { sections.append(Section(heading: heading, body: body.joined(separator: "\n"))) }
                (heading, body) = (String(line.dropFirst(3)), [])
            } else {
                guard heading != nil else { return nil }
                body.append(line)
            }
        }
        if let heading { sections.append(Section(heading: heading, body: body.joined(separator: "\n"))) }
        self.storyID = storyID
        self.theme = theme
        self.sections = sections
    }

    /// The file's text.
    public var text: String {
        ([Self.title(storyID: storyID, theme: theme)] + sections.flatMap { ["== " + $0.heading, $0.body] }).joined(separator: "\n") + "\n"
    }

    private static func title(storyID: String, theme: String) -> String {
        "\(storyID) · theme \(theme)"
    }
}
