import Testing
import VitrineCore

@Suite struct PointScaleTests {
    @Test func designSystemSizesBecomeWholeCells() {
        #expect(PointScale.cells(width: 40, height: 40) == Size(width: 10, height: 5))
        #expect([40.0, 48, 64, 80].map { PointScale.cells(width: $0, height: $0) }
            == [Size(width: 10, height: 5), Size(width: 12, height: 6), Size(width: 16, height: 8), Size(width: 20, height: 10)])
        #expect(PointScale.cells(width: 0, height: 1) == Size(width: 1, height: 1), "never empty")
    }
}
