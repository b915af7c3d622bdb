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
        var left = lhs.rawValue.utf8[...], right = rhs.rawValue.utf8[...]
        while let a = left.first, let b = right.first {
            if isDigit(a), isDigit(b) {
                let (leftNumber, rightNumber) = (left.prefix(while: isDigit), right.prefix(while: isDigit))
                let (leftValue, rightValue) = (leftNumber.drop { $0 == 0x30 }, rightNumber.drop { $0 == 0x30 })
                if leftValue.count != rightValue.count { return leftValue.count < rightValue.count }
                if !leftValue.elementsEqual(rightValue) { return leftValue.lexicographicallyPrecedes(rightValue) }
                left = left.dropFirst(leftNumber.count)
                right = right.dropFirst(rightNumber.count)
                continue
            }
            if a != b { return a < b }
            left = left.dropFirst()
            right = right.dropFirst()
        }
        return left.isEmpty && !right.isEmpty
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30 ... 0x39).contains(byte) }
}
