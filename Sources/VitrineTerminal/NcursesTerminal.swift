import CNcursesw
import FoundationEssentials
import Glibc
import VitrineCore
import VitrineTerminalProtocol

/// The real terminal, through ncursesw: raw keys in, diffed frames out.
///
/// Only cells that will look different from what was last sent (``SentScreen``, after conversion to the
/// terminal's colours) are handed to ncurses, a row's run at a time; ncurses then sends the terminal only
/// what differs from its own copy of the screen. Termination signals and hang-ups end `nextEvent` with an
/// event instead of leaving the process spinning on a dead terminal.
public final class NcursesTerminal: TerminalBackend {
    /// The ncurses library linked in (`ncurses 6.4.20221231`), for `--version`.
    public static var libraryVersion: String { String(cString: vt_curses_version()) }

    public private(set) var size: Size
    public let profile: ColorProfile
    public let glyphs: GlyphSet
    /// Converts each cell to the terminal's colours and pairs.
    private var coder: TerminalCellCoder
    /// What the terminal shows, as sent: the next frame sends only what looks different.
    private var sent = SentScreen()
    /// One changed run of cells as ncurses takes them, kept between frames (a row of the widest frame).
    private var row: [vt_cell] = []
    private let events = EventReader()
    /// The background colour the terminal reported at start-up (OSC 11), if it was asked and answered.
    public let reportedBackground: Color?
    /// What decided ``profile``.
    public let profileSource: ColorProfileSource

    /// The bytes of the three screens ncurses allocates as the terminal opens at its present size: what
    /// ``HeapPrefault`` can make ready while the start-up does the rest. 0 when the output has no size.
    public static var screenBytes: Int { Int(vt_screen_bytes()) }

