import Foundation
import VitrineCore
import VitrineThemes

/// A DTCG colour in any colour space with any components a JSON number can hold (huge, tiny, negative,
/// `none`, hue past a turn) and any alpha, through loading, conversion to every profile and contrast: a
/// colour or a `ThemeError`, never a trap (a component near 1e154 once overflowed to NaN and trapped).
private let spaces = ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50", "xyz",
                      "lab", "lch", "oklab", "oklch", "hsl", "hwb", "nonsense"]

private let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-color-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

/// A JSON number (or `"none"`) from eight bytes: their double when finite, else a decimal of an extreme size.
private func component(_ bytes: ArraySlice<UInt8>) -> String {
    var bits: UInt64 = 0
    for byte in bytes { bits = bits << 8 | UInt64(byte) }
    let value = Double(bitPattern: bits)
    if value.isFinite { return "\(value)" }
    return ["\"none\"", "1e308", "-1e308", "1e-320", "360.0000001"][Int(bits % 5)]
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColor(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard bytes.count >= 1 + 4 * 8 else { return 0 }
    let space = spaces[Int(bytes[0]) % spaces.count]
    let values = (0 ..< 4).map { component(bytes[(1 + $0 * 8) ..< (9 + $0 * 8)]) }
    let json = """
        {"c": {"x": {"$type": "color", "$value": {"colorSpace": "\(space)", "components": [\(values[0]), \(values[1]), \(values[2])],
          "alpha": \(values[3])}}}}
        """
    let file = folder.appendingPathComponent("theme.json")
    try? Data(json.utf8).write(to: file)
    do {
        let theme = try Theme.load(from: file, requiredTokens: [ColorToken("c.x").requirement])
        let color = theme.light.color(ColorToken("c.x"))
        for profile in [ColorProfile.trueColor, .ansi256, .ansi16, .monochrome] {
            _ = profile.convert(color)
        }
        _ = color.contrastRatio(with: .rgb(255, 255, 255))
        _ = color.description
        for vision in ColorVision.allCases { _ = vision.simulate(color) }
    } catch {
        _ = error.description
    }
    return 0
}
