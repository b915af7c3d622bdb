import Testing
@testable import VitrineComponents

/// The default emblem icon keeps its pediment, three columns and base at every size a tile gives it.
@Suite struct AccountBalanceIconTests {
    /// Runs of set pixels on row `y` of `pixels`, as (start, length).
    private func runs(_ pixels: [Bool], width: Int, row y: Int) -> [(Int, Int)] {
        var runs: [(Int, Int)] = []
        for x in 0 ..< width where pixels[y * width + x] {
            if let last = runs.last, last.0 + last.1 == x { runs[runs.count - 1].1 += 1 } else { runs.append((x, 1)) }
        }
        return runs
    }

    @Test(arguments: [(6, 6), (12, 6), (7, 5), (6, 9), (14, 7), (5, 3), (8, 8)])
    func smallIconsKeepEveryPart(width: Int, height: Int) {
        let pixels = AccountBalanceIcon.pixels(width: width, height: height)
        let rows = (0 ..< height).map { runs(pixels, width: width, row: $0) }
        let filled = rows.indices.filter { !rows[$0].isEmpty }
        let bottom = try! #require(filled.last)
        #expect(rows.contains { $0.count == 3 }, "three columns apart at \(width)×\(height): \(rows)")
        #expect(rows[bottom].count == 1 && rows[bottom][0].1 >= width - 2, "a base across the bottom at \(width)×\(height): \(rows)")
        let top = try! #require(filled.first)
        #expect(rows[top].count == 1 && (height < 5 || rows[top][0].1 < rows[bottom][0].1),
                "a pediment (with five rows or more, narrower than the base) at \(width)×\(height)")
        for row in rows where row.count == 3 {
            #expect(row[0].0 == width - row[2].0 - row[2].1, "the columns are mirrored at \(width)×\(height): \(row)")
        }
    }

    @Test func largeIconsAreSampledFromTheShapeAsBefore() {
        let width = 24, height = 12
        let pixels = AccountBalanceIcon.pixels(width: width, height: height)
        for y in 0 ..< height {
            for x in 0 ..< width {
                let (u, v) = ((Double(x) + 0.5) / Double(width), (Double(y) + 0.5) / Double(height))
                #expect(pixels[y * width + x] == AccountBalanceIcon.Part.allCases.contains { $0.contains(u: u, v: v) })
            }
        }
        #expect(AccountBalanceIcon.fitted(width: 4, height: 2) == nil, "too small to fit: the sampled shape stands")
    }
}
