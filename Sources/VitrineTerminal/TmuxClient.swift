import CNcursesw
import VitrineSystem

/// What tmux knows of the terminal outside it. Inside tmux (`$TMUX`) the gallery's queries reach tmux 3.3,
/// which answers neither the 24-bit colour queries nor OSC 11 and sets no `COLORTERM`: tmux itself is asked
/// instead, once, at start-up. With its `allow-passthrough` on, the background query goes through it to the
/// terminal outside, which answers; off, the outer background stays unknown (tmux does not keep it).
public struct TmuxClient: Equatable, Sendable {
    /// The outer terminal's features as tmux sees them (`#{client_termfeatures}`: `RGB`, `clipboard`, …);
    /// empty when no client is attached.
    public let features: [String]

    /// True when the attached client's terminfo entry declares 24-bit colour (`Tc`, `RGB` or `setrgbf`:
    /// xterm-kitty), which tmux uses without listing an `RGB` feature.
    public let clientEntryKeepsTrueColor: Bool

    /// The attached client's terminfo name (`xterm-kitty`): the terminal that draws what tmux passes on;
    /// empty when no client is attached.
    public let clientTerminal: String

    /// True when tmux passes 24-bit colour on to the outer terminal: its `RGB` feature (`terminal-features`,
    /// or what the terminal's answers told tmux), or the client's terminfo entry.
    public var keepsTrueColor: Bool { features.contains("RGB") || clientEntryKeepsTrueColor }

    /// False when a client is attached and tmux does not pass it 24-bit colour: a `COLORTERM` inherited from
    /// the terminal outside then promises nothing, as tmux turns 24-bit colours into its own nearest of 256
    /// (alacritty inside tmux: `truecolor (COLORTERM)`, and the pill not its colour). True with no client
    /// attached (the one that attaches may keep them).
    public var passesTrueColor: Bool { features.isEmpty || keepsTrueColor }

    /// True when tmux passes `ESC P tmux; … ESC \` sequences on to the outer terminal (`allow-passthrough`).
    public let allowsPassthrough: Bool

    /// How long tmux holds an ESC before it passes it on as the Esc key (`escape-time`, in milliseconds; 500 by
    /// default in tmux 3.3): every Esc reaches the gallery that much later, whatever the gallery waits itself.
    public let escapeTime: Int?

    /// The `escape-time` past which `caps` says how to lower it: longer than a typed key's gap.
    public static let slowEscapeTime = 50

    /// Reads tmux's answer to ``command``: the client's terminfo name, its features, the escape time and the
    /// passthrough setting, each after a space; `directColourEntry` says whether a terminfo entry declares
    /// 24-bit colour.
    init(answer: String, directColourEntry: (String) -> Bool = { _ in false }) {
        let line = answer.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        let fields = line.split(separator: " ", omittingEmptySubsequences: false)
        let featureField = fields.count >= 3 ? fields[fields.count - 3] : fields.first
        features = featureField.map { $0.split(separator: ",").map(String.init) } ?? []
        clientTerminal = fields.count >= 4 ? String(fields[fields.count - 4]) : ""
        clientEntryKeepsTrueColor = !clientTerminal.isEmpty && directColourEntry(clientTerminal)
        escapeTime = fields.count > 2 ? Int(fields[fields.count - 2]) : nil
        allowsPassthrough = fields.count > 1 && ["1", "on", "all"].contains(fields[fields.count - 1])
    }

    /// The one tmux invocation: the attached client's terminfo name and features, the escape time, and whether
    /// passthrough is allowed.
    static let command = ["tmux", "display-message", "-p", "#{client_termname} #{client_termfeatures} #{escape-time} #{allow-passthrough}"]

    /// Asks tmux (at most 2 s, 4 KiB); nil outside tmux or when it does not answer.
    public static func ask(environment: [String: String]) -> TmuxClient? {
        guard environment["TMUX"] != nil, let answer = ChildProcess.capture(command, limit: 4096, seconds: 2), answer.status == 0 else { return nil }
        return TmuxClient(answer: String(decoding: answer.output, as: UTF8.self)) { vt_terminfo_direct_colour($0) == 1 }
    }
}
