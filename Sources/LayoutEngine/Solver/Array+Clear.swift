extension Array where Element == Int32 {
    /// Empties the array and keeps its storage. The standard library's
    /// `removeAll(keepingCapacity:)` goes through generic `replaceSubrange`, which showed
    /// in the profile of a resize, where the solver empties short scratch lists per row;
    /// past a few elements its fixed cost is the cheaper one.
    @inline(__always)
    mutating func clear() {
        if count > 8 {
            removeAll(keepingCapacity: true)
        } else {
            while !isEmpty { removeLast() }
        }
    }
}

extension Array {
    /// Appends `count` copies of `value`, growing the storage geometrically and allocating
    /// nothing else. `append(contentsOf: repeatElement(value, count:))` walks a generic iterator
    /// in a debug build, 20 to 25 times slower than these appends (the text's glyph buffers, the
    /// solver's row arena, where teams' snapshot tests lay out); optimized, the two are alike.
    mutating func appendRepeating(_ value: Element, count: Int) {
        guard count > 0 else { return }
        let needed = self.count + count
        if needed > capacity { reserveCapacity(Swift.max(needed, 2 * capacity)) }
        for _ in 0..<count { append(value) }
    }
}
