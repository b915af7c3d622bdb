/// A terminal multiplexer between the program and the terminal, whose passthrough carries the queries only
/// the terminal outside can answer (the background colour) together with the DA1 that ends the wait, so
/// that the outer terminal's DA1 answer comes after its other answers. Sent directly, the multiplexer
/// answers DA1 itself at once and the outer answer arrives after the wait is over: GNU screen passes OSC 11
/// on, and xterm's answer then landed in the shell's input after `vitrine caps` (`11;rgb:ffff/…` on the
/// next prompt).
public enum QueryPassthrough: Sendable, Equatable {
    /// tmux with `allow-passthrough` on: `ESC P tmux; … ESC \`, each ESC in it doubled.
    case tmux
    /// GNU screen (`$STY`): `ESC P … ESC \`, a sequence each, a string terminator inside as BEL (an `ESC \`
    /// would end screen's string early).
    case screen

    /// `sequences`, each a query, as this multiplexer passes them on to the terminal outside.
    public func wrap(_ sequences: [String]) -> String {
        switch self {
        case .tmux:
            return "\u{1B}Ptmux;" + String(sequences.joined().flatMap { $0 == "\u{1B}" ? "\u{1B}\u{1B}" : String($0) }) + "\u{1B}\\"
        case .screen:
            return sequences.map { "\u{1B}P" + $0.replacing("\u{1B}\\", with: "\u{07}") + "\u{1B}\\" }.joined()
        }
    }

    /// The passthrough the environment needs: tmux's when tmux lets it through (`tmuxAllowsPassthrough`),
    /// none inside tmux otherwise, screen's inside GNU screen (`$STY` set and not inside a tmux within it).
    public static func detect(environment: [String: String], tmuxAllowsPassthrough: Bool) -> QueryPassthrough? {
        if environment["TMUX"] != nil { return tmuxAllowsPassthrough ? .tmux : nil }
        return environment["STY"] != nil ? .screen : nil
    }
}
