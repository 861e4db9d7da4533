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
