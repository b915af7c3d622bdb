import Testing
import VitrineCore

@Suite struct BitmapTests {
    let red = Color.rgb(200, 0, 0), blue = Color.rgb(0, 0, 200)

    @Test func aspectFillCropsTheLongSide() {
        // 4×2: blue, red, red, blue on both rows. Filling a square keeps the red middle.
        let wide = Bitmap(width: 4, height: 2, pixels: [blue, red, red, blue, blue, red, red, blue])!
        let square = wide.scaled(width: 2, height: 2)
        #expect(square.pixels == [red, red, red, red])
        // With pixels twice as wide as tall (quadrants), 1 target column is worth 2 rows: the whole width fits.
        let quadrant = wide.scaled(width: 2, height: 2, pixelAspect: 2)
        #expect(quadrant[0, 0] == .rgb(100, 0, 100), "each pixel averages a blue and a red")
    }

    @Test func downscalingAveragesAndKeepsTransparency() {
        let bitmap = Bitmap(width: 2, height: 2, pixels: [.rgb(0, 0, 0), .rgb(200, 100, 50), nil, nil])!
        let one = bitmap.scaled(width: 1, height: 1)
        #expect(one.pixels == [.rgb(100, 50, 25)], "half opaque counts as opaque")
        let mostlyClear = Bitmap(width: 2, height: 2, pixels: [red, nil, nil, nil])!
        #expect(mostlyClear.scaled(width: 1, height: 1).pixels == [nil])
    }

    @Test func upscalingRepeatsPixelsAndEmptyStaysEmpty() {
        let one = Bitmap(width: 1, height: 1, fill: red)
        #expect(one.scaled(width: 3, height: 2).pixels == Array(repeating: red, count: 6))
        #expect(Bitmap(width: 0, height: 0).scaled(width: 2, height: 2).pixels == [nil, nil, nil, nil])
        #expect(one.scaled(width: -1, height: 2).pixels.isEmpty)
        #expect(Bitmap(width: 2, height: 2, pixels: [red]) == nil, "pixel count must match")
    }
}
