/// Maps (foreground, background) colour numbers to ncurses colour pairs, defining pairs on first use.
///
/// When every pair is taken, the one least recently used in an earlier frame is redefined (the lowest
/// number among equals); a pair used in the frame being drawn is never redefined (the terminal would
/// repaint its cells in the new colours). If the current frame alone needs more pairs than exist, the
/// extra cells fall back to pair 0.
struct ColorPairCache {
    struct Key: Hashable {
        var foreground: Int32
        var background: Int32
    }

    /// The highest pair number that may be used.
    let capacity: Int32
    private var pairs: [Key: Int32] = [:]
    /// By pair number less one: the colours each defined pair holds and the frame it was last used in.
    private var owners: [Key] = []
    private var lastUsed: [UInt64] = []
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
            lastUsed[Int(number) - 1] = frame
            return number
        }
        guard let number = freePair() else { return 0 }
        let index = Int(number) - 1
        if index < owners.count {
            pairs[owners[index]] = nil
            (owners[index], lastUsed[index]) = (key, frame)
        } else {
            owners.append(key)
            lastUsed.append(frame)
        }
        pairs[key] = number
        define(number, foreground, background)
        return number
    }

    /// True when pair `number` still holds the colours of `key` (it was not redefined since it was given
    /// for them): then it counts as used in this frame, as ``pair(foreground:background:define:)`` would.
    mutating func reuse(_ number: Int32, for key: Key) -> Bool {
        let index = Int(number) - 1
        guard owners.indices.contains(index), owners[index] == key else { return false }
        lastUsed[index] = frame
        return true
    }

    private func freePair() -> Int32? {
        let next = Int32(owners.count) + 1
        if next <= capacity { return next }
        var oldest: Int?
        for index in lastUsed.indices where lastUsed[index] < frame && lastUsed[index] < oldest.map({ lastUsed[$0] }) ?? .max {
            oldest = index
        }
        return oldest.map { Int32($0 + 1) }
    }
}
