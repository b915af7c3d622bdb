import VitrineCore

/// A story's controls: its fields with the story's own values, and how to build the story again from
/// edited values.
public struct StoryControls: Sendable {
    public let set: ControlSet
    private let make: @Sendable ([ControlValue], ControlEnvironment) -> Story

    /// Controls over `content`, whose story `make` builds from a content.
    init<Content: Sendable>(_ content: Content, controls: [Control<Content>],
                            make: @escaping @Sendable (Content, ControlEnvironment) -> Story) {
        // As shown and edited: sanitised, like every text that reaches the screen (a hostile story's text).
        let defaults = controls.map { control -> ControlValue in
            if case let .text(text) = control.read(content) { return .text(TerminalText.sanitized(text)) }
            return control.read(content)
        }
        set = ControlSet(fields: controls.map(\.field), defaults: defaults)
        self.make = { values, environment in
            var edited = content
            // Only what was edited is written: a value shown as it came (a bundled picture) stays as it is.
            for (index, control) in controls.enumerated() where values.indices.contains(index) && values[index] != defaults[index] {
                control.write(&edited, values[index], environment)
            }
            return make(edited, environment)
        }
    }

    /// The story with `values` (one per field, in order).
    public func story(with values: [ControlValue], environment: ControlEnvironment) -> Story {
        make(values, environment)
    }
}

/// A story's editable fields and their values as the story comes: what the model needs to edit them.
public struct ControlSet: Equatable, Sendable {
    public let fields: [ControlField]
    public let defaults: [ControlValue]

    /// The index of the field called `name`.
    public func index(of name: String) -> Int? { fields.firstIndex { $0.name == name } }

    /// `defaults` with `assignments` (`name=value`, as `--set` gives them) applied, or the first that does not fit.
    public func values(applying assignments: [String]) -> Result<[ControlValue], ControlError> {
        var values = defaults
        for assignment in assignments {
            let parts = assignment.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, let index = index(of: parts[0]) else {
                return .failure(ControlError("--set \(TerminalText.sanitized(parts[0])): expected NAME=VALUE with NAME one of "
                    + fields.map(\.name).joined(separator: ", ")))
            }
            switch fields[index].value(parsing: parts[1]) {
            case let .success(value): values[index] = value
            case let .failure(error): return .failure(error)
            }
        }
        return .success(values)
    }

    /// `--set` arguments for the fields `values` changes, in field order.
    public func assignments(for values: [ControlValue]) -> [String] {
        zip(fields, zip(values, defaults)).compactMap { field, pair in pair.0 == pair.1 ? nil : "\(field.name)=\(pair.0)" }
    }
}
