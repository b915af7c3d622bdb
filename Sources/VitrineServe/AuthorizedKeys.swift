import FoundationEssentials
import NIOSSH
import VitrineSystem

/// The public keys allowed in, from an OpenSSH `authorized_keys` file: one key a line
/// (`ssh-ed25519 AAAA… comment`, options before the key are not supported and such lines are skipped).
/// Keys of a type swift-nio-ssh does not read (RSA, DSA, security keys) are skipped with a warning
/// naming the line; comments and blank lines are ignored.
public struct AuthorizedKeys: Sendable {
    public let keys: Set<NIOSSHPublicKey>
    /// Each key's comment (`alice@laptop`), what `sessions` lists it by: printable ASCII, at most 64.
    public let comments: [NIOSSHPublicKey: String]
    /// One line a skipped key: `authorized_keys:3: ssh-rsa keys are not supported (…)`.
    public let warnings: [String]

    /// The key types swift-nio-ssh reads.
    static let supportedTypes: Set<String> = ["ssh-ed25519", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521"]

    /// The most a file may hold.
    static let maximumBytes = 1 << 20

    public init(keys: Set<NIOSSHPublicKey>, comments: [NIOSSHPublicKey: String] = [:], warnings: [String] = []) {
        self.keys = keys
        self.comments = comments
        self.warnings = warnings
    }

    /// Reads `path` (a regular file, at most 1 MiB).
    public static func load(_ path: String) throws -> AuthorizedKeys {
        let bytes = try BoundedFile.read(TypedPath.url(path), limit: maximumBytes)
        return parse(String(decoding: bytes, as: UTF8.self), file: path)
    }

    public static func parse(_ text: String, file: String = "authorized_keys") -> AuthorizedKeys {
        var keys: Set<NIOSSHPublicKey> = [], comments: [NIOSSHPublicKey: String] = [:], warnings: [String] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingPrefix(while: \.isWhitespace)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let fields = line.split(whereSeparator: \.isWhitespace)
            guard fields.count >= 2 else {
                warnings.append("\(file):\(index + 1): not a key line")
                continue
            }
            let type = String(fields[0])
            do {
                let key = try NIOSSHPublicKey(openSSHPublicKey: "\(type) \(fields[1])")
                keys.insert(key)
                let comment = fields.dropFirst(2).joined(separator: " ").filter { $0.isASCII && !$0.isNewline && $0.asciiValue! >= 32 && $0.asciiValue! < 127 }
                if !comment.isEmpty { comments[key] = String(comment.prefix(64)) }
            } catch {
                let reason = Self.supportedTypes.contains(type) ? "not a valid \(type) key"
                    : type.hasPrefix("ssh-") || type.hasPrefix("ecdsa-") || type.hasPrefix("sk-")
                    ? "\(type) keys are not supported (ed25519 and ECDSA are)" : "options before the key are not supported"
                warnings.append("\(file):\(index + 1): skipped: \(reason)")
            }
        }
        return AuthorizedKeys(keys: keys, comments: comments, warnings: warnings)
    }
}
