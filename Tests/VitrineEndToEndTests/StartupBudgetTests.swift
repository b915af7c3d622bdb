import Foundation
import Testing

/// The budget is the release build's, and callgrind measures it.
let startupBudgetCanRun = GalleryEndToEndTests.binary.contains("/release/") && FileManager.default.isExecutableFile(atPath: "/usr/bin/valgrind")
    && TmuxSession.canRun

/// The start-up budget (docs/startup-budget.md): the release build's first frame, measured where the figures
/// do not move with the machine (callgrind's instructions, the runtime's conformance scans) and where they
/// show the layout of its code (the main thread's page faults), against the thresholds of
/// `Benchmarks/Thresholds/<Swift version>/startup.json`; and that ncurses still takes the clearok shortcut
/// (ncurses_overrides.c). Runs against the static release build only.
@Suite(.serialized, .enabled(if: startupBudgetCanRun))
struct StartupBudgetTests {
    static let binary = GalleryEndToEndTests.binary
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-budget-\(UUID().uuidString)")
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The gallery as the benchmark starts it: no query to wait for, the repository's themes.
    static let arguments = "--themes \(repository.appendingPathComponent("themes").path) --story badge/danger --mode dark --colors 256"

    /// The thresholds for the toolchain that runs the tests (`swift --version`'s major.minor).
    private func thresholds() throws -> [String: Int] {
        let version = Spawn.run(["swift", "--version"]).output
        let number = try #require(version.firstMatch(of: /Swift version (\d+\.\d+)/)?.output.1, "\(version)")
        let file = Self.repository.appendingPathComponent("Benchmarks/Thresholds/\(number)/startup.json")
        let data = try #require(try? Data(contentsOf: file), "no thresholds for Swift \(number): add \(file.path) (docs/startup-budget.md)")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Int])
    }

    @Test func theFirstFrameStaysWithinItsBudget() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let budget = try thresholds()
        // valgrind 3.19 cannot read Swift 6's DWARF: a copy without it (the code and its layout unchanged).
        let stripped = folder.appendingPathComponent("vitrine").path
        #expect(Spawn.run(["objcopy", "--strip-debug", Self.binary, stripped]).status == 0)
        let present = try #require(Spawn.run(["nm", "--defined-only", stripped]).output.split(separator: "\n")
            .compactMap { $0.split(separator: " ").last.map(String.init) }.first { $0.contains("07NcursesB0C7present_") && $0.hasSuffix("tF") },
            "NcursesTerminal.present was renamed: name it here")
        let output = folder.appendingPathComponent("cg.out").path
        let session = TmuxSession(width: 120, height: 40, command: "env -u COLORTERM -u NO_COLOR TERM=tmux-256color LANG=C.UTF-8 "
            + "valgrind --tool=callgrind --separate-threads=yes '--dump-after=\(present)' --callgrind-out-file=\(output) \(stripped) \(Self.arguments)")
        let dump = output + ".1-01"
        #expect(waitUntil(seconds: 120) { ((try? FileManager.default.attributesOfItem(atPath: dump))?[.size] as? Int ?? 0) > 0 },
                "callgrind dumps after the first frame")
        #expect(session.waitFor(seconds: 60) { $0.contains("Badge › Danger") } != nil)
        session.send("q")
        _ = session.waitForExit(seconds: 60)
        let (instructions, scanned, defaultColours) = try Self.count(dump)
        #expect(defaultColours > 0 && defaultColours <= 20_000,
                "use_default_colors took \(defaultColours) instructions: the clearok shortcut of ncurses_overrides.c no longer skips its look through every cell")
        #expect(instructions > 1_000_000 && instructions <= budget["mainThreadInstructions"] ?? 0,
                "the main thread ran \(instructions) instructions to the first frame, budget \(budget["mainThreadInstructions"] ?? 0) (docs/startup-budget.md)")
        #expect(scanned <= budget["conformanceRecordsScanned"] ?? 0,
                "the first frame made the Swift runtime scan \(scanned) conformance records: a generic call on the start-up path (docs/startup-budget.md)")
        // The main thread's page faults, without valgrind, once the first frame is shown and the gallery idles.
        let pidFile = folder.appendingPathComponent("pid").path
        let plain = TmuxSession(width: 120, height: 40, command: "echo $$ > \(pidFile); exec env -u COLORTERM -u NO_COLOR TERM=tmux-256color "
            + "LANG=C.UTF-8 \(Self.binary) \(Self.arguments)")
        #expect(plain.waitFor(seconds: 30) { $0.contains("Badge › Danger") } != nil)
        Thread.sleep(forTimeInterval: 0.5)
        let pid = try #require(Int((try? String(contentsOfFile: pidFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""))
        let stat = try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/stat", encoding: .utf8)
        // Fields after the command's closing parenthesis: state is the 3rd field, minflt the 10th.
        let fields = stat[stat.range(of: ")", options: .backwards)!.upperBound...].split(separator: " ")
        let faults = try #require(Int(fields[7]))
        plain.send("q")
        _ = plain.waitForExit()
        #expect(faults <= budget["mainThreadPageFaults"] ?? 0,
                "the main thread took \(faults) page faults to the first frame, budget \(budget["mainThreadPageFaults"] ?? 0): lay the start-up code out again (docs/startup-budget.md)")
    }

    /// The main thread's instructions in a callgrind dump, the conformance records the runtime scanned in it
    /// (calls of the per-record lambda of `swift_conformsToProtocolMaybeInstantiateSuperclasses`), and the
    /// instructions of `use_default_colors` with what it calls (the cost line after its `calls=` line).
    static func count(_ path: String) throws -> (instructions: Int, scanned: Int, defaultColours: Int) {
        var names: [String: String] = [:], callee = "", instructions = 0, scanned = 0, defaultColours = 0, costOfCall = false
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            if costOfCall {
                defaultColours += line.split(separator: " ").last.flatMap { Int($0) } ?? 0
                costOfCall = false
            }
            if line.hasPrefix("totals:") { instructions = Int(line.split(separator: " ")[1]) ?? 0 }
            if line.hasPrefix("cfn=("), let close = line.firstIndex(of: ")") {
                let id = String(line[line.index(line.startIndex, offsetBy: 5) ..< close])
                let name = line[line.index(after: close)...].trimmingCharacters(in: .whitespaces)
                if !name.isEmpty { names[id] = name }
                callee = names[id] ?? ""
            } else if line.hasPrefix("fn=("), let close = line.firstIndex(of: ")") {
                let id = String(line[line.index(line.startIndex, offsetBy: 4) ..< close])
                let name = line[line.index(after: close)...].trimmingCharacters(in: .whitespaces)
                if !name.isEmpty { names[id] = name }
            } else if line.hasPrefix("calls="), callee.contains("conformsToProtocolMaybeInstantiateSuperclasses"), callee.contains("ConformanceDescriptor") {
                scanned += Int(line.dropFirst(6).split(separator: " ")[0]) ?? 0
            } else if line.hasPrefix("calls="), callee == "use_default_colors" {
                costOfCall = true
            }
        }
        return (instructions, scanned, defaultColours)
    }
}
