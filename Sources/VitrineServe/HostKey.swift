import Crypto
import FoundationEssentials
import Glibc
import NIOSSH
import VitrineSystem

/// The server's host key: an ed25519 key generated on first start in OpenSSH's format (so `ssh-keygen -l -f`
/// reads it), written with mode 0600 (created exclusively: never over another file), and read again on later
/// starts; any unencrypted ed25519 or ECDSA P-256 key `ssh-keygen` made works too (the host's own
/// `/etc/ssh/ssh_host_ed25519_key`), as do keys written by earlier versions; a key file others may read is
/// refused.
public struct HostKey: Sendable {
    public let privateKey: NIOSSHPrivateKey
    /// `SHA256:…`, as `ssh-keygen -l` and the OpenSSH client print it.
    public let fingerprint: String

    /// The key in `path`, made there first if there is none; `created` says which.
    public static func loadOrCreate(_ path: String) throws -> (key: HostKey, created: Bool) {
        if access(path, F_OK) == 0 {
            var info = stat()
            guard stat(path, &info) == 0 else { throw ServeError("host key \(path): cannot be read") }
            guard info.st_mode & 0o077 == 0 else {
                throw ServeError("host key \(path): readable by others (mode \(String(info.st_mode & 0o777, radix: 8))); chmod 600 it")
            }
            let text = String(decoding: try BoundedFile.read(TypedPath.url(path), limit: 16384), as: UTF8.self)
            if text.contains(OpenSSHPrivateKey.header) {
                switch OpenSSHPrivateKey.read(text) {
                case let .success(key): return (HostKey(key), false)
                case let .failure(error): throw ServeError("host key \(path): \(error)")
                }
            }
            let encoded = text.split(whereSeparator: \.isNewline).first { !$0.hasPrefix("#") }.map(String.init) ?? ""
            guard let seed = Data(base64Encoded: encoded), let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: seed) else {
                throw ServeError("host key \(path): not an OpenSSH private key (ssh-keygen -t ed25519 -N '' -f \(path) makes one)")
            }
            return (HostKey(NIOSSHPrivateKey(ed25519Key: key)), false)
        }
        let key = Curve25519.Signing.PrivateKey()
        let text = OpenSSHPrivateKey.text(key, comment: "vitrine serve host key")
        // Written whole beside its place, then linked into it: never half a key there, never through a link
        // (O_EXCL), and a key another start made meanwhile is not replaced (link fails on it).
        let partial = "\(path).partial-\(getpid())"
        let descriptor = open(partial, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw ServeError("host key \(path): cannot be created (\(String(cString: strerror(errno))))") }
        defer { unlink(partial) }
        let bytes = Array(text.utf8)
        let written = write(descriptor, bytes, bytes.count) == bytes.count && fsync(descriptor) == 0
        close(descriptor)
        guard written, link(partial, path) == 0 else {
            throw ServeError("host key \(path): cannot be written (\(String(cString: strerror(errno))))")
        }
        return (HostKey(NIOSSHPrivateKey(ed25519Key: key)), true)
    }

    init(_ key: NIOSSHPrivateKey) {
        privateKey = key
        fingerprint = Self.fingerprint(of: key.publicKey)
    }

    /// The SHA-256 fingerprint of `key`'s wire form, base64 without padding.
    public static func fingerprint(of key: NIOSSHPublicKey) -> String {
        let openSSH = String(openSSHPublicKey: key)
        return fingerprint(ofWireBytes: openSSH.split(separator: " ").dropFirst().first.flatMap { Data(base64Encoded: String($0)) } ?? Data())
    }

    /// The SHA-256 fingerprint of a key's wire form (`ssh-keygen -l` prints the same), base64 without padding.
    static func fingerprint(ofWireBytes blob: some DataProtocol) -> String {
        let digest = Data(SHA256.hash(data: blob)).base64EncodedString()
        return "SHA256:" + digest.trimmingSuffix(while: { $0 == "=" })
    }
}

extension String {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
        var text = self
        while let last = text.last, predicate(last) { text.removeLast() }
        return text
    }
}
