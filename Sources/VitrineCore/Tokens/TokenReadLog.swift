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
/// Only a render made for the inspector records (``RenderContext/recordingTokenReads()``); the
/// renders that draw frames carry no log and record nothing.
public final class TokenReadLog: @unchecked Sendable {
    /// Each token read, once, in the order first read.
    public private(set) var reads: [TokenRead] = []
    private var seen: Set<TokenRead> = []

    public init() {}

    func record(_ path: TokenPath, appearance: Appearance) {
        let read = TokenRead(path: path, appearance: appearance)
        if seen.insert(read).inserted { reads.append(read) }
    }
}
