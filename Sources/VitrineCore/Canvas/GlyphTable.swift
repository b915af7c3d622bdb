import Synchronization

/// The grapheme clusters of more than one scalar, which a ``Glyph`` does not hold inline, each
/// kept once for the life of the process and named by its number. Bounded: past 4,096 clusters or
/// 256 KiB, a new cluster is kept as its first scalar alone (of the same width for emoji and
/// letters under marks), so hostile text cannot grow it without limit.
final class GlyphTable: Sendable {
    /// The table every glyph uses.
    static let shared = GlyphTable(capacity: 4096, byteCapacity: 256 * 1024)

    private struct Storage {
        var texts: [String] = []
        /// By UTF-8 bytes, not by `String` (which compares canonically): two spellings of one cluster are
        /// kept apart, each sent to the terminal as it was written.
        var numbers: [[UInt8]: Int] = [:]
        var bytes = 0
    }

    private let storage = Mutex(Storage())
    private let capacity: Int
    private let byteCapacity: Int

    init(capacity: Int, byteCapacity: Int) {
        self.capacity = capacity
        self.byteCapacity = byteCapacity
    }

    /// The glyph of `text`, a cluster of several scalars.
    func glyph(for text: String) -> Glyph {
        let key = Array(text.utf8)
        let number: Int? = storage.withLock { storage in
            if let number = storage.numbers[key] { return number }
            guard storage.texts.count < capacity, storage.bytes + key.count <= byteCapacity else { return nil }
            storage.texts.append(text)
            storage.numbers[key] = storage.texts.count - 1
            storage.bytes += key.count
            return storage.texts.count - 1
        }
        guard let number else { return Glyph(text.unicodeScalars.first.map { String($0) } ?? "") }
        return Glyph(tableNumber: number)
    }

    /// The cluster numbered `number`.
    func text(ofNumber number: Int) -> String {
        storage.withLock { $0.texts[number] }
    }
}
