import FoundationEssentials
import NIOSSH
import VitrineSystem

/// The public keys allowed in, from an OpenSSH `authorized_keys` file: one key a line
/// (`[options] ssh-ed25519 AAAA… comment`; the options ``AuthorizedKeyOptions`` honours, else the line is
/// skipped naming the option). Keys of a type swift-nio-ssh does not read (RSA, DSA, security keys) and
/// lines that hold no key are skipped with a warning naming the line; comments and blank lines are ignored.
public struct AuthorizedKeys: Sendable {
    public let keys: Set<NIOSSHPublicKey>
    /// Each key's comment (`alice@laptop`), what `sessions` lists it by: printable ASCII, at most 64.
    public let comments: [NIOSSHPublicKey: String]
    /// One line a skipped key: `authorized_keys:3: ssh-rsa keys are not supported (…)`.
    public let warnings: [String]
    /// Each key's options (`from=`, `restrict`), where its line has some.
    public let options: [NIOSSHPublicKey: AuthorizedKeyOptions]

    /// The key types swift-nio-ssh reads.
    static let supportedTypes: Set<String> = ["ssh-ed25519", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521"]

    /// The most a file may hold.
    static let maximumBytes = 1 << 20

    public init(keys: Set<NIOSSHPublicKey>, comments: [NIOSSHPublicKey: String] = [:], warnings: [String] = [],
                options: [NIOSSHPublicKey: AuthorizedKeyOptions] = [:]) {
        self.keys = keys
        self.comments = comments
        self.warnings = warnings
        self.options = options
    }

    /// True for the first field of a key (`ssh-ed25519`, `ecdsa-sha2-nistp256`, `sk-…`), not options.
    static func isKeyType(_ field: Substring) -> Bool {
        field.hasPrefix("ssh-") || field.hasPrefix("ecdsa-") || field.hasPrefix("sk-")
    }

    /// The options at the start of `line` (up to the first blank outside double quotes) and what follows.
    static func splitOptions(_ line: Substring) -> (options: Substring, rest: Substring) {
        var quoted = false
        for index in line.indices {
            let character = line[index]
            if character == "\"" { quoted.toggle() } else if character.isWhitespace, !quoted {
                return (line[..<index], line[index...].trimmingPrefix(while: \.isWhitespace))
            }
        }
        return (line, "")
    }

    /// Reads `path` (a regular file, at most 1 MiB).
    public static func load(_ path: String) throws -> AuthorizedKeys {
        let bytes = try BoundedFile.read(TypedPath.url(path), limit: maximumBytes)
        return parse(String(decoding: bytes, as: UTF8.self), file: path)
    }

    public static func parse(_ text: String, file: String = "authorized_keys") -> AuthorizedKeys {
        var keys: Set<NIOSSHPublicKey> = [], comments: [NIOSSHPublicKey: String] = [:], warnings: [String] = []
        var options: [NIOSSHPublicKey: AuthorizedKeyOptions] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingPrefix(while: \.isWhitespace)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            var keyOptions: AuthorizedKeyOptions?
            var fields = line.split(whereSeparator: \.isWhitespace)
            if let first = fields.first, !isKeyType(first) {
                let (written, rest) = splitOptions(line)
                fields = rest.split(whereSeparator: \.isWhitespace)
                // A line of garbage is no key; options before something that is not a key either.
                guard let type = fields.first, isKeyType(type), fields.count >= 2, written.contains(where: { $0.isLetter }) else {
                    warnings.append("\(file):\(index + 1): not a key line")
                    continue
                }
                switch AuthorizedKeyOptions.parse(written) {
                case let .success(parsed): keyOptions = parsed
                case let .failure(refusal):
                    warnings.append("\(file):\(index + 1): skipped: option \(refusal.option): \(refusal.reason)")
                    continue
                }
            }
            guard fields.count >= 2 else {
                warnings.append("\(file):\(index + 1): not a key line")
                continue
            }
            let type = String(fields[0])
            do {
                let key = try NIOSSHPublicKey(openSSHPublicKey: "\(type) \(fields[1])")
                keys.insert(key)
                if let keyOptions { options[key] = keyOptions }
                let comment = fields.dropFirst(2).joined(separator: " ").filter { $0.isASCII && !$0.isNewline && $0.asciiValue! >= 32 && $0.asciiValue! < 127 }
                if !comment.isEmpty { comments[key] = String(comment.prefix(64)) }
            } catch {
                let reason = Self.supportedTypes.contains(type) ? "not a valid \(type) key"
                    : "\(type) keys are not supported (ed25519 and ECDSA are)"
                warnings.append("\(file):\(index + 1): skipped: \(reason)")
            }
        }
        return AuthorizedKeys(keys: keys, comments: comments, warnings: warnings, options: options)
    }
}
