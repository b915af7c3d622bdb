import FoundationEssentials
import Glibc

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
        var (left, right) = (lhs.path, rhs.path)
        return left.withUTF8 { left in
            right.withUTF8 { right in left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0) }
        }
    }

    public func hash(into hasher: inout Hasher) {
        var path = path
        path.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension URL {
    /// This file URL's ``standardPath``, compared byte for byte: the identity of the file it names.
    public var exactPath: ExactPath {
        ExactPath(standardPath)
    }
}
