import Testing
import VitrineCore

/// Circles stay round in tall cells: symmetric, and every edge pixel within one pixel of the radius,
/// at every avatar and emblem size and with every blitter.
@Suite struct PixelShapeTests {
    static let sizes = [Size(width: 8, height: 4), Size(width: 10, height: 5), Size(width: 12, height: 6),
                        Size(width: 16, height: 8), Size(width: 20, height: 10)]

    @Test(arguments: sizes, Blitter.allCases)
    func circleIsSymmetricAndRound(cells: Size, blitter: Blitter) {
        let mask = PixelShape.circle.mask(cells: cells, blitter: blitter)
        let pixels = blitter.pixelSize(ofCells: cells)
        #expect(mask.width == pixels.width && mask.height == pixels.height)
        for y in 0 ..< mask.height {
            for x in 0 ..< mask.width {
                #expect(mask[x, y] == mask[mask.width - 1 - x, y], "left-right symmetric at \(x),\(y)")
                #expect(mask[x, y] == mask[x, mask.height - 1 - y], "top-bottom symmetric at \(x),\(y)")
            }
        }
        // In physical units (a cell 1 wide, 2 tall) the shape is as wide as it is tall…
        let (columns, rows) = blitter.pixelsPerCell
        let pixelWidth = 1 / Double(columns), pixelHeight = 2 / Double(rows)
        let filledColumns = (0 ..< mask.width).filter { x in (0 ..< mask.height).contains { mask[x, $0] } }.count
        let filledRows = (0 ..< mask.height).filter { y in (0 ..< mask.width).contains { mask[$0, y] } }.count
        let width = Double(filledColumns) * pixelWidth, height = Double(filledRows) * pixelHeight
        #expect(abs(width - height) <= max(pixelWidth, pixelHeight) * 2, "\(width) wide, \(height) tall")
        // …and every pixel on its edge lies within one pixel of the circle.
        let radius = Double(cells.width) / 2, (centerX, centerY) = (Double(cells.width) / 2, Double(cells.height))
        let tolerance = (pixelWidth * pixelWidth + pixelHeight * pixelHeight).squareRoot()
        for y in 0 ..< mask.height {
            for x in 0 ..< mask.width where mask[x, y] && !(mask[x - 1, y] && mask[x + 1, y] && mask[x, y - 1] && mask[x, y + 1]) {
                let dx = (Double(x) + 0.5) * pixelWidth - centerX, dy = (Double(y) + 0.5) * pixelHeight - centerY
                #expect(abs((dx * dx + dy * dy).squareRoot() - radius) <= tolerance, "edge pixel \(x),\(y)")
            }
        }
    }

    @Test func roundedSquareCutsOnlyItsCorners() {
        let cells = Size(width: 8, height: 4)
        let square = PixelShape.roundedSquare(cornerRadius: 0.25).mask(cells: cells, blitter: .halfBlock)
        let circle = PixelShape.circle.mask(cells: cells, blitter: .halfBlock)
        #expect(!square[0, 0] && !square[7, 7], "corners are cut")
        #expect(square[0, 3] && square[3, 0] && square[7, 4], "edges are straight")
        let count = { (mask: PixelMask) in (0 ..< 8).flatMap { y in (0 ..< 8).map { mask[$0, y] } }.filter { $0 }.count }
        #expect(count(square) > count(circle), "squarer than the circle")
        let sharp = PixelShape.roundedSquare(cornerRadius: 0).mask(cells: cells, blitter: .halfBlock)
        #expect(count(sharp) == 64)
    }

    /// A small emblem (10 × 5 cells, an 8 pt radius on a 40 pt side: 2 columns) would lose one pixel a
    /// corner, a notch; its corners step twice instead, so they read as rounded.
    @Test func smallRoundedSquaresStepTwiceAtTheirCorners() {
        let mask = PixelShape.roundedSquare(cornerRadius: 0.2).mask(cells: Size(width: 10, height: 5), blitter: .halfBlock)
        let firstFilled = (0 ..< 3).map { y in (0 ..< 10).first { mask[$0, y] } }
        #expect(firstFilled == [2, 1, 0], "two pixels cut on the top row, one on the next")
        #expect((0 ..< 3).map { y in (0 ..< 10).last { mask[$0, y] } } == [7, 8, 9], "and the same on the right")
        #expect(mask[0, 5] && mask[5, 9], "edges between the corners are straight")
    }

    @Test func aWideAreaCentersTheCircle() {
        let mask = PixelShape.circle.mask(cells: Size(width: 12, height: 4), blitter: .halfBlock)
        #expect(!(0 ..< 8).contains { mask[1, $0] } && !(0 ..< 8).contains { mask[10, $0] }, "two free columns each side")
        #expect(mask[2, 4] && mask[9, 4])
    }

    @Test func fullCellsAreThoseWhosePixelsAreAllInside() {
        let mask = PixelShape.circle.mask(cells: Size(width: 10, height: 5), blitter: .halfBlock)
        #expect((0 ..< 10).filter { mask.coversCell(column: $0, row: 2, blitter: .halfBlock) } == Array(0 ..< 10))
        #expect(!mask.coversCell(column: 0, row: 0, blitter: .halfBlock))
        #expect(!mask.coversCell(column: 20, row: 0, blitter: .halfBlock), "outside is never covered")
    }
}
