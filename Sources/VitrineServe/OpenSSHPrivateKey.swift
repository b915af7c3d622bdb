import Crypto
import FoundationEssentials
import NIOSSH
import VitrineCore

/// OpenSSH's private-key file format (`-----BEGIN OPENSSH PRIVATE KEY-----`, what `ssh-keygen` writes and
/// `/etc/ssh/ssh_host_ed25519_key` is), unencrypted: ed25519 and ECDSA P-256 keys read, ed25519 written.
enum OpenSSHPrivateKey {
    static let header = "-----BEGIN OPENSSH PRIVATE KEY-----", footer = "-----END OPENSSH PRIVATE KEY-----"
    private static let magic = Array("openssh-key-v1\0".utf8)

    /// The key in `text`, or why not.
    static func read(_ text: String) -> Result<NIOSSHPrivateKey, ServeError> {
        let body = text.split(whereSeparator: \.isNewline).map { $0.trimmed }
            .drop { $0 != header }.dropFirst().prefix { $0 != footer }.joined()
        guard let data = Data(base64Encoded: body) else { return .failure(ServeError("not base64 between the OpenSSH key's lines")) }
        var reader = Reader(Array(data))
        guard reader.take(magic.count) == magic else { return .failure(ServeError("not an openssh-key-v1 key")) }
        guard let cipher = reader.string(), let kdf = reader.string(), reader.string() != nil, let count = reader.uint32() else {
            return .failure(ServeError("the key is cut short"))
        }
        guard String(decoding: cipher, as: UTF8.self) == "none", String(decoding: kdf, as: UTF8.self) == "none" else {
            return .failure(ServeError("encrypted with a passphrase: give an unencrypted key (ssh-keygen -N '')"))
        }
        guard count == 1, reader.string() != nil, let secret = reader.string() else { return .failure(ServeError("not one key")) }
        var keys = Reader(secret)
        guard let first = keys.uint32(), let second = keys.uint32(), first == second, let type = keys.string() else {
            return .failure(ServeError("the key's private part does not check out"))
        }
        switch String(decoding: type, as: UTF8.self) {
        case "ssh-ed25519":
            guard keys.string() != nil, let pair = keys.string(), pair.count == 64,
                  let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: pair.prefix(32)) else {
                return .failure(ServeError("an ed25519 key that does not read"))
            }
            return .success(NIOSSHPrivateKey(ed25519Key: key))
        case "ecdsa-sha2-nistp256":
            guard keys.string() != nil, keys.string() != nil, let scalar = keys.string(),
                  let key = try? P256.Signing.PrivateKey(rawRepresentation: scalar.drop { $0 == 0 }.leftPadded(to: 32)) else {
                return .failure(ServeError("an ECDSA P-256 key that does not read"))
            }
            return .success(NIOSSHPrivateKey(p256Key: key))
        case let other:
            return .failure(ServeError("a \(other) key: this server takes ed25519 and ECDSA P-256 host keys (ssh-keygen -t ed25519)"))
        }
    }

    /// `key` as OpenSSH writes an unencrypted ed25519 key, with `comment`.
    static func text(_ key: Curve25519.Signing.PrivateKey, comment: String) -> String {
        let publicBlob = string(Array("ssh-ed25519".utf8)) + string(Array(key.publicKey.rawRepresentation))
        let check = UInt32.random(in: .min ... .max)
        var secret = uint32(check) + uint32(check) + string(Array("ssh-ed25519".utf8)) + string(Array(key.publicKey.rawRepresentation))
            + string(Array(key.rawRepresentation) + Array(key.publicKey.rawRepresentation)) + string(Array(comment.utf8))
        var pad: UInt8 = 1
        while secret.count % 8 != 0 {
            secret.append(pad)
            pad += 1
        }
        let bytes = magic + string(Array("none".utf8)) + string(Array("none".utf8)) + string([]) + uint32(1) + string(publicBlob) + string(secret)
        let encoded = Data(bytes).base64EncodedString()
        let lines = stride(from: 0, to: encoded.count, by: 70).map { start in
            String(encoded.dropFirst(start).prefix(70))
        }
        return ([header] + lines + [footer]).joined(separator: "\n") + "\n"
    }

    private static func uint32(_ value: UInt32) -> [UInt8] { (0 ..< 4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }

    private static func string(_ bytes: [UInt8]) -> [UInt8] { uint32(UInt32(bytes.count)) + bytes }

    /// SSH wire-format fields, read front to back; nil where the data runs out.
    private struct Reader {
        private var bytes: ArraySlice<UInt8>

        init(_ bytes: [UInt8]) { self.bytes = bytes[...] }

        mutating func take(_ count: Int) -> [UInt8]? {
            guard count >= 0, bytes.count >= count else { return nil }
            defer { bytes = bytes.dropFirst(count) }
            return Array(bytes.prefix(count))
        }

        mutating func uint32() -> UInt32? {
            take(4).map { $0.reduce(0) { $0 << 8 | UInt32($1) } }
        }

        mutating func string() -> [UInt8]? {
            uint32().flatMap { take(Int($0)) }
        }
    }
}

extension Sequence<UInt8> {
    /// The bytes with zeros in front up to `count` (an mpint's scalar as a fixed-size key).
    fileprivate func leftPadded(to count: Int) -> [UInt8] {
        let bytes = Array(self)
        return bytes.count >= count ? Array(bytes.suffix(count)) : Array(repeating: 0, count: count - bytes.count) + bytes
    }
}
