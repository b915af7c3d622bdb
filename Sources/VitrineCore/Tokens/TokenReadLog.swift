import Synchronization

/// One token a render read, and which appearance's theme it was read from (a fixed logo reads the
/// other appearance's tokens whatever the gallery's mode).
public struct TokenRead: Hashable, Sendable {
    public let path: TokenPath
    public let appearance: Appearance

    public init(path: TokenPath, appearance: Appearance) {
        self.path = path
        self.appearance = appearance
    }
}

/// The tokens a render read, in the order first read: what the inspector lists for a story.
///
/// Only a render made for the inspector records (``RenderContext/recording()``); the
/// renders that draw frames carry no log and record nothing.
public final class TokenReadLog: Sendable {
    private let state = Mutex<(reads: [TokenRead], seen: Set<TokenRead>)>(([], []))

    public init() {}

    /// Each token read, once, in the order first read.
    public var reads: [TokenRead] { state.withLock { $0.reads } }

    func record(_ path: TokenPath, appearance: Appearance) {
        let read = TokenRead(path: path, appearance: appearance)
        state.withLock { state in
            if state.seen.insert(read).inserted { state.reads.append(read) }
        }
    }
}
