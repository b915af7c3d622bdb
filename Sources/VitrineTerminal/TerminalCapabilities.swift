import CNcursesw
import FoundationEssentials
import Glibc
import VitrineCore
import VitrineTerminalProtocol

/// What the terminal can do, as the gallery would see it, found without opening the screen and never
/// waiting longer than the start-up queries' limit (`vitrine caps`, for bug reports).
public struct TerminalCapabilities {
    /// One line a capability: its name and what was found.
    public let lines: [(name: String, value: String)]

    /// Asks the terminal (when stdin and stdout are one) and reads terminfo and the environment.
    public static func probe(environment: [String: String], timeout: Duration = StartupQuery.timeout) -> TerminalCapabilities {
        var lines: [(String, String)] = []
        let term = environment["TERM"]
        lines.append(("TERM", term.map { TerminalText.sanitized($0) } ?? "(unset)"))
        let colors = term.map { Int(vt_terminfo_colors($0)) } ?? -1
        lines.append(("terminfo", colors < 0 ? "no entry for TERM" : "\(colors) colours"))
        let direct = term.flatMap(NcursesTerminal.directColorEntry)
        let directColors = direct.map { Int(vt_terminfo_colors($0)) } ?? -1
        if let direct {
            let missing = vt_terminfo_colors("xterm-direct") > 0 ? "ncurses-term, installed, has none for this terminal" : "install ncurses-term"
            lines.append(("direct colour", directColors > 0 ? "\(direct) installed (\(directColors) colours)" : "no \(direct) entry (\(missing))"))
        }
        let isTerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let tmux = TmuxClient.ask(environment: environment)
        let passthrough = QueryPassthrough.detect(environment: environment, tmuxAllowsPassthrough: tmux?.allowsPassthrough == true)
        let started = ContinuousClock.now
        let answers = isTerminal && term != "dumb"
            ? StartupQuery.run(background: true, trueColor: true, timeout: timeout, passthrough: passthrough) : StartupQuery.Answers()
        let waited = ContinuousClock.now - started
        if !isTerminal {
            lines.append(("queries", "not sent: stdin and stdout are not both a terminal"))
        } else if answers.answeredDeviceAttributes {
            lines.append(("queries", "answered (DA1 after \(waited.millisecondsRoundedUp) ms)"))
        } else {
            lines.append(("queries", "no answer within \(timeout.millisecondsRoundedUp) ms (gave up after \(waited.millisecondsRoundedUp) ms)"))
        }
        let asked = isTerminal && term != "dumb"
        let sibling256 = term.flatMap { NcursesTerminal.colorSibling(of: $0, colors: 256) }.flatMap { $0.hasSuffix("-256color") ? $0 : nil }
        let keeps256 = answers.keeps256Colors ? ", keeps 256" + (sibling256.map { " (\($0) opens)" } ?? "") : ""
        lines.append(("truecolor query", !asked ? "not asked" : answers.trueColor.map { $0 ? "answered: keeps 24-bit colour" : "answered: no 24-bit colour" + keeps256 }
            ?? "not answered (XTGETTCAP, DECRQSS)"))
        if environment["TMUX"] != nil {
            lines.append(("tmux", tmux.map { "the terminal outside has " + ($0.features.isEmpty ? "no features tmux knows (no client attached?)"
                : $0.features.map { TerminalText.sanitized($0) }.joinedText(separator: ",")) + ($0.keepsTrueColor ? ": 24-bit colour passes" : ": no RGB, 256 colours at most (tmux set -as terminal-features ',TERM:RGB')") }
                ?? "tmux did not answer (display-message)"))
            if let tmux {
                lines.append(("tmux passthrough", tmux.allowsPassthrough ? "on: the background query went to the terminal outside"
                    : "off: the background outside is unknown (tmux set -g allow-passthrough on lets the terminal answer)"))
                if let escapeTime = tmux.escapeTime {
                    lines.append(("tmux escape-time", "\(escapeTime) ms" + (escapeTime > TmuxClient.slowEscapeTime
                        ? ": tmux holds every Esc that long before the gallery sees it (tmux set -sg escape-time 10)" : "")))
                }
            }
        }
        if passthrough == .screen {
            lines.append(("GNU screen", "the background query and its DA1 go through screen (ESC P … ESC \\) to the terminal outside, "
                + "which answers both: screen answers DA1 itself at once, and the background's answer came after the wait, into the shell"))
        }
        let tmuxKeepsTrueColor = answers.trueColor == nil && tmux?.keepsTrueColor == true
        let wantsDirect = ColorProfile.announcesTrueColor(environment) && tmux?.passesTrueColor != false || answers.trueColor == true || tmuxKeepsTrueColor
        let effective = wantsDirect && directColors > 0 ? directColors
            : answers.keeps256Colors && sibling256 != nil ? 256 : max(colors, 0)
        let profile = ColorProfile.detect(colors: effective, environment: environment)
        let source = ColorProfileSource.decide(shown: profile, requested: nil, environment: environment,
                                               terminalAnsweredTrueColor: answers.trueColor == true, tmuxKeepsTrueColor: tmuxKeepsTrueColor,
                                               terminalProved256Colors: answers.keeps256Colors && sibling256 != nil)
        lines.append(("colours", "\(profile.displayName) (\(source.label))"))
        if profile == .ansi8, let term {
            let sibling16 = NcursesTerminal.colorSibling(of: term, colors: 16)
            lines.append(("8 colours", "\(TerminalText.sanitized(term))'s terminfo entry declares 8: colours 8–15 cannot be sent, so bright colours "
                + "go as their dark twins; where the terminal has more (PuTTY and xterm have 256), "
                + (sibling256.map { "TERM=\(TerminalText.sanitized($0))" } ?? "a TERM that declares them")
                + (sibling16.map { " or --colors 16 (opens \(TerminalText.sanitized($0)))" } ?? "")))
        }
        if source == .terminfo, profile != .trueColor, environment["SSH_CONNECTION"] != nil || environment["SSH_TTY"] != nil {
            lines.append(("over SSH", "COLORTERM is not passed on unless both ends agree: `SendEnv COLORTERM` in the client's "
                + "~/.ssh/config, `AcceptEnv COLORTERM` in the server's sshd_config; or run with --colors truecolor"))
        }
        let (appearance, appearanceSource) = AppearanceDetector.decide(reportedBackground: answers.background, environment: environment)
        lines.append(("background", "\(appearance.rawValue) (\(appearanceSource.label))"))
        let delay = NcursesTerminal.escapeDelay(keyboardProtocol: answers.hasKeyboardProtocol, environment: environment).millisecondsRoundedUp
        lines.append(("Esc key", !asked ? "not asked" : answers.hasKeyboardProtocol ? "kitty keyboard protocol answered: Esc acts at once"
            : "no kitty keyboard protocol: a lone ESC waits \(delay) ms for the rest of a sequence"))
        lines.append(("OSC 52", "not read: a program never reads your clipboard; y writes it where the terminal allows "
            + "(xterm: allowWindowOps; tmux: set-clipboard on)"))
        let glyphs = ProcessLocale.glyphs
        lines.append(("UTF-8", glyphs == .unicode ? "yes" : "no: everything is drawn in ASCII"))
        lines.append(("sextants", sextantGuess(environment)))
        if glyphs == .unicode {
            lines.append(("blitters", [Blitter.halfBlock, .quadrant, .sextant].map { "\($0.rawValue) \($0.sample)" }.joinedText(separator: "  ")
                + "  (boxes or gaps: the font lacks them)"))
        }
        let symbols = drawnSymbols(environment, outerTerminal: tmux?.clientTerminal)
        lines.append(("badge caps", symbols.contains(.powerline) ? "powerline curves (this terminal draws them itself)"
            : symbols.contains(.blockElements) ? "▐ ▌ (this terminal draws block elements itself)"
            : "square: the pill's colour to the cell's edge (from a font ▐ ▌ are notched or ragged, ◖ ◗ small; "
            + "xterm's bitmap font draws ◖ ◗ whole: --badge-caps round)"))
        var size = winsize()
        lines.append(("size", ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0
            ? "\(size.ws_col)×\(size.ws_row) cells" : "unknown (not a terminal)"))
        return TerminalCapabilities(lines: lines)
    }

