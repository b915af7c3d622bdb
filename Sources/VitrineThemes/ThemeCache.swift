import FoundationEssentials
import Synchronization
import VitrineCore
import VitrineSystem

/// Themes already loaded, each kept with the stamp of every file it is made of (its own, those it
/// extends, its art files): asking again for a theme none of whose files changed returns it after a
/// `stat` a file, with nothing read or parsed. What makes `t` among themes already seen cheap; a file
/// saved in between (live reload) is read again. Failures are not kept. A theme being loaded on one thread
/// (the read-ahead) is waited for by another that asks for it (`t`), not read twice.
public final class ThemeCache: @unchecked Sendable {
    private struct Entry {
        let theme: Theme
        let stamps: [FileStamp?]
        let requiredTokens: [TokenRequirement]
    }

    /// Guards ``entries`` and ``loading``; broadcast when a load ends.
    private let lock = ConditionLock()
    private var entries: [ExactPath: Entry] = [:]
    /// The themes a thread is loading or checking now.
    private var loading: Set<ExactPath> = []
    private let hits = Atomic<Int>(0)

    public init() {}

    /// How many loads were answered from the cache, without reading a file.
    public var hitCount: Int { hits.load(ordering: .relaxed) }

    /// True when the theme in `url` is held (its files unchanged or not, as last loaded).
    public func holds(_ url: URL) -> Bool {
        lock.withLock { entries[url.exactPath] != nil }
    }

    /// The theme in `url`, checked against `requiredTokens`: from the cache when none of its files changed,
    /// else read by `load` (the catalogue's `loadTheme`, which knows the bundled themes compiled in; or
    /// ``Theme/load(from:contents:baseFolder:themesFolder:requiredTokens:everyTokenRead:)``) and kept.
    public func load(from url: URL, requiredTokens: [TokenRequirement], using load: (URL) throws(ThemeError) -> Theme) throws(ThemeError) -> Theme {
        let key = url.exactPath
        let known: Entry? = lock.withLock {
            while loading.contains(key) { _ = lock.wait(until: nil) }
            loading.insert(key)
            return entries[key]
        }
        defer {
            lock.withLock {
                loading.remove(key)
                lock.broadcast()
            }
        }
        if let entry = known, entry.requiredTokens == requiredTokens,
           entry.theme.files.map({ FileStamp(path: $0) }) == entry.stamps {
            hits.add(1, ordering: .relaxed)
            return entry.theme
        }
        let theme = try load(url)
        let stamps = theme.files.map { FileStamp(path: $0) }
        // A file changed in the last moments may have changed again while it was read, with a stamp
        // that would then hide the second change: such a theme is not kept (git's "racily clean" rule).
        if stamps.allSatisfy({ $0.map { !$0.isRecent } ?? false }) {
            lock.withLock { entries[key] = Entry(theme: theme, stamps: stamps, requiredTokens: requiredTokens) }
        }
        return theme
    }
}
