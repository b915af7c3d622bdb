import FoundationEssentials
import NIOSSH
import VitrineSystem

/// The public keys allowed in, from an OpenSSH `authorized_keys` file: one key a line
/// (`[options] ssh-ed25519 AAAA… comment`; the options ``AuthorizedKeyOptions`` honours, else the line is
/// skipped naming the option). Keys of a type the vendored swift-nio-ssh does not read (DSA, security keys),
/// RSA keys under 2048 bits and lines that hold no key are skipped with a warning naming the line; comments
/// and blank lines are ignored.
public struct AuthorizedKeys: Sendable {
    public let keys: Set<NIOSSHPublicKey>
    /// Each key's comment (`alice@laptop`), what `sessions` lists it by: printable ASCII, at most 64.
    public let comments: [NIOSSHPublicKey: String]
    /// One line a skipped key: `authorized_keys:3: ssh-rsa keys are not supported (…)`.
    public let warnings: [String]
    /// Each key's options (`from=`, `restrict`), where its line has some.
    public let options: [NIOSSHPublicKey: AuthorizedKeyOptions]

    /// The key types the vendored swift-nio-ssh reads (RSA: rsa-keys.patch).
    static let supportedTypes: Set<String> = ["ssh-ed25519", "ssh-rsa", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521"]

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

    /// The size of an `ssh-rsa` key's modulus in bits (string type, mpint e, mpint n), if `base64` holds one.
    static func rsaModulusBits(_ base64: Substring) -> Int? {
        guard let blob = Data(base64Encoded: String(base64)) else { return nil }
        var bytes = blob[...]
        func string() -> Data? {
            guard bytes.count >= 4 else { return nil }
            let length = bytes.prefix(4).reduce(0) { $0 << 8 | Int($1) }
            bytes = bytes.dropFirst(4)
            guard length <= bytes.count else { return nil }
            defer { bytes = bytes.dropFirst(length) }
            return bytes.prefix(length)
        }
        guard string().map({ String(decoding: $0, as: UTF8.self) }) == "ssh-rsa", string() != nil,
              let modulus = string()?.drop(while: { $0 == 0 }), let top = modulus.first else { return nil }
        return (modulus.count - 1) * 8 + (8 - top.leadingZeroBitCount)
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
                let reason: String
                if !Self.supportedTypes.contains(type) {
                    reason = "\(type) keys are not supported (ed25519, ECDSA and RSA are)"
                } else if let bits = Self.rsaModulusBits(fields[1]), bits < 2048 {
                    reason = "a \(bits)-bit RSA key (2048 bits or more are taken)"
                } else {
                    reason = "not a valid \(type) key"
                }
                warnings.append("\(file):\(index + 1): skipped: \(reason)")
            }
        }
        return AuthorizedKeys(keys: keys, comments: comments, warnings: warnings, options: options)
    }
}
