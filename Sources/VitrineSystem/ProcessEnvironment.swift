import Glibc

/// The process's environment variables, read once from `environ` (`ProcessInfo.environment` builds its
/// dictionary again on each use, through generic code that costs the gallery's start-up a quarter of a
/// millisecond). Vitrine never changes its own environment, so the first reading stays true.
public enum ProcessEnvironment {
    /// The variables the process started with; of a name given twice, the first, as `getenv` reads it.
    public static let variables: [String: String] = {
        var count = 0
        while environ[count] != nil { count += 1 }
        // Sized once: growing it ran the standard library's copy the linker kept from another module,
        // which finds its storage's type by name (a scan of every conformance record at start-up).
        var variables = [String: String](minimumCapacity: count)
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }()
}
