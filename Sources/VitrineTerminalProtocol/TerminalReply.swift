import VitrineCore

/// Reads the terminal's answers to the start-up queries: the background colour (OSC 11), whether it
/// keeps 24-bit colours (XTGETTCAP and DECRQSS), and the primary device attributes (DA1), which every
/// terminal answers and so marks the end of the replies.
public enum TerminalReply {
    /// OSC 11: the background colour.
    public static let backgroundQuery = "\u{1B}]11;?\u{1B}\\"
    /// XTGETTCAP for the `RGB` and `Tc` capabilities (names in hex), then DECRQSS of the SGR after
    /// setting a direct colour that only a terminal keeping 24-bit colours can echo back, then SGR 0.
    public static let trueColorQuery = "\u{1B}P+q524742;5463\u{1B}\\\u{1B}[48;2;1;2;3m\u{1B}P$qm\u{1B}\\\u{1B}[0m"
    /// The kitty keyboard protocol's query (`CSI ? u`): a terminal that has the protocol answers its flags.
    public static let keyboardQuery = "\u{1B}[?u"
    /// DA1, which every terminal answers: sent last, its answer ends the wait.
    public static let deviceAttributesQuery = "\u{1B}[c"

    /// The queries asked, then DA1, so that a terminal that ignores them still answers something, at once.
    /// Nothing here reads the clipboard (an OSC 52 read would hand the user's clipboard to the program, and
    /// crashes xterm when no one owns the selection).
    ///
    /// Inside a multiplexer (`passthrough`: tmux with `allow-passthrough` on, GNU screen), the background
    /// query and DA1 go through it to the terminal outside, which answers them (tmux 3.3 answers neither OSC
    /// 11 nor, with the outer background, anything; screen answers DA1 itself at once): the outer DA1
    /// answer then ends the wait, after the OSC 11 answer.
    public static func query(background: Bool, trueColor: Bool, keyboard: Bool = false, passthrough: QueryPassthrough? = nil) -> [UInt8] {
        let inner = (trueColor ? trueColorQuery : "") + (keyboard ? keyboardQuery : "")
        guard let passthrough else { return Array(((background ? backgroundQuery : "") + inner + deviceAttributesQuery).utf8) }
        return Array((inner + passthrough.wrap((background ? [backgroundQuery] : []) + [deviceAttributesQuery])).utf8)
    }

    /// True when `bytes` hold the kitty keyboard protocol's answer (`ESC [ ? FLAGS u`).
    public static func hasKeyboardProtocol(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while let start = bytes[index...].firstIndex(of: 0x1B) {
            if bytes.count > start + 2, bytes[start + 1] == UInt8(ascii: "["), bytes[start + 2] == UInt8(ascii: "?") {
                let flags = bytes[(start + 3)...].prefix { (0x30 ... 0x39).contains($0) }
                if !flags.isEmpty, bytes.count > start + 3 + flags.count, bytes[start + 3 + flags.count] == UInt8(ascii: "u") { return true }
            }
            index = start + 1
        }
        return false
    }

    /// What the answers say about 24-bit colour: true when XTGETTCAP knows `RGB` or `Tc` or DECRQSS
    /// echoes the direct colour back, false when the terminal answered those queries otherwise, nil when
    /// it did not answer them (only DA1, or nothing).
    public static func trueColor(in bytes: [UInt8]) -> Bool? {
        var answered = false
        for body in deviceControlStrings(in: bytes) {
            let text = String(decoding: body, as: UTF8.self)
            if text.hasPrefix("1+r") {
                answered = true
                let names = text.dropFirst(3).split(separator: ";").map { $0.split(separator: "=").first.map { $0.uppercased() } ?? "" }
                if names.contains("524742") || names.contains("5463") { return true }
            } else if text.hasPrefix("1$r") {
                answered = true
                if echoesDirectColor(text.dropFirst(3)) { return true }
            } else if text.hasPrefix("0+r") || text.hasPrefix("0$r") {
                answered = true
            }
        }
        return answered ? false : nil
    }

