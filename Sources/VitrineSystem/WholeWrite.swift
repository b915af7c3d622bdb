import Glibc

/// Writes that keep going until every byte is out: again after a signal interrupts, stopping only at an
/// error or a write that takes nothing.
public enum WholeWrite {
    /// Writes `bytes` to `descriptor`.
    /// - Returns: how many bytes were written, and `errno` when an error stopped it (0 when all were
    ///   written or a write took nothing).
    public static func write(_ bytes: [UInt8], to descriptor: Int32) -> (count: Int, error: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            if written < 0 { return (offset, errno) }
            if written == 0 { break }
            offset += written
        }
        return (offset, 0)
    }
}
