import VitrineCatalog
import VitrineCore
import VitrineThemes

/// What changing a theme does to every story: each story drawn under the old and the new theme in each
/// appearance, compared cell by cell as sent at a colour profile, with the changed tokens behind each
/// changed story, and the changed tokens no changed story shows.
public struct ThemeDiff: Sendable {
    /// Every story compared, in each appearance, in catalogue order.
    public let stories: [StoryChange]
    /// Every token whose value differs, in each appearance compared.
    public let tokenChanges: [TokenChange]
    /// Changed tokens no changed story shows, directly or through an alias: read by no compared story
    /// (`isRead` false), or read only by stories whose cells stayed the same at the profile.
    public let unshownTokenChanges: [(change: TokenChange, isRead: Bool)]
    /// Meanings (badge variants, emblem appearances, status dots) that now read as another meaning did under
    /// the old theme, of the stories compared: a finding of their own, whatever the cells.
    public let meaningShifts: [MeaningShiftReport.Shift]
    /// The names of the themes compared.
    public let oldName: String
    public let newName: String

    private struct TokenKey: Hashable, Sendable {
        let path: TokenPath
        let appearance: Appearance
    }

    /// Compares the stories of `catalog` that `includes` accepts, `width` columns wide.
    public init(catalog: StoryCatalog, from old: Theme, to new: Theme, appearances: [Appearance], profile: ColorProfile,
                width: Int = 40, includes: (Story) -> Bool = { _ in true }) {
        let stories = catalog.allStories.filter(includes)
        var changes: [StoryChange] = []
        var tokenChanges: [TokenChange] = []
        var read = Set<TokenKey>()
        for appearance in appearances {
            let (oldContext, newContext) = (Self.context(old, appearance, profile), Self.context(new, appearance, profile))
            tokenChanges += TokenChange.changes(from: oldContext.theme, to: newContext.theme)
            for story in stories {
                let (before, after) = (story.recordedRender(width: width, context: oldContext), story.recordedRender(width: width, context: newContext))
                let keys = Set((before.reads + after.reads).map { TokenKey(path: $0.path, appearance: $0.appearance) })
                read.formUnion(keys)
                let causes = Self.changes(of: keys, old: old, new: new)
                changes.append(StoryChange(storyID: story.id, appearance: appearance, before: before.canvas.converted(for: profile),
                                           after: after.canvas.converted(for: profile), causes: causes))
            }
        }
        self.stories = changes
        self.tokenChanges = tokenChanges
        let compared = Set(stories.map(\.id))
        meaningShifts = MeaningShiftReport(catalog: catalog, from: old, to: new, appearances: appearances, profile: profile).shifts
            .filter { compared.contains($0.storyID) }
        (oldName, newName) = (old.name, new.name)
        let causes = changes.filter(\.isChanged).flatMap(\.causes)
        let shown = Set(causes.flatMap { cause in ([cause.path] + cause.aliasChain).map { TokenKey(path: $0, appearance: cause.appearance) } })
        // A token is read, too, when a token read aliases it.
        let readThrough = Set(read.flatMap { key in
            [old, new].flatMap { $0.resolved(for: key.appearance).token(key.path)?.aliasChain ?? [] }.map { TokenKey(path: $0, appearance: key.appearance) }
                + [key]
        })
        unshownTokenChanges = tokenChanges.compactMap { change in
            let key = TokenKey(path: change.path, appearance: change.appearance)
            return shown.contains(key) ? nil : (change, readThrough.contains(key))
        }
    }

    /// The stories whose cells changed in some appearance, in order.
    public var changed: [StoryChange] { stories.filter(\.isChanged) }

    /// How many distinct stories changed in at least one appearance, and how many were compared.
    public var storyCounts: (changed: Int, compared: Int) {
        (Set(changed.map(\.storyID)).count, Set(stories.map(\.storyID)).count)
    }

    /// True when no story and no token changed.
    public var isEmpty: Bool { tokenChanges.isEmpty && changed.isEmpty }

    private static func context(_ theme: Theme, _ appearance: Appearance, _ profile: ColorProfile) -> RenderContext {
        RenderContext(theme: theme.resolved(for: appearance), profile: profile, otherAppearanceTheme: theme.resolved(for: appearance.toggled))
    }

    /// The tokens among `keys` whose values differ between the themes, in path order.
    private static func changes(of keys: Set<TokenKey>, old: Theme, new: Theme) -> [TokenChange] {
        keys.sorted { ($0.path, $0.appearance.rawValue) < ($1.path, $1.appearance.rawValue) }.compactMap { key in
            TokenChange(key.path, from: old.resolved(for: key.appearance), to: new.resolved(for: key.appearance))
        }
    }
}
