extension String {
    /// This text with every occurrence of `target`'s bytes replaced by `replacement`, found byte for byte.
    /// Not String's own `replacing`, which matches characters: a combining mark after the target or a
    /// prepended character before it makes another character of its edge, and the target was not found
    /// (a server's folder left in a message to a client).
    public func replacingBytes(of target: String, with replacement: String) -> String {
        let (text, pattern) = (Array(utf8), Array(target.utf8))
        guard !pattern.isEmpty, text.count >= pattern.count else { return self }
        var result: [UInt8] = []
        var index = 0
        while index < text.count {
            if text[index] == pattern[0], index + pattern.count <= text.count, text[index ..< index + pattern.count].elementsEqual(pattern) {
                result += replacement.utf8
                index += pattern.count
            } else {
                result.append(text[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
