import FoundationEssentials
import VitrineCore

/// How one ``ControlField`` reads and writes a component's `Content`.
public struct Control<Content>: Sendable {
    public let field: ControlField
    let read: @Sendable (Content) -> ControlValue
    let write: @Sendable (inout Content, ControlValue, ControlEnvironment) -> Void
    /// For a picture field: the picture it holds, and the content with another picture in its place.
    let picture: PictureField<Content>?

    init(_ field: ControlField, read: @escaping @Sendable (Content) -> ControlValue,
         write: @escaping @Sendable (inout Content, ControlValue, ControlEnvironment) -> Void, picture: PictureField<Content>? = nil) {
        self.field = field
        self.read = read
        self.write = write
        self.picture = picture
    }

    /// Text of at most `limit` characters.
    static func text(_ name: String, _ path: WritableKeyPath<Content, String> & Sendable, limit: Int = 200, hint: String = "") -> Control {
        Control(ControlField(name: name, kind: .text(limit: limit), hint: hint),
                read: { .text($0[keyPath: path]) }, write: { content, value, _ in content[keyPath: path] = value.text })
    }

    /// Optional text: empty is none.
    static func text(_ name: String, _ path: WritableKeyPath<Content, String?> & Sendable, limit: Int = 200, hint: String = "") -> Control {
        Control(ControlField(name: name, kind: .text(limit: limit), hint: hint),
                read: { .text($0[keyPath: path] ?? "") }, write: { content, value, _ in content[keyPath: path] = value.text.isEmpty ? nil : value.text })
    }

    /// One of an enumeration's cases, by raw value.
    static func choice<Option: CaseIterable & RawRepresentable<String> & Sendable>(
        _ name: String, _ path: WritableKeyPath<Content, Option> & Sendable, hint: String = ""
    ) -> Control {
        Control(ControlField(name: name, kind: .choice(Option.allCases.map(\.rawValue)), hint: hint),
                read: { .choice($0[keyPath: path].rawValue) },
                write: { content, value, _ in
                    if case let .choice(raw) = value, let option = Option(rawValue: raw) { content[keyPath: path] = option }
                })
    }

    static func toggle(_ name: String, _ path: WritableKeyPath<Content, Bool> & Sendable, hint: String = "") -> Control {
        Control(ControlField(name: name, kind: .toggle, hint: hint),
                read: { .toggle($0[keyPath: path]) },
                write: { content, value, _ in if case let .toggle(isOn) = value { content[keyPath: path] = isOn } })
    }

    static func number(_ name: String, _ path: WritableKeyPath<Content, Int> & Sendable, _ range: ClosedRange<Int>, step: Int = 1,
                       hint: String = "") -> Control {
        Control(ControlField(name: name, kind: .number(range, step: step), hint: hint),
                read: { .number($0[keyPath: path]) },
                write: { content, value, _ in if case let .number(number) = value { content[keyPath: path] = number } })
    }

    /// A picture by file path, relative to the working directory; empty is none.
    static func image(_ name: String, _ path: WritableKeyPath<Content, LoadedImage?> & Sendable) -> Control {
        Control(ControlField(name: name, kind: .text(limit: 1024), hint: "a PNG path, relative to the working directory"),
                read: { content in
                    switch content[keyPath: path] {
                    case let .file(file, _)?: return .text(file)
                    case .bitmap?, .unavailable?: return .text("(built in)")
                    case nil: return .text("")
                    }
                },
                write: { content, value, environment in content[keyPath: path] = environment.image(value.text) },
                picture: PictureField(get: { $0[keyPath: path] }, set: { $0[keyPath: path] = $1 }))
    }
}

/// How a picture field's picture is read from a content and put back (its file's contents filled in).
struct PictureField<Content>: Sendable {
    let get: @Sendable (Content) -> LoadedImage?
    let set: @Sendable (inout Content, LoadedImage) -> Void
}

extension Control {
    /// A colour that overrides the component's own: a token's path or `#rrggbb`; empty is none.
    static func color(_ name: String, _ path: WritableKeyPath<Content, ContentColor?> & Sendable) -> Control {
        Control(ControlField(name: name, kind: .color, hint: "←→ the theme's colours, or type #rrggbb or a token path; empty: the component's own"),
                read: { content in
                    switch content[keyPath: path] {
                    case let .fixed(color)?: return .text(color.description)
                    case let .token(token)?: return .text(token.path.description)
                    case nil: return .text("")
                    }
                },
                write: { content, value, _ in content[keyPath: path] = ContentColor(controlText: value.text) })
    }

    /// An optional whole number: 0 is none.
    static func number(_ name: String, _ path: WritableKeyPath<Content, Int?> & Sendable, _ range: ClosedRange<Int>, hint: String) -> Control {
        Control(ControlField(name: name, kind: .number(0 ... range.upperBound, step: 1), hint: hint),
                read: { .number($0[keyPath: path] ?? 0) },
                write: { content, value, _ in
                    if case let .number(number) = value { content[keyPath: path] = number == 0 ? nil : max(range.lowerBound, number) }
                })
    }

    /// What a screen reader says instead of what the component would; empty: its own.
    static func accessibilityLabel(_ path: WritableKeyPath<Content, String?> & Sendable) -> Control {
        .text("accessibilityLabel", path, limit: 200, hint: "what a screen reader says; empty: the component's own")
    }

    /// Whether a screen reader reaches the component at all.
    static func isAccessibilityElement(_ path: WritableKeyPath<Content, Bool> & Sendable) -> Control {
        .toggle("isAccessibilityElement", path, hint: "off: decorative, screen readers skip it")
    }
}