    /// True when the DECRQSS answer shows the direct colour asked for kept as a 256-colour palette entry
    /// (`48;5;16`, as mlterm answers): the terminal shows at least 256 colours, whatever its terminfo says.
    public static func keeps256Colors(in bytes: [UInt8]) -> Bool {
        deviceControlStrings(in: bytes).contains { body in
            let text = String(decoding: body, as: UTF8.self)
            guard text.hasPrefix("1$r") else { return false }
            let numbers = text.dropFirst(3).split(whereSeparator: { $0 == ";" || $0 == ":" || $0 == "m" }).map(String.init)
            return numbers.firstIndex(of: "48").map { numbers[$0...].starts(with: ["48", "5"]) } ?? false
        }
    }

    /// True when an SGR report holds the background 1;2;3 as a direct colour (`48;2;1;2;3` or
    /// `48:2::1:2:3`), not a palette entry.
    private static func echoesDirectColor(_ report: Substring) -> Bool {
        let numbers = report.split(whereSeparator: { $0 == ";" || $0 == ":" || $0 == "m" }).map(String.init)
        guard let start = numbers.firstIndex(of: "48") else { return false }
        return numbers[start...].starts(with: ["48", "2", "1", "2", "3"])
    }

    /// The bodies of the device control strings in `bytes` (`ESC P body ESC \`), complete ones only.
    private static func deviceControlStrings(in bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var bodies: [ArraySlice<UInt8>] = []
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "P") else {
                index += 1
                continue
            }
            let start = index + 2
            guard let end = bytes[start...].firstIndex(of: 0x1B) else { break }
            bodies.append(bytes[start ..< end])
            index = end
        }
        return bodies
    }

    /// True once `bytes` hold a complete DA1 answer (`ESC [ ? … c`): nothing more is coming.
    public static func containsDeviceAttributes(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while let start = bytes[index...].firstIndex(of: 0x1B) {
            if bytes.count > start + 2, bytes[start + 1] == UInt8(ascii: "["), bytes[start + 2] == UInt8(ascii: "?") {
                let body = bytes[(start + 3)...].prefix { $0 == UInt8(ascii: ";") || (0x30 ... 0x39).contains($0) }
                if bytes.count > start + 3 + body.count, bytes[start + 3 + body.count] == UInt8(ascii: "c") { return true }
            }
            index = start + 1
        }
        return false
    }

    /// The colour in an OSC 11 answer: `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or `ESC \`,
    /// with 1 to 4 hex digits a channel (`rgba:` too). nil when there is no well-formed answer.
    public static func backgroundColor(in bytes: [UInt8]) -> Color? {
        let introducer = Array("\u{1B}]11;".utf8)
        guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: introducer) }) else { return nil }
        let rest = bytes[(start + introducer.count)...]
        guard let end = rest.firstIndex(where: { $0 == 0x07 || $0 == 0x1B }) else { return nil }
        let body = String(decoding: rest[..<end], as: UTF8.self)[...]
        let spec: Substring
        if body.hasPrefix("rgb:") {
            spec = body.dropFirst(4)
        } else if body.hasPrefix("rgba:") {
            spec = body.dropFirst(5)
        } else {
            return nil
        }
        let channels = spec.split(separator: "/", omittingEmptySubsequences: false).prefix(3).map(scaled)
        guard channels.count == 3, let r = channels[0], let g = channels[1], let b = channels[2] else { return nil }
        return .rgb(r, g, b)
    }

    /// A channel of 1–4 hex digits, scaled to 0…255 (`ffff` → 255, `8` → 136).
    private static func scaled(_ digits: Substring) -> UInt8? {
        guard (1 ... 4).contains(digits.count), let value = UInt32(digits, radix: 16) else { return nil }
        let maximum = (UInt32(1) << (4 * UInt32(digits.count))) - 1
        return UInt8((value * 255 + maximum / 2) / maximum)
    }
}
