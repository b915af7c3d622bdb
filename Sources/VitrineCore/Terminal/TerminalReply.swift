/// Reads the terminal's answers to the start-up queries: the background colour (OSC 11) and the
/// primary device attributes (DA1), which every terminal answers and so marks the end of the replies.
public enum TerminalReply {
    /// The query: OSC 11 asks for the background colour, DA1 follows so that a terminal that ignores
    /// OSC 11 still answers something, at once.
    public static let query: [UInt8] = Array("\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)

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
