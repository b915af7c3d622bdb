/// Splits what arrives on a session socket into lines, at most ``SessionMessage/maximumLine`` bytes each:
/// a longer line is skipped to its end, so a peer can make it hold no more than that.
public struct SessionLineSplitter: Sendable {
    private var pending: [UInt8] = []
    private var skipping = false

    public init() {}

    /// The whole lines `bytes` completes, in order.
    public mutating func lines(adding bytes: some Collection<UInt8>) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        for byte in bytes {
            if byte == 0x0A {
                if !skipping { lines.append(pending) }
                pending.removeAll(keepingCapacity: true)
                skipping = false
            } else if !skipping {
                pending.append(byte)
                if pending.count > SessionMessage.maximumLine {
                    pending.removeAll()
                    skipping = true
                }
            }
        }
        return lines
    }
}
