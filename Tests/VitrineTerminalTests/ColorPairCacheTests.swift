import Testing
@testable import VitrineTerminal

@Suite struct ColorPairCacheTests {
    @Test func definesEachPairOnceAndReusesIt() {
        var cache = ColorPairCache(capacity: 10)
        var defined: [[Int32]] = []
        cache.beginFrame()
        let first = cache.pair(foreground: 1, background: 2) { defined.append([$0, $1, $2]) }
        let again = cache.pair(foreground: 1, background: 2) { defined.append([$0, $1, $2]) }
        let other = cache.pair(foreground: 2, background: 1) { defined.append([$0, $1, $2]) }
        #expect(first == 1 && again == 1 && other == 2)
        #expect(defined == [[1, 1, 2], [2, 2, 1]])
        #expect(cache.pair(foreground: -1, background: -1) { _, _, _ in Issue.record("pair 0 is never defined") } == 0)
    }

    @Test func pairNumbersBeyond255AreUsed() {
        var cache = ColorPairCache(capacity: 65535)
        cache.beginFrame()
        var last: Int32 = 0
        for color in 0 ..< 300 { last = cache.pair(foreground: Int32(color), background: 0) { _, _, _ in } }
        #expect(last == 300)
    }

    @Test func whenFullRecyclesTheLeastRecentlyUsedPairOfAnEarlierFrame() {
        var cache = ColorPairCache(capacity: 2)
        cache.beginFrame()
        _ = cache.pair(foreground: 1, background: 0) { _, _, _ in }
        cache.beginFrame()
        _ = cache.pair(foreground: 2, background: 0) { _, _, _ in }
        var redefined: [Int32] = []
        let recycled = cache.pair(foreground: 3, background: 0) { number, _, _ in redefined.append(number) }
        #expect(recycled == 1, "pair 1 was last used a frame ago")
        #expect(redefined == [1])
        let full = cache.pair(foreground: 4, background: 0) { _, _, _ in Issue.record("pairs of this frame are protected") }
        #expect(full == 0)
        #expect(cache.pair(foreground: 2, background: 0) { _, _, _ in } == 2)
    }

    /// A pair given before is reused while it holds the same colours, and then counts as used in this
    /// frame (it is not the one recycled); once redefined for other colours it is not.
    @Test func aPairIsReusedOnlyWhileItHoldsTheSameColours() {
        var cache = ColorPairCache(capacity: 2)
        cache.beginFrame()
        let red = cache.pair(foreground: 1, background: 0) { _, _, _ in }
        let green = cache.pair(foreground: 2, background: 0) { _, _, _ in }
        cache.beginFrame()
        let (kept, otherColours, undefined) = (cache.reuse(red, for: ColorPairCache.Key(foreground: 1, background: 0)),
                                               cache.reuse(red, for: ColorPairCache.Key(foreground: 2, background: 0)),
                                               cache.reuse(3, for: ColorPairCache.Key(foreground: 1, background: 0)))
        #expect(kept && !otherColours && !undefined)
        let blue = cache.pair(foreground: 3, background: 0) { _, _, _ in }
        #expect(blue == green, "the pair reused in this frame is protected; the other is recycled")
        let redefined = cache.reuse(green, for: ColorPairCache.Key(foreground: 2, background: 0))
        #expect(!redefined)
    }
}
