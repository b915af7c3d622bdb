/// Maps (foreground, background) colour numbers to ncurses colour pairs, defining pairs on first use.
///
/// When every pair is taken, the one least recently used in an earlier frame is redefined; a pair used in
/// the frame being drawn is never redefined (the terminal would repaint its cells in the new colours).
/// If the current frame alone needs more pairs than exist, the extra cells fall back to pair 0.
struct ColorPairCache {
    struct Key: Hashable {
        var foreground: Int32
        var background: Int32
    }

    /// The highest pair number that may be used.
    let capacity: Int32
    private var pairs: [Key: Int32] = [:]
    private var owners: [Int32: Key] = [:]
    private var lastUsed: [Int32: UInt64] = [:]
    private var frame: UInt64 = 0

    init(capacity: Int32) {
        self.capacity = max(0, capacity)
    }

    /// Starts a new frame: pairs used from now on are protected until the next call.
    mutating func beginFrame() { frame += 1 }

    /// The pair for the colours; `define` is called when a pair number is (re)defined.
    mutating func pair(foreground: Int32, background: Int32, define: (Int32, Int32, Int32) -> Void) -> Int32 {
        let key = Key(foreground: foreground, background: background)
        if foreground == -1 && background == -1 { return 0 }
        if let number = pairs[key] {
            lastUsed[number] = frame
            return number
        }
        guard let number = freePair() else { return 0 }
        if let previous = owners[number] { pairs[previous] = nil }
        pairs[key] = number
        owners[number] = key
        lastUsed[number] = frame
        define(number, foreground, background)
        return number
    }

    private func freePair() -> Int32? {
        let next = Int32(owners.count) + 1
        if next <= capacity { return next }
        return lastUsed.filter { $0.value < frame }.min { $0.value < $1.value }?.key
    }
}
