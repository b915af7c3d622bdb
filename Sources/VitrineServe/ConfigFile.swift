import FoundationEssentials
import VitrineCore
import VitrineSystem

/// A server's settings in a file, one `key = value` a line, each key a long option without its dashes
/// (`listen = 0.0.0.0:2222`, `authorized-keys = /etc/vitrine/authorized_keys`); `#` starts a comment line.
/// The file's settings come first, so an option on the command line wins over the same key in the file.
public enum ConfigFile {
    /// The most a file may hold.
    static let maximumBytes = 64 << 10

    /// The file at `path` as options (`--listen=0.0.0.0:2222`), checked against `keys` (the options a key may
    /// name). A line that is not `key = value`, an unknown key, a key given twice: a ``ServeError`` naming
    /// the file, the line and what is wrong.
    public static func arguments(from path: String, keys: Set<String>) throws -> [String] {
        let bytes: [UInt8]
        do { bytes = try BoundedFile.read(TypedPath.url(path), limit: maximumBytes) } catch {
            throw ServeError("--config \(path): \(error)")
        }
        return try arguments(parsing: String(decoding: bytes, as: UTF8.self), file: path, keys: keys)
    }

    static func arguments(parsing text: String, file: String, keys: Set<String>) throws -> [String] {
        var arguments: [String] = [], seen: Set<String> = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmed
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let place = "\(file):\(index + 1)"
            guard let equals = line.firstIndex(of: "=") else {
                throw ServeError("\(place): expected key = value, e.g. listen = 0.0.0.0:2222")
            }
            let key = line[..<equals].trimmed
            var value = line[line.index(after: equals)...].trimmed
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            guard keys.contains(key) else {
                throw ServeError("\(place): \(LogText.escaped(String(key.prefix(40)))) is not a setting; the settings are \(keys.sorted().joined(separator: ", "))")
            }
            guard seen.insert(key).inserted else { throw ServeError("\(place): \(key) is set twice") }
            guard !value.isEmpty, value.allSatisfy({ !$0.isNewline && $0.asciiValue.map { $0 >= 32 && $0 != 127 } ?? true }) else {
                throw ServeError("\(place): \(key) has no value, or one with control characters")
            }
            arguments.append("--\(key)=\(value)")
        }
        return arguments
    }
}
