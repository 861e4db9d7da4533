// Why ViewKit passes no closure of its main-actor code to the standard library: the standard
// library is compiled without strict concurrency, so Swift 6 checks on entry that a main-actor
// closure handed to it (`map`, `filter`, `firstIndex(where:)`, `Optional.flatMap`, ...) runs on the
// main actor, and a detached view tree on a worker thread (`withDetachedViewTree`) fails that check.
// Loops, and these lookups by identity, do the same work with no closure.

extension Array where Element: AnyObject {
    /// Whether `object` itself (not an equal one) is an element.
    func contains(identity object: AnyObject) -> Bool { firstIndex(identity: object) != nil }

    /// The index of `object` itself, if it is an element.
    func firstIndex(identity object: AnyObject) -> Int? {
        for index in indices where self[index] === object { return index }
        return nil
    }

    /// Removes every element that is `object` itself.
    mutating func removeAll(identity object: AnyObject) {
        var kept: [Element] = []
        kept.reserveCapacity(count)
        for element in self where element !== object { kept.append(element) }
        self = kept
    }
}
