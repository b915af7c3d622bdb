import Glibc

/// The options before a key on an `authorized_keys` line, as `sshd(8)` reads them, where they make sense
/// for a server of galleries: `from="pattern-list"` (the client's address must match a pattern — `*` and `?`
/// wildcards, CIDR `10.0.0.0/8`, `!` excluding; host names cannot match, as with `UseDNS no`), `restrict`
/// and the `no-*` options (forwarding is never served anyway; `no-pty`, and `restrict` without `pty`, keep the
/// key to commands, no gallery), `pty`. Anything else (`command="…"`, `environment="…"`, `permitopen="…"`)
/// refuses the key, naming the option, rather than let it in without a restriction its admin wrote.
public struct AuthorizedKeyOptions: Hashable, Sendable {
    /// `from=` patterns; nil: any address.
    public var from: [String]?
    /// False with `no-pty`, or `restrict` without `pty`: the key runs commands, not the gallery.
    public var allowsTerminal = true

    public init() {}

    /// Options `sshd` knows that change nothing here (forwarding, X11, agent and user rc are never served).
    static let alreadyEnforced: Set<String> = ["no-port-forwarding", "no-agent-forwarding", "no-X11-forwarding", "no-user-rc",
                                               "no-touch-required", "verify-required"]

    /// Reads `text` (`restrict,from="10.0.0.0/8"`); the option that cannot be honoured, when there is one.
    public static func parse(_ text: Substring) -> Result<AuthorizedKeyOptions, OptionRefusal> {
        var options = AuthorizedKeyOptions()
        var restricted = false, pty = false
        for option in split(text) {
            let name = option.name.lowercased()
            switch name {
            case "restrict": restricted = true
            case "no-pty": options.allowsTerminal = false
            case "pty": pty = true
            case "from":
                guard let value = option.value, !value.isEmpty else { return .failure(OptionRefusal(option: "from", reason: "needs a pattern list")) }
                options.from = value.split(separator: ",").map { String($0) }
            default:
                guard alreadyEnforced.contains(where: { $0.lowercased() == name }) else {
                    return .failure(OptionRefusal(option: option.name, reason: option.name == "command"
                        ? "a forced command is not served: list the commands the key may run instead" : "not supported here"))
                }
            }
        }
        if restricted && !pty { options.allowsTerminal = false }
        return .success(options)
    }

    /// An option the server will not let a key in with.
    public struct OptionRefusal: Error, Equatable, Sendable {
        public let option: String
        public let reason: String
    }

    /// True when `address` (an IP address, as the connection came from) may use the key.
    public func allows(address: String) -> Bool {
        guard let from else { return true }
        var matched = false
        for pattern in from {
            let negated = pattern.hasPrefix("!")
            let body = negated ? String(pattern.dropFirst()) : pattern
            guard Self.matches(address, body) else { continue }
            if negated { return false }
            matched = true
        }
        return matched
    }

    /// `address` against one pattern: CIDR, else a wildcard pattern (`192.168.1.*`, `::1`).
    public static func matches(_ address: String, _ pattern: String) -> Bool {
        if let slash = pattern.firstIndex(of: "/") {
            guard let bits = Int(pattern[pattern.index(after: slash)...]),
                  let network = ipv4(String(pattern[..<slash])), let host = ipv4(address), (0 ... 32).contains(bits) else { return false }
            let mask: UInt32 = bits == 0 ? 0 : ~UInt32(0) << (32 - bits)
            return network & mask == host & mask
        }
        return wildcard(Array(address.lowercased().utf8), Array(pattern.lowercased().utf8))
    }

    /// An IPv4 address as a number (a v4-mapped IPv6 address too).
    private static func ipv4(_ text: String) -> UInt32? {
        let text = text.hasPrefix("::ffff:") ? String(text.dropFirst(7)) : text
        var address = in_addr()
        guard inet_pton(AF_INET, text, &address) == 1 else { return nil }
        return UInt32(bigEndian: address.s_addr)
    }

    /// `*` any run, `?` any one character: the two-pointer match, linear in practice and never exponential.
    private static func wildcard(_ text: [UInt8], _ pattern: [UInt8]) -> Bool {
        var (t, p) = (0, 0)
        var star: Int?, resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "?") || pattern[p] == text[t] {
                (t, p) = (t + 1, p + 1)
            } else if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                (star, resume, p) = (p, t, p + 1)
            } else if let star {
                resume += 1
                (t, p) = (resume, star + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }

    /// The comma-separated options of `text`, a value in double quotes keeping its commas (`\"` a quote).
    static func split(_ text: Substring) -> [(name: String, value: String?)] {
        var options: [(name: String, value: String?)] = []
        var name = "", value: String?, quoted = false, escaped = false
        for character in text {
            if quoted {
                if escaped { value?.append(character); escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { quoted = false } else { value?.append(character) }
            } else if character == "," {
                options.append((name, value))
                (name, value) = ("", nil)
            } else if character == "=" && value == nil {
                value = ""
            } else if character == "\"" && value != nil {
                quoted = true
            } else if value != nil {
                value?.append(character)
            } else {
                name.append(character)
            }
        }
        if !name.isEmpty { options.append((name, value)) }
        return options
    }
}
