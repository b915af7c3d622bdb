import Foundation
import Testing
import VitrineCatalog
import VitrineGallery

/// A component's names come from its book and agree with its files: the id prefix `list-button-avatar`
/// names the folder `Sources/VitrineComponents/ListButtonAvatar/`, which holds the component type's file
/// and its content's, and the book `ListButtonAvatarStories.swift`. Adding a component is one folder,
/// one book and one catalogue line; this test fails when any of the names disagree.
@Suite struct CatalogNamesTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")
    let components = StoryCatalog.standardWithPictures.components

    /// `list-button-avatar` → `ListButtonAvatar`.
    private func folderName(_ prefix: String) -> String {
        prefix.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    @Test func namesPrefixesAndIdsAreUnique() {
        #expect(Set(components.map(\.name)).count == components.count)
        #expect(Set(components.map(\.idPrefix)).count == components.count)
        let ids = components.flatMap { $0.stories.map(\.id) }
        #expect(Set(ids).count == ids.count)
    }

    @Test func everyStoryIdStartsWithItsComponentsPrefix() {
        for component in components {
            for story in component.stories {
                #expect(story.id.hasPrefix(component.idPrefix + "/") && story.id.count > component.idPrefix.count + 1, "\(story.id)")
            }
        }
    }

    @Test func theIdPrefixNamesTheComponentsFolderAndItsBook() {
        let files = FileManager.default
        for component in components {
            let folder = Self.sources.appendingPathComponent("VitrineComponents/\(folderName(component.idPrefix))")
            for file in ["\(component.componentType).swift", "\(component.componentType)+Content.swift"] {
                #expect(files.fileExists(atPath: folder.appendingPathComponent(file).path), "\(component.name): \(folder.lastPathComponent)/\(file)")
            }
            let book = Self.sources.appendingPathComponent("VitrineCatalog/Stories/\(folderName(component.idPrefix))Stories.swift")
            #expect(files.fileExists(atPath: book.path), "\(component.name): \(book.lastPathComponent)")
        }
    }

    @Test func aDisagreeingNameIsCaught() {
        #expect(folderName("list-button-avatar") == "ListButtonAvatar")
        let folder = Self.sources.appendingPathComponent("VitrineComponents/\(folderName("logo-view"))")
        #expect(!FileManager.default.fileExists(atPath: folder.path), "a prefix that is not the folder's name finds no folder")
    }
}
