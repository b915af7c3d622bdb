import CNcursesw
import VitrineCore

/// Turns what `wget_wch` returned into a typed key.
enum KeyDecoder {
    /// A function key (`KEY_CODE_YES`); nil for codes the gallery does not use.
    static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_BTAB: return .backTab
        case KEY_F0 + 1 ... KEY_F0 + 24: return .function(Int(code - KEY_F0))
        default: return nil
        }
    }

    /// A character key; control characters become their named keys or `.control`.
    static func characterKey(_ code: UInt32) -> Key? {
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 1 ... 26: return .control(Character(Unicode.Scalar(code + 96)!))
        default: return Unicode.Scalar(code).map { .character(Character($0)) }
        }
    }
}
