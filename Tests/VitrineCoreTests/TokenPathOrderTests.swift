import Testing
import VitrineCore
import VitrineTestSupport

/// Token paths sort with numbers compared as numbers (`category-2` before `category-10`), leading zeros not
/// counting, else byte by byte; the order is a strict weak one, whatever the text.
@Suite struct TokenPathOrderTests {
    @Test func numbersCompareAsNumbers() {
        let paths: [TokenPath] = ["a.category-10", "a.category-2", "a.category-1", "a.category-02x", "a.category", "a.b", "a.category-002"]
        #expect(paths.sorted().map(\.rawValue) == ["a.b", "a.category", "a.category-1", "a.category-2", "a.category-002", "a.category-02x",
                                                  "a.category-10"])
        #expect(!(TokenPath("x-007") < TokenPath("x-7")) && !(TokenPath("x-7") < TokenPath("x-007")), "leading zeros do not count")
        #expect(TokenPath("x") < TokenPath("x.y") && !(TokenPath("x.y") < TokenPath("x")), "a prefix first")
        #expect(TokenPath("café.é") < TokenPath("café.ê"), "other bytes as bytes")
    }

    /// Against the order written the plain way, over slices (what it was before it went over the bytes).
    @Test func agreesWithThePlainDefinition() {
        var random = SplitMix(state: 7)
        let alphabet = Array("0012099.a-bé".utf8)
        for _ in 0 ..< 20_000 {
            let (left, right) = (Self.path(&random, alphabet), Self.path(&random, alphabet))
            #expect((left < right) == Self.plainPrecedes(left.rawValue, right.rawValue), "\(left) \(right)")
        }
    }

    private static func path(_ random: inout SplitMix, _ alphabet: [UInt8]) -> TokenPath {
        let bytes = (0 ..< Int(random.next() % 9)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
        return TokenPath(String(decoding: bytes, as: UTF8.self))
    }

    private static func plainPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        let isDigit = { (byte: UInt8) in (0x30 ... 0x39).contains(byte) }
        var left = lhs.utf8[...], right = rhs.utf8[...]
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
}
