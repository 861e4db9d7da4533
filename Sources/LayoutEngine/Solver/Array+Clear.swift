extension Array where Element == Int32 {
    /// Empties the array and keeps its storage. The standard library's
    /// `removeAll(keepingCapacity:)` goes through generic `replaceSubrange`, which showed
    /// in the profile of a resize, where the solver empties short scratch lists per row.
    @inline(__always)
    mutating func clear() {
        while !isEmpty { removeLast() }
    }
}
