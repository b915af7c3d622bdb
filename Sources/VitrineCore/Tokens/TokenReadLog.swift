/// The tokens a render read, in the order first read: what the inspector lists for a story.
///
/// Only a render made for the inspector records (``RenderContext/recordingTokenReads()``); the
/// renders that draw frames carry no log and record nothing.
public final class TokenReadLog: @unchecked Sendable {
    /// Each token read, once, in the order first read.
    public private(set) var paths: [TokenPath] = []
    private var seen: Set<TokenPath> = []

    public init() {}

    func record(_ path: TokenPath) {
        if seen.insert(path).inserted { paths.append(path) }
    }
}
