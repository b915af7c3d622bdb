import VitrineReview

/// A baseline's `baseline.json` as `baseline check` reads it from a repository (a pull request can plant
/// one): any input gives a manifest whose matrix can be drawn, or a refusal that is one line safe to print,
/// quickly, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBaselineManifest(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    do {
        let manifest = try BaselineManifest.read(bytes)
        precondition(manifest.matrix.problem == nil && manifest.matrix.themes.count <= BaselineMatrix.maximumThemes)
        precondition(Set(manifest.matrix.themes).count == manifest.matrix.themes.count, "a theme listed twice was taken")
        precondition(manifest.matrix.appearances.count * manifest.matrix.colorProfiles.count <= 8, "a mode or profile repeated")
    } catch {
        precondition(!error.description.unicodeScalars.contains { $0.value < 0x20 || (0x7F ... 0x9F).contains($0.value) },
                     "a control character in the refusal")
    }
    return 0
}
