import FoundationEssentials

/// A path compared and hashed by its bytes, as the kernel compares names. String's `==` and hashing take
/// canonically equivalent text as one (`café` written with U+00E9, and `cafe` followed by U+0301), which
/// on Linux are two files: a theme cache keyed by String answered for one with the other's theme.
public struct ExactPath: Hashable, Sendable, CustomStringConvertible {
    /// The path as text.
    public let path: String

    public init(_ path: String) {
        self.path = path
    }

    public var description: String { path }

    public static func == (lhs: ExactPath, rhs: ExactPath) -> Bool {
        lhs.path.utf8.elementsEqual(rhs.path.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        if path.utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            for byte in path.utf8 { hasher.combine(byte) }
        }
    }
}

extension URL {
    /// This file URL's ``standardPath``, compared byte for byte: the identity of the file it names.
    public var exactPath: ExactPath {
        ExactPath(standardPath)
    }
}
