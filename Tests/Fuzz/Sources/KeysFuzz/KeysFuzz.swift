import VitrineCore
import VitrineTerminalProtocol

/// What a terminal sends: bytes as keys (ESC, BEL, `[`, `]`, `?`, `\`, `c` and others weighted in), with
/// resizes mixed in, through the answer filter; and the same bytes as a reply to the start-up queries.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeys(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    var filter = TerminalAnswerFilter()
    var delivered = 0
    for byte in bytes {
        let event: TerminalEvent = switch byte % 16 {
        case 0: .key(.escape)
        case 1: .key(.control("g"))
        case 2: .key(.character("["))
        case 3: .key(.character("]"))
        case 4: .key(.character("?"))
        case 5: .key(.character("\\"))
        case 6: .key(.character("c"))
        case 7: .resize(Size(width: Int(byte), height: 1))
        default: .key(.character(Character(Unicode.Scalar(byte))))
        }
        delivered += filter.feed(event).count
        if byte == 0xFF { delivered += filter.drain().count }
    }
    delivered += filter.drain().count
    precondition(delivered <= bytes.count, "the filter invented events")
    let reply = Array(bytes)
    _ = TerminalReply.backgroundColor(in: reply)
    _ = TerminalReply.containsDeviceAttributes(reply)
    _ = TerminalReply.trueColor(in: reply)
    return 0
}
