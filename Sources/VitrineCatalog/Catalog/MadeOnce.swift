import Synchronization

/// A value made the first time it is asked for, by whichever copy of its holder asks first, and kept: for
/// what a start-up need not make (a component's matrix and list rows, the tokens a theme is checked against).
final class MadeOnce<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let made = Mutex<Value?>(nil)

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        made.withLock { made in
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
