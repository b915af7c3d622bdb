/// The dotted path of a design token, e.g. `theme.color.badge.danger.background`.
///
/// Paths sort with numbers compared as numbers, so `category-2` comes before `category-10`.
public struct TokenPath: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public var description: String { rawValue }

    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        // Over the bytes in place: through `UTF8View` slices a sort of a theme's 500 tokens took 15 M
        // instructions (`o`, the token catalogue, at 300x100), nine in ten of them here.
        var (left, right) = (lhs.rawValue, rhs.rawValue)
        return left.withUTF8 { left in right.withUTF8 { right in precedes(left, right) } }
    }

    /// `left` sorts before `right`: byte by byte, a run of digits in both as a number.
    private static func precedes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        var (i, j) = (0, 0)
        while i < left.count, j < right.count {
            let (a, b) = (left[i], right[j])
            if isDigit(a), isDigit(b) {
                let (leftEnd, rightEnd) = (digitsEnd(left, from: i), digitsEnd(right, from: j))
                // Leading zeros do not count: the longer number is the larger, else the first digit that differs.
                let (leftStart, rightStart) = (firstNonZero(left, from: i, to: leftEnd), firstNonZero(right, from: j, to: rightEnd))
                let (leftLength, rightLength) = (leftEnd - leftStart, rightEnd - rightStart)
                if leftLength != rightLength { return leftLength < rightLength }
                for offset in 0 ..< leftLength where left[leftStart + offset] != right[rightStart + offset] {
                    return left[leftStart + offset] < right[rightStart + offset]
                }
                (i, j) = (leftEnd, rightEnd)
                continue
            }
            if a != b { return a < b }
            (i, j) = (i + 1, j + 1)
        }
        return i == left.count && j < right.count
    }

    /// Where the run of digits at `start` of `bytes` ends.
    private static func digitsEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        return end
    }

    /// The first byte of `start ..< end` that is not `0` (`end` when all are).
    private static func firstNonZero(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, bytes[index] == 0x30 { index += 1 }
        return index
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30 ... 0x39).contains(byte) }
}
