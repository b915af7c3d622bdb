import Testing
import VitrineSystem
import VitrineTestSupport

/// Where data is looked for beside the executable: the folder names as `vitrine paths` shows them.
@Suite struct ExecutableFoldersTests {
    @Test func candidatesAreBesideTheExecutableThenInEachParentWithEmptyComponentsDropped() {
        #expect(ExecutableFolders.candidates("themes", executablePath: "/opt//vitrine/bin/vitrine")
            == ["/opt/vitrine/bin/themes", "/opt/vitrine/themes", "/opt/themes"])
        #expect(ExecutableFolders.candidates("themes", executablePath: "vitrine").isEmpty)
        // A slash followed by a combining mark is one Character: the folder before it is still a folder.
        #expect(ExecutableFolders.candidates("themes", executablePath: "/opt/\u{301}x/vitrine").map { Array($0.utf8) }
            == ["/opt/\u{301}x/themes", "/opt/themes"].map { Array($0.utf8) })
    }

    /// The checkout first (only a folder whose Package.swift names Vitrine), then the binary's own data,
    /// then the XDG folders: a `~/themes` above `~/.local/bin` is not Vitrine's.
    @Test func dataIsLookedForInTheCheckoutThenBesideTheBinaryThenTheXDGFolders() {
        let candidates = ExecutableFolders.dataCandidates("samples", inTree: "Sources/Samples",
                                                          environment: ["HOME": "/home/qa", "XDG_DATA_DIRS": "/usr/share:relative"],
                                                          executablePath: "/home/qa/src/vitrine/.build/release/vitrine",
                                                          isCheckout: { $0 == "/home/qa/src/vitrine" })
        #expect(candidates.map(\.path) == ["/home/qa/src/vitrine/Sources/Samples", "/home/qa/src/vitrine/.build/share/vitrine/samples",
                                           "/home/qa/.local/share/vitrine/samples", "/usr/share/vitrine/samples"])
        #expect(candidates[1].rule == "../share/vitrine beside the binary")
        let installed = ExecutableFolders.dataCandidates("themes", inTree: "themes", environment: ["HOME": "/home/qa"],
                                                         executablePath: "/home/qa/.local/bin/vitrine", isCheckout: { _ in false })
        #expect(installed.first?.path == "/home/qa/.local/share/vitrine/themes" && !installed.contains { $0.path == "/home/qa/themes" })
    }

    @Test func aCheckoutIsAFolderWhosePackageSwiftNamesVitrine() {
        let folder = TemporaryFolder()
        #expect(!ExecutableFolders.isVitrineCheckout(folder.url.path))
        folder.write("Package.swift", "let package = Package(\n    name: \"TeamTokens\",\n")
        #expect(!ExecutableFolders.isVitrineCheckout(folder.url.path))
        folder.write("Package.swift", "let package = Package(\n    name: \"Vitrine\",\n")
        #expect(ExecutableFolders.isVitrineCheckout(folder.url.path))
    }
}
