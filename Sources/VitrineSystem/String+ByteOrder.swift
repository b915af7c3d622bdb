#if canImport(Glibc)
import Glibc
#endif

extension String {
    /// Whether this text sorts before `other` by its UTF-8 bytes: Unicode scalar order, which is `<`'s
    /// order for text in NFC (token names, file names), at a fraction of `<`'s cost; unlike `<`, two
    /// canonically equivalent spellings are told apart, as the kernel tells their files apart.
    public func precedesByBytes(_ other: String) -> Bool {
        let order = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right in
                let shared = min(left.count, right.count)
                let order = shared == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, shared)
                return order != 0 ? order < 0 : left.count < right.count
            }
        }
        // Text bridged from elsewhere may not be contiguous: compared byte by byte.
        return (order ?? nil) ?? utf8.lexicographicallyPrecedes(other.utf8)
    }
}
