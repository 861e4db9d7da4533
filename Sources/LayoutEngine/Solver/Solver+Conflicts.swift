// Explaining an unsatisfiable constraint: a smallest set of held required constraints that,
// with it, cannot all hold. Cassowary and kiwi report only that a required constraint failed
// (kiwi's `UnsatisfiableConstraint`); this adds Chinneck's additive method and deletion filter
// (see `explainedConflict`), each step deciding satisfiability with a small fresh solver.
extension Solver {
    /// The rejected `constraint` with a smallest set of held required constraints that
    /// contradict it, found by the additive method then a deletion filter (Chinneck,
    /// "Feasibility and Infeasibility in Optimization", 2008, ch. 6): add the held required
    /// constraints nearest to it (breadth-first over shared variables) to a fresh solver that
    /// holds it, until one fails; then drop each earlier one whose absence keeps the set
    /// infeasible. Past `explainedConflictLimit` conflicts, only counted.
    mutating func explainedConflict(_ constraint: Constraint) -> UnsatisfiableConstraint {
        guard explainsConflicts else { return UnsatisfiableConstraint(constraint: constraint, conflicts: [], isMinimal: false) }
        conflictCount += 1
        guard conflictCount <= Solver.explainedConflictLimit else {
            return UnsatisfiableConstraint(constraint: constraint, conflicts: [], isMinimal: false, unexplainedNumber: conflictCount)
        }
        let held = constraints.values.filter { $0.constraint.strength.isRequired }.sorted { $0.order < $1.order }
            .map(\.constraint)
        var probe = Solver()
        probe.explainsConflicts = false
        guard (try? probe.addConstraint(constraint.strength(.required))) != nil else {
            return UnsatisfiableConstraint(constraint: constraint, conflicts: [], isMinimal: true)
        }
        var prefix: [Constraint] = []
        for candidate in Solver.nearestFirst(held, from: constraint) {
            prefix.append(candidate)
            if (try? probe.addConstraint(candidate)) == nil { break }
        }
        guard prefix.count <= Solver.conflictMinimizationLimit else {
            return UnsatisfiableConstraint(constraint: constraint, conflicts: Solver.inAddedOrder(prefix, held), isMinimal: false)
        }
        // The last one added is in every conflict within the prefix; test the others.
        var kept = prefix
        for candidate in prefix.dropLast().reversed() {
            let trial = kept.filter { $0.id != candidate.id }
            if !Solver.isSatisfiable([constraint.strength(.required)] + trial) { kept = trial }
        }
        return UnsatisfiableConstraint(constraint: constraint, conflicts: Solver.inAddedOrder(kept, held), isMinimal: true)
    }

    static func isSatisfiable(_ set: [Constraint]) -> Bool {
        var probe = Solver()
        probe.explainsConflicts = false
        for constraint in set where (try? probe.addConstraint(constraint)) == nil { return false }
        return true
    }

    static func inAddedOrder(_ subset: [Constraint], _ held: [Constraint]) -> [Constraint] {
        let ids = Set(subset.map(\.id))
        return held.filter { ids.contains($0.id) }
    }

    /// `held` ordered by breadth-first distance from `origin` over shared variables;
    /// constraints not connected to it are left out (they cannot take part in a conflict).
    static func nearestFirst(_ held: [Constraint], from origin: Constraint) -> [Constraint] {
        var byVariable: [Int: [Int]] = [:]
        for (index, constraint) in held.enumerated() {
            for term in constraint.expression.terms { byVariable[term.variable.id, default: []].append(index) }
        }
        var ordered: [Constraint] = []
        var seenConstraints = Set<Int>()
        var seenVariables = Set<Int>()
        var frontier = origin.expression.terms.map(\.variable.id)
        while !frontier.isEmpty {
            var next: [Int] = []
            for variable in frontier where seenVariables.insert(variable).inserted {
                for index in byVariable[variable] ?? [] where seenConstraints.insert(index).inserted {
                    ordered.append(held[index])
                    next.append(contentsOf: held[index].expression.terms.map(\.variable.id))
                }
            }
            frontier = next
        }
        return ordered
    }
}
