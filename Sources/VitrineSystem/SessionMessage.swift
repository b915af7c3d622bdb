import FoundationEssentials

/// One line between a served gallery and `vitrine serve` on the gallery's session socket (its descriptor 3,
/// named by `VITRINE_SESSION_FD`): JSON on one line. A gallery says what it shows (`view`); the server tells
/// a leader how many follow it (`followers`) and a follower what its leader shows (`view`).
public struct SessionMessage: Codable, Equatable, Sendable {
    public var view: SharedView?
    public var followers: Int?

    /// The longest line taken; a longer one is dropped whole.
    public static let maximumLine = 4096

    public init(view: SharedView? = nil, followers: Int? = nil) {
        self.view = view
        self.followers = followers
    }

    /// The message as a line (JSON and a newline; JSON escapes every control character in a string).
    public var line: [UInt8] {
        ((try? JSONEncoder().encode(self)).map(Array.init) ?? Array("{}".utf8)) + [0x0A]
    }

    /// The message in `line` (without its newline), or nil for anything else.
    public init?(line: some Collection<UInt8>) {
        guard line.count <= Self.maximumLine, let message = try? JSONDecoder().decode(Self.self, from: Data(line)) else { return nil }
        self = message
    }
}
