import Testing
import VitrineCore
import VitrineTestSupport
@testable import VitrineThemes

/// Every colour space at its extremes (huge, tiny, negative, hue wrapping, `none`): a colour or a refusal,
/// never a trap. A component near 1e154 used to overflow to infinity, then NaN, which trapped converting to a byte.
@Suite struct ColorSpaceExtremesTests {
    static let spaces: [ColorSpace] = [.srgb, .srgbLinear, .hsl, .hwb, .lab, .lch, .oklab, .oklch, .displayP3, .a98RGB, .prophotoRGB,
                                       .rec2020, .xyzD50, .xyzD65]
    static let values: [Double] = [0, -0.0, 1, -1, 0.5, 100, -100, 360, 720_000, 1e-300, -1e-300, 999_999, 1_000_000, -1_000_000, 1e154, -1e200, 1e308]

    @Test(arguments: spaces)
    func anyThreeComponentsGiveAColourOrARefusal(space: ColorSpace) {
        var refused = 0
        for first in Self.values {
            for second in Self.values {
                for third in [0, 1e154, -1_000_000, 360] {
                    if space.color([first, second, third]) == nil { refused += 1 }
                }
            }
        }
        #expect(refused > 0, "components beyond ±\(ColorSpace.componentLimit) are refused")
    }

    @Test(arguments: spaces)
    func componentsBeyondTheLimitAreRefusedAndWithinItAreNot(space: ColorSpace) {
        #expect(space.color([1e200, 1e200, 0]) == nil)
        #expect(space.color([0, 0, 1_000_001]) == nil)
        #expect(space.color([ColorSpace.componentLimit, -ColorSpace.componentLimit, ColorSpace.componentLimit]) != nil,
                "the largest components allowed still convert")
    }

    @Test func aThemeWithAHugeComponentIsAnErrorNotACrash() throws {
        let error = TemporaryFolder().themeError(#"{"c": {"$type": "color", "x": {"$value": {"colorSpace": "oklab", "components": [1e200, 1e200, 0]}}}}"#)
        #expect(error.map { "\($0)" }?.contains("is not a valid color") == true, "\(String(describing: error))")
    }
}
