extension Bitmap {
    /// This image scaled into `width` × `height` pixels, keeping its proportions as `mode` says.
    /// `pixelAspect` is the target pixels' width over their height (a source pixel is square). Each
    /// target pixel averages the opaque source pixels it covers, and is transparent when fewer than
    /// `minimumCoverage` of them are opaque (a half for pictures; line art keeps thin strokes with less).
    public func scaled(width targetWidth: Int, height targetHeight: Int, pixelAspect: Double = 1,
                       mode: ContentMode = .fill, minimumCoverage: Double = 0.5) -> Bitmap {
        var result = Bitmap(width: targetWidth, height: targetHeight)
        guard width > 0, height > 0, result.width > 0, result.height > 0 else { return result }
        // Shapes in square units: the target's, and the source's.
        let targetRatio = Double(result.width) * pixelAspect / Double(result.height)
        let sourceRatio = Double(width) / Double(height)
        // The source crop to show, and the target region it goes to.
        var crop = (x: 0.0, y: 0.0, width: Double(width), height: Double(height))
        var region = (x: 0, y: 0, width: result.width, height: result.height)
        switch mode {
        case .fill:
            if sourceRatio > targetRatio { crop.width = crop.height * targetRatio } else { crop.height = crop.width / targetRatio }
            crop.x = (Double(width) - crop.width) / 2
            crop.y = (Double(height) - crop.height) / 2
        case .fit:
            if sourceRatio > targetRatio {
                region.height = max(1, Int((Double(result.width) * pixelAspect / sourceRatio).rounded()))
            } else {
                region.width = max(1, Int((Double(result.height) * sourceRatio / pixelAspect).rounded()))
            }
            region.x = (result.width - region.width) / 2
            region.y = (result.height - region.height) / 2
        }
        let stepX = crop.width / Double(region.width), stepY = crop.height / Double(region.height)
        for y in 0 ..< region.height {
            let rows = sourceSpan(from: crop.y + Double(y) * stepY, length: stepY, limit: height)
            for x in 0 ..< region.width {
                let columns = sourceSpan(from: crop.x + Double(x) * stepX, length: stepX, limit: width)
                result[region.x + x, region.y + y] = average(rows: rows, columns: columns, minimumCoverage: minimumCoverage)
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

    private func average(rows: Range<Int>, columns: Range<Int>, minimumCoverage: Double) -> Color? {
        var red = 0, green = 0, blue = 0, opaque = 0
        for y in rows {
            for x in columns {
                guard let (r, g, b) = self[x, y]?.rgbValue else { continue }
                red += Int(r); green += Int(g); blue += Int(b); opaque += 1
            }
        }
        guard opaque > 0, Double(opaque) >= minimumCoverage * Double(rows.count * columns.count) else { return nil }
        return .rgb(UInt8(red / opaque), UInt8(green / opaque), UInt8(blue / opaque))
    }
}
