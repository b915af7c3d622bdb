import Testing
import VitrineSystem

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

    @Test func dataIsLookedForInTheTreeThenTheXDGFoldersThenBesideTheBinary() {
        let candidates = ExecutableFolders.dataCandidates("samples", inTree: "Sources/Samples",
                                                          environment: ["HOME": "/home/qa", "XDG_DATA_DIRS": "/usr/share:relative"],
                                                          executablePath: "/usr/local/bin/vitrine")
        #expect(candidates.map(\.path) == ["/usr/local/bin/Sources/Samples", "/usr/local/Sources/Samples", "/usr/Sources/Samples",
                                           "/home/qa/.local/share/vitrine/samples", "/usr/share/vitrine/samples",
                                           "/usr/local/share/vitrine/samples"])
        #expect(candidates.last?.rule == "../share/vitrine beside the binary")
    }
}
