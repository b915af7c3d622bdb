import FoundationEssentials
import Testing
import VitrineSystem

@Suite struct FilePathTests {
    /// A file URL's path read without the set of bytes `path` builds is the path `path` gives, for absolute,
    /// relative, folder and oddly spelled paths (percent signs, spaces, marks, trailing and repeated slashes).
    @Test(arguments: [
        "/a/b/c.json", "themes/default.json", "/tmp/dir/", "/tmp/dir//", "/tmp/dir/./", "/", "//", "//a//b", "/a/./b/../c",
        "/a b/c%2Fd.json", "/a/ü é/%41.json", "/a/b?c#d.json", "/a/\u{301}b", "~/x", "a/b/",
    ])
    func givesWhatPathGives(path: String) {
        for url in [URL(fileURLWithPath: path), URL(fileURLWithPath: path, isDirectory: true), URL(fileURLWithPath: path, isDirectory: false)] {
            #expect(url.filePath.utf8.elementsEqual(url.path.utf8), "\(path): \(url.filePath) against \(url.path)")
        }
    }
}
