import ArgumentParser
import FoundationEssentials
import Glibc
import VitrineReview
import VitrineSystem

/// The report forms for CI that the QA commands share (`--format junit|github|sarif|codequality`).
enum CIFormat: String, CaseIterable {
    case junit
    case github
    case sarif
    case codequality

    /// Prints `checks` in this form: JUnit as a suite named `suite`, SARIF with `rules` described.
    func print(_ checks: [CICheck], suite: String, rules: [(id: String, description: String)]) throws {
        switch self {
        case .junit: try StandardOutput.print(CIOutput.junit(suite: suite, checks: checks, timestamp: Self.timestamp, hostname: Self.hostname), terminator: "")
        case .github: try StandardOutput.print(CIOutput.github(checks: checks), terminator: "")
        case .sarif: try StandardOutput.print(CIOutput.sarif(checks: checks, rules: rules), terminator: "")
        case .codequality: try StandardOutput.print(CIOutput.codeQuality(checks: checks), terminator: "")
        }
    }

    /// Now as a JUnit report's timestamp; `SOURCE_DATE_EPOCH` when set (reproducible reports).
    private static var timestamp: String {
        // One within years 1970–9999 (the schema's four-digit year); any other is not taken.
        let epoch = ProcessEnvironment.variables["SOURCE_DATE_EPOCH"].flatMap { Int($0) }.flatMap { (0 ... 253_402_300_799).contains($0) ? $0 : nil }
        return JUnitReport.timestamp(epoch ?? Int(Date().timeIntervalSince1970))
    }

    /// This machine's name, as a JUnit report names the host (`localhost` when it has none).
    private static var hostname: String {
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return "localhost" }
        let text = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? "localhost" : text
    }

    /// `path` as CI names files: relative to the working directory when inside it.
    static func shown(_ path: String) -> String {
        let relative = TypedPath.relative(path, from: FileManager.default.currentDirectoryPath)
        return path.hasPrefix("/") && !relative.hasPrefix("..") ? relative : path
    }
}
