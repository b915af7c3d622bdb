/// ASCII hexadecimal digits, read from bytes (colours in themes, `\u` escapes in JSON).
public enum HexDigit {
    /// The value of `byte` as a hexadecimal digit (`0`–`9`, `a`–`f`, `A`–`F`); nil for any other byte.
    public static func value(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0") ... UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a") ... UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A") ... UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
