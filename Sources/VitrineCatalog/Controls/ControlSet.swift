import VitrineCore

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
                    + fields.map(\.name).joinedText(separator: ", ")))
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
