import FoundationEssentials
import VitrineComponents
import VitrineCore

extension Control {
    /// An image URL: `http(s):` or `file:` as written, anything else a path relative to the working directory.
    static func url(_ name: String, _ path: WritableKeyPath<Content, URL> & Sendable) -> Control {
        Control(ControlField(name: name, kind: .text(limit: 2048), hint: "a URL or a PNG path; http(s) with --allow-network", names: .imageURL),
                read: { content in
                    let url = content[keyPath: path]
                    return .text(url.isFileURL ? url.path : url.absoluteString)
                },
                write: { content, value, environment in content[keyPath: path] = environment.url(value.text) })
    }

    /// An emblem's icon: empty for the account-balance icon, one character for a glyph, else a PNG path.
    static func icon(_ name: String, _ path: WritableKeyPath<Content, Emblem.Icon> & Sendable) -> Control {
        Control(ControlField(name: name, kind: .text(limit: 1024), hint: "empty: the bank icon; one character: a glyph; else a PNG path"),
                read: { content in
                    switch content[keyPath: path] {
                    case .accountBalance: return .text("")
                    case let .glyph(glyph): return .text(glyph)
                    case let .image(.file(file, _)): return .text(file)
                    case .image: return .text("(built in)")
                    }
                },
                write: { content, value, environment in
                    let text = value.text
                    content[keyPath: path] = text.isEmpty ? .accountBalance
                        : text.count == 1 ? .glyph(text) : environment.image(text).map(Emblem.Icon.image) ?? .accountBalance
                },
                picture: PictureField(get: { content in
                    if case let .image(image) = content[keyPath: path] { return image }
                    return nil
                }, set: { content, image in content[keyPath: path] = .image(image) }))
    }

    /// A length in points, edited as a whole number.
    static func points(_ name: String, _ path: WritableKeyPath<Content, Double> & Sendable, _ range: ClosedRange<Int>, step: Int,
                       hint: String) -> Control {
        Control(ControlField(name: name, kind: .number(range, step: step), hint: hint),
                read: { .number(Int($0[keyPath: path].rounded())) },
                write: { content, value, _ in if case let .number(number) = value { content[keyPath: path] = Double(number) } })
    }
}
