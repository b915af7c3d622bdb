import Testing
import VitrineCore

/// Without colour a picture's tones are dithered: black is all ink, white none, mid-grey half, and a
/// darker grey more than a lighter one (a threshold at mid-grey made a photo two blobs).
@Suite struct OrderedDitherTests {
    private func ink(_ grey: UInt8) -> Int {
        (0 ..< 8).reduce(0) { count, y in count + (0 ..< 8).filter { OrderedDither.isInk(.rgb(grey, grey, grey), x: $0, y: y) }.count }
    }

    @Test func tonesBecomeDensitiesOfInk() {
        #expect(ink(0) == 64 && ink(255) == 0)
        #expect(ink(128) == 32, "mid-grey is half ink")
        #expect(ink(64) > ink(128) && ink(128) > ink(192))
        #expect(!OrderedDither.isInk(.terminalDefault, x: 0, y: 0), "no colour is no ink")
    }
}
