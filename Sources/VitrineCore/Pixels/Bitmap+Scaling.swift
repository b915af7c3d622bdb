extension Bitmap {
    /// This image scaled to `width` × `height` pixels with *aspect fill*: it covers the whole target,
    /// centred, and what sticks out is cropped. `pixelAspect` is the target pixels' width over their
    /// height (a source pixel is square). Each target pixel averages the source pixels it covers;
    /// it is transparent when most of them are.
    public func scaledToFill(width targetWidth: Int, height targetHeight: Int, pixelAspect: Double = 1) -> Bitmap {
        var result = Bitmap(width: targetWidth, height: targetHeight)
        guard width > 0, height > 0, result.width > 0, result.height > 0 else { return result }
        // The target's shape in square units, and the largest centred source crop of that shape.
        let targetRatio = Double(result.width) * pixelAspect / Double(result.height)
        var cropWidth = Double(width), cropHeight = Double(height)
        if cropWidth / cropHeight > targetRatio { cropWidth = cropHeight * targetRatio } else { cropHeight = cropWidth / targetRatio }
        let left = (Double(width) - cropWidth) / 2, top = (Double(height) - cropHeight) / 2
        let stepX = cropWidth / Double(result.width), stepY = cropHeight / Double(result.height)
        for y in 0 ..< result.height {
            let rows = sourceSpan(from: top + Double(y) * stepY, length: stepY, limit: height)
            for x in 0 ..< result.width {
                let columns = sourceSpan(from: left + Double(x) * stepX, length: stepX, limit: width)
                result[x, y] = average(rows: rows, columns: columns)
            }
        }
        return result
    }

    /// The source indices a target pixel starting at `start` and `length` long covers (at least one).
    private func sourceSpan(from start: Double, length: Double, limit: Int) -> Range<Int> {
        let first = min(limit - 1, max(0, Int(start)))
        let end = min(limit, max(first + 1, Int((start + length).rounded(.up))))
        return first ..< end
    }

    private func average(rows: Range<Int>, columns: Range<Int>) -> Color? {
        var red = 0, green = 0, blue = 0, opaque = 0
        for y in rows {
            for x in columns {
                guard let (r, g, b) = self[x, y]?.rgbValue else { continue }
                red += Int(r); green += Int(g); blue += Int(b); opaque += 1
            }
        }
        guard opaque * 2 >= rows.count * columns.count, opaque > 0 else { return nil }
        return .rgb(UInt8(red / opaque), UInt8(green / opaque), UInt8(blue / opaque))
    }
}
