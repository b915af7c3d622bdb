/// Files as one POSIX (ustar) tar archive, for a review page sent as a single stream (`review --format tar`,
/// over SSH where nothing may be written on the server). Regular files only, mode 0644, no owner.
public enum TarArchive {
    /// A path a ustar header cannot hold (more than 255 bytes, or no `/` to split it at).
    public struct NameTooLong: Error, CustomStringConvertible {
        public let path: String
        public var description: String { "\(path): too long a name for a tar archive" }
    }

    /// The archive of `files` (paths relative to the archive's root, under `folder`), ending with its two
    /// blocks of zeros; a path no header can hold is an error, never a file left out.
    public static func bytes(of files: [ReviewPage.File], folder: String) throws(NameTooLong) -> [UInt8] {
        var archive: [UInt8] = []
        for file in files {
            let path = folder + "/" + file.path
            let contents = Array(file.contents.utf8)
            guard let header = header(path: path, size: contents.count) else { throw NameTooLong(path: path) }
            archive += header + contents + Array(repeating: 0, count: (512 - contents.count % 512) % 512)
        }
        return archive + Array(repeating: 0, count: 1024)
    }

    /// A ustar header: the name (split into prefix and name at a `/` where it is longer than 100 bytes),
    /// mode, size, a fixed time, and its checksum.
    private static func header(path: String, size: Int) -> [UInt8]? {
        let bytes = Array(path.utf8)
        var (prefix, name) = ([UInt8](), bytes)
        if bytes.count > 100 {
            guard let split = bytes.indices.last(where: { bytes[$0] == UInt8(ascii: "/") && $0 <= 155 && bytes.count - $0 - 1 <= 100 }) else {
                return nil
            }
            (prefix, name) = (Array(bytes[..<split]), Array(bytes[(split + 1)...]))
        }
        var header = [UInt8](repeating: 0, count: 512)
        func put(_ field: [UInt8], at offset: Int) { header.replaceSubrange(offset ..< offset + field.count, with: field) }
        func octal(_ value: Int, width: Int) -> [UInt8] {
            let digits = String(value, radix: 8)
            return Array((String(repeating: "0", count: max(0, width - 1 - digits.count)) + digits).utf8) + [0]
        }
        put(name, at: 0)
        put(octal(0o644, width: 8), at: 100)
        put(octal(0, width: 8), at: 108)
        put(octal(0, width: 8), at: 116)
        put(octal(size, width: 12), at: 124)
        put(octal(0, width: 12), at: 136)
        put(Array(repeating: UInt8(ascii: " "), count: 8), at: 148)
        header[156] = UInt8(ascii: "0")
        put(Array("ustar\0".utf8) + Array("00".utf8), at: 257)
        put(prefix, at: 345)
        let checksum = header.reduce(0) { $0 + Int($1) }
        put(Array(String(checksum, radix: 8).leftPadded(to: 6).utf8) + [0, UInt8(ascii: " ")], at: 148)
        return header
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