    /// Sends what the terminal is asked before its screen opens (its background colour, whether it keeps
    /// 24-bit colour, whether it has the kitty keyboard protocol; inside tmux, tmux is asked first) and
    /// returns at once: sent first thing, the terminal's round trip (a network's, over SSH) overlaps the
    /// rest of the start-up. The answers are read when the screen opens (``init(requestedProfile:environment:asked:)``),
    /// or by ``StartupQuestions/discard()`` when it is not to open. Termination signals are caught from
    /// here on (the run loop sees them).
    public static func ask(requestedProfile: ColorProfile?, environment: [String: String], queryBackground: Bool = false) -> StartupQuestions {
        vt_install_signal_handlers()
        let term = environment["TERM"]
        let asksTrueColor = requestedProfile == nil && environment["NO_COLOR"] == nil && !ColorProfile.announcesTrueColor(environment)
            && !(term?.hasSuffix("-direct") ?? false)
        guard term != "dumb", isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            return StartupQuestions(asksTrueColor: asksTrueColor, tmux: nil, sent: nil)
        }
        // Inside tmux, tmux is asked first, whatever the options: whether the terminal outside keeps 24-bit
        // colour (tmux answers no colour query; a COLORTERM is the outer terminal's), whether the background
        // query may go through it, and which terminal draws the glyphs (the badge caps; `caps` asks the same).
        let tmux = TmuxClient.ask(environment: environment)
        guard queryBackground || asksTrueColor else { return StartupQuestions(asksTrueColor: asksTrueColor, tmux: tmux, sent: nil) }
        let passthrough = QueryPassthrough.detect(environment: environment, tmuxAllowsPassthrough: tmux?.allowsPassthrough == true)
        return StartupQuestions(asksTrueColor: asksTrueColor, tmux: tmux,
                                sent: StartupQuery.send(background: queryBackground, trueColor: asksTrueColor, passthrough: passthrough))
    }

    /// Opens the terminal on stdin/stdout with the answers to `questions`, which ``ask(requestedProfile:environment:queryBackground:)``
    /// sent with the same profile and environment.
    ///
    /// - Parameters:
    ///   - requestedProfile: `--colors`; nil detects it from the terminal and the environment
    ///     (`NO_COLOR`, `COLORTERM`, then the answers: does the terminal keep 24-bit colours?).
    ///     A requested profile is capped at what the terminal can show.
    public init(requestedProfile: ColorProfile?, environment: [String: String], asked questions: StartupQuestions) throws(TerminalOpenError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        glyphs = ProcessLocale.glyphs
        let term = environment["TERM"]
        let announced = ColorProfile.announcesTrueColor(environment) && questions.tmux?.passesTrueColor != false
        let (asksTrueColor, tmux) = (questions.asksTrueColor, questions.tmux)
        let answers = questions.sent?.answers(releasingInput: false) ?? StartupQuery.Answers()
        reportedBackground = answers.background
        let tmuxKeepsTrueColor = asksTrueColor && answers.trueColor == nil && tmux?.keepsTrueColor == true
        let wantsTrueColor = requestedProfile.map { $0 == .trueColor } ?? (announced || answers.trueColor == true || tmuxKeepsTrueColor)
        // Read before the screen opens: reading a terminfo entry (setupterm) while it is open took the
        // terminal's program modes for the shell's, which quitting then left (mlterm, which proves 256
        // colours, lost echo and line editing after q).
        let entryHasFewerThan256Colors = answers.keeps256Colors && term.map { vt_terminfo_colors($0) < 256 } == true
        // --colors 256 or 16 where TERM's entry declares fewer (TERM=xterm, PuTTY's default, declares 8): the
        // user says the terminal has them, as --colors truecolor opens the direct-colour entry.
        let wantsColors = answers.keeps256Colors || requestedProfile == .ansi256 ? 256 : requestedProfile == .ansi16 ? 16 : 0
        guard Self.open(term: term, preferDirectColor: wantsTrueColor, preferColors: wantsColors) else {
            vt_release_input()
            throw .unknownTerminal(environment["TERM"] ?? "")
        }
        guard vt_can_address_cursor() == 1 else {
            vt_close()
            throw .cannotAddressCursor(environment["TERM"] ?? "")
        }
        let wantsColor = requestedProfile.map { $0 != .monochrome } ?? (environment["NO_COLOR"] == nil)
        let colors = wantsColor && vt_start_colors() == 0 ? Int(vt_colors()) : 0
        let capability = ColorProfile.detect(colors: colors, environment: [:])
        profile = requestedProfile.map { min($0, capability) } ?? ColorProfile.detect(colors: colors, environment: environment)
        profileSource = ColorProfileSource.decide(shown: profile, requested: requestedProfile, environment: environment,
                                                  terminalAnsweredTrueColor: answers.trueColor == true, tmuxKeepsTrueColor: tmuxKeepsTrueColor,
                                                  terminalProved256Colors: entryHasFewerThan256Colors)
        coder = TerminalCellCoder(profile: profile, colors: colors, pairCapacity: min(Int32(vt_color_pairs()) - 1, 65535))
        escapeDelay = Self.escapeDelay(keyboardProtocol: answers.hasKeyboardProtocol, environment: environment)
        if answers.hasKeyboardProtocol { vt_push_keyboard_flags() }
        vt_set_escape_delay(Int32(escapeDelay.millisecondsRoundedUp))
        events.escapeDelay = Int32(escapeDelay.millisecondsRoundedUp)
        size = Size(width: Int(vt_columns()), height: Int(vt_lines()))
    }

    deinit { close() }

    /// How long a lone ESC waits for the rest of a sequence before it is the Esc key.
    public let escapeDelay: Duration

    /// The escape delay: 25 ms on this machine's terminals (a sequence's bytes arrive in one write); over
    /// SSH 120 ms, so that an arrow key whose bytes a slow link splits stays an arrow key. With the kitty
    /// keyboard protocol the Esc key is `CSI 27 u`, never a lone ESC, so waiting longer costs nothing: 250 ms.
    static func escapeDelay(keyboardProtocol: Bool, environment: [String: String]) -> Duration {
        if keyboardProtocol { return .milliseconds(250) }
        return environment["SSH_CONNECTION"] != nil || environment["SSH_TTY"] != nil ? .milliseconds(120) : .milliseconds(25)
    }

    /// Restores the terminal (endwin). Also happens on deinit and at process exit.
    public func close() { vt_close() }

    /// Opens `TERM`'s direct-colour sibling (xterm-256color → xterm-direct) when asked and installed; else,
    /// when `preferColors` is more than `TERM` declares (mlterm, which showed it keeps 256 colours, declares
    /// 8), its sibling with that many (mlterm-256color, xterm-16color) when installed; else `TERM` itself.
    private static func open(term: String?, preferDirectColor: Bool, preferColors: Int) -> Bool {
        if preferDirectColor, let direct = term.flatMap(directColorEntry), vt_open(direct) == 0 { return true }
        if let sibling = term.flatMap({ colorSibling(of: $0, colors: preferColors) }), vt_open(sibling) == 0 { return true }
        return vt_open(nil) == 0
    }

    /// The installed sibling of terminfo entry `term` with the most colours up to `colors` (256: its
    /// -256color sibling, else its -16color one; 16: the -16color one) that declares more than `term` does
    /// (xterm → xterm-256color, linux → linux-16color); nil when none does.
    /// Reads no entry when none can be wanted (nothing asked past 8, or `term` is already a sibling with that
    /// many): the gallery's start reads `TERM`'s entry once, when it opens it.
    static func colorSibling(of term: String, colors: Int) -> String? {
        let suffix = ["-256color", "-16color"].first(where: term.hasSuffix)
        guard colors > 8, suffix != "-256color", !(colors < 256 && suffix == "-16color") else { return nil }
        let declared = vt_terminfo_colors(term)
        let base = suffix.map { String(term.dropLast($0.count)) } ?? term
        let siblings = [(256, "-256color"), (16, "-16color")].filter { $0.0 <= colors && $0.0 > declared }
        return siblings.lazy.map { base + $0.1 }.first { vt_terminfo_colors($0) > declared }
    }

    /// The direct-colour sibling of terminfo entry `term` (xterm-256color → xterm-direct, xterm-kitty →
    /// kitty-direct): the first of the names it may have that is installed, else the first; nil when `term`
    /// is one already.
    static func directColorEntry(for term: String) -> String? {
        guard !term.hasSuffix("-direct") else { return nil }
        let base = term.hasSuffix("-256color") ? String(term.dropLast("-256color".count)) : term
        let names = [base + "-direct"] + (base.hasPrefix("xterm-") ? [base.dropFirst("xterm-".count) + "-direct"] : [])
        return names.first { vt_terminfo_colors($0) > 0 } ?? names[0]
    }

    public func nextEvent(timeout: Duration?) -> TerminalEvent? {
        let event = events.next(timeout: timeout)
        if case let .resize(newSize) = event {
            size = newSize
            sent.forget()
        }
        return event
    }

    public func pendingEvent() -> TerminalEvent? {
        nextEvent(timeout: .zero)
    }

    public var waker: @Sendable () -> Void {
        let pipe = events.wakePipe
        return { pipe.wake() }
    }

    public func watch(files: [String]) {
        // One inotify instance, made when first needed and kept: a new list only moves folder watches.
        if events.watcher == nil, !files.isEmpty { events.watcher = FileWatcher() }
        events.watcher?.watch(files: files)
    }

    public func present(_ frame: Canvas, changedIn area: Rect?) {
        let area = sent.size == frame.size ? area : nil
        coder.beginFrame(whole: area == nil)
        if row.count < frame.size.width { row = Array(repeating: vt_cell(), count: frame.size.width) }
        let changed = row.withUnsafeMutableBufferPointer { row in
            Self.attributeBits.withUnsafeBufferPointer { attributeBits in
                sent.send(frame, within: area, coder: &coder) { start, cells, codes in
                    let (y, x) = (Int32(start.y), start.x)
                    // The cells gathered in `row`, and the index in `cells` of the first of them.
                    var (count, first) = (0, 0)
                    var index = 0
                    while index < codes.count {
                        let code = codes[index]
                        if code == .unsent { // a continuation: its wide grapheme covers it
                            index += 1
                            continue
                        }
                        if let scalar = code.scalarValue, !code.isWide {
                            // A run of one character in one style (a page's blank) is handed over as a
                            // line of it: ncurses copies one cell along, not each cell anew.
                            var end = index + 1
                            while end < codes.count && codes[end] == code { end += 1 }
                            if end - index >= Self.shortestFill {
                                putGathered()
                                var cell = vt_cell()
                                Self.set(&cell, code: code, attributeBits)
                                (cell.text.0, cell.text.1) = (wchar_t(bitPattern: scalar), 0)
                                vt_fill_cells(y, Int32(x + index), &cell, Int32(end - index))
                                index = end
                                continue
                            }
                        }
                        if count == 0 { first = index }
                        Self.set(&row[count], code: code, attributeBits)
                        if let scalar = code.scalarValue {
                            // Most cells: the code's one scalar, NUL-terminated.
                            (row[count].text.0, row[count].text.1) = (wchar_t(bitPattern: scalar), 0)
                        } else {
                            Self.copy(cells[index].glyph, into: &row[count])
                        }
                        count += 1
                        index += 1
                    }
                    putGathered()

                    func putGathered() {
                        if count > 0 { vt_put_cells(y, Int32(x + first), row.baseAddress, Int32(count)) }
                        count = 0
                    }
                }
            }
        }
        if changed > 0 { vt_flush() }
    }

    /// The shortest run of one character in one style handed to ncurses as a line (`whline_set`) rather
    /// than cell by cell: chosen, not tuned, so that the letters of a word stay in one batch; the runs that
    /// cost (a page's blank, hundreds of cells) are far longer.
    private static let shortestFill = 4

    /// Sets `cell`'s attributes (from ``attributeBits``), pair and width from `code`; not its text.
    private static func set(_ cell: inout vt_cell, code: CellCode, _ attributeBits: UnsafeBufferPointer<attr_t>) {
        cell.attributes = attributeBits[Int(code.attributes)]
        cell.pair = code.pair
        cell.width = code.isWide ? 2 : 1
    }

    /// Puts a grapheme of several scalars NUL-terminated into `cell`, at most CCHARW_MAX of them.
    private static func copy(_ glyph: Glyph, into cell: inout vt_cell) {
        withUnsafeMutablePointer(to: &cell.text) { tuple in
            tuple.withMemoryRebound(to: wchar_t.self, capacity: Int(CCHARW_MAX) + 1) { characters in
                var count = 0
                for scalar in glyph.text.unicodeScalars.prefix(Int(CCHARW_MAX)) {
                    characters[count] = wchar_t(bitPattern: scalar.value)
                    count += 1
                }
                characters[count] = 0
            }
        }
    }

    /// OSC 52 with the text in base64, written after ncurses flushed its frame (ncurses keeps no state
    /// for it). tmux passes it on with `set-clipboard on`, and so do SSH and most terminals.
    public func copyToClipboard(_ text: String) {
        let sequence = Array("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}".utf8)
        vt_flush()
        _ = sequence.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }

    /// The ncurses attributes of each combination of ``TextAttributes`` (by raw value).
    private static let attributeBits: [attr_t] = (0 ... UInt8.max).map { raw in
        let attributes = TextAttributes(rawValue: raw)
        return [(TextAttributes.bold, VT_A_BOLD), (.dim, VT_A_DIM), (.italic, VT_A_ITALIC), (.underline, VT_A_UNDERLINE),
                (.reverse, VT_A_REVERSE)].reduce(VT_A_NORMAL) { attributes.contains($1.0) ? $0 | $1.1 : $0 }
    }
}