    /// Whether Unicode 13's sextants (the `b` key's finest blitter) likely show: known for terminals that
    /// draw block elements themselves; unknown otherwise.
    private static func sextantGuess(_ environment: [String: String]) -> String {
        drawsSextants(environment) ? "likely (this terminal draws them itself)"
            : "unknown: no common font has them (5 of 6 terminals tried drew boxes); b skips them, --blitter sextant forces"
    }

    /// True for terminals known to draw block elements themselves, sextants included (kitty, foot, WezTerm,
    /// Contour, Ghostty); elsewhere they come from the font, which seldom has them.
    public static func drawsSextants(_ environment: [String: String]) -> Bool {
        isOne(of: ["kitty", "foot", "wezterm", "contour", "ghostty"], environment)
    }

    /// The symbols the terminal draws itself, whatever the font: block elements in kitty and alacritty (seen
    /// under Xvfb), foot, WezTerm, Ghostty and Contour (their documentation); the powerline half circles in
    /// kitty (seen), WezTerm and Ghostty. Inside tmux, `outerTerminal` (the client's terminfo name, which tmux
    /// tells) names the terminal that draws them.
    public static func drawnSymbols(_ environment: [String: String], outerTerminal: String? = nil) -> DrawnSymbols {
        let named = outerTerminal.map { $0.isEmpty ? environment : ["TERM": $0] } ?? environment
        var symbols: DrawnSymbols = []
        if isOne(of: ["kitty", "foot", "wezterm", "contour", "ghostty", "alacritty"], named) { symbols.insert(.blockElements) }
        if isOne(of: ["kitty", "wezterm", "ghostty"], named) { symbols.insert(.powerline) }
        return symbols
    }

    /// Whether `TERM` or `TERM_PROGRAM` names one of `terminals`.
    private static func isOne(of terminals: [String], _ environment: [String: String]) -> Bool {
        let names = [environment["TERM"], environment["TERM_PROGRAM"]].compactMap { $0.map { Array($0.lowercased().utf8) } }
        return names.contains { name in terminals.contains { contains(name, Array($0.utf8)) } }
    }

    /// True when `part` occurs in `text` (bytes compared: the names are ASCII; no generic string search,
    /// whose first use costs the start-up a look through every protocol conformance of the binary).
    private static func contains(_ text: [UInt8], _ part: [UInt8]) -> Bool {
        guard part.count <= text.count else { return false }
        return (0 ... text.count - part.count).contains { start in text[start ..< start + part.count].elementsEqual(part) }
    }
}
