import Testing
import TestSupport
@testable import LayoutEngine

/// `Solver.changeConstant(of:to:)`: a held constraint's constant changed in place must leave
/// the solver where removing the constraint and adding it with the new constant does, and where
/// a solver built from scratch with the new constant does, whatever the constraint's kind, and
/// with the lazy external rows (expanded and compact) that name its symbols following.
@Suite struct SolverConstantChangeTests {
    typealias Edit = SolverInterleavingTests.Edit

    /// The values of `variables` after `updateVariables`.
    static func values(_ solver: inout Solver, _ variables: [Variable]) -> [Double] {
        solver.updateVariables()
        return variables.map { solver.value(of: $0) }
    }

    static func largestDifference(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).map { abs($0 - $1) }.max() ?? 0
    }

    /// A random strength with a weight of its own (ties between weights would let the optimum
    /// be a face rather than a vertex, where two correct solvers may stop at different points).
    static func randomStrength(_ rng: inout SplitMix64, requiredOneIn: UInt64) -> Strength {
        if rng.next() % requiredOneIn == 0 { return .required }
        return Strength(1 + Double(rng.next() % 1_000_000) / 997)
    }

    /// `terms OP constant` over one to three of `variables`, the first of them always `first`.
    static func randomConstraint(_ rng: inout SplitMix64, first: Variable, others: [Variable],
                                 requiredOneIn: UInt64) -> Constraint {
        var terms = [Term(first, [1.0, -1, 2, 0.5][Int(rng.next() % 4)])]
        var used: Set<Int> = [first.id]
        if !others.isEmpty {
            for _ in 0..<Int(rng.next() % 3) {
                let variable = others[Int(rng.next() % UInt64(others.count))]
                guard used.insert(variable.id).inserted else { continue }
                terms.append(Term(variable, [1.0, -1, 2, -2, 0.5][Int(rng.next() % 5)]))
            }
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(rng.next() % 3)]
        let expression = Expression(terms, constant: Double(Int(rng.next() % 81) - 40))
        return Constraint(expression, relation, strength: randomStrength(&rng, requiredOneIn: requiredOneIn))
    }

    /// Whether `constraint` is one of the random test's stays (`v == c` below the weak strength).
    static func isStay(_ constraint: Constraint) -> Bool {
        constraint.expression.terms.count == 1 && constraint.relation == .equal && constraint.strength.weight < 1
    }

    /// A solver over `held` in order, the edits suggested first.
    static func fromScratch(_ edits: [Edit], _ held: [Constraint]) throws -> Solver {
        try SolverInterleavingTests.fromScratch(edits, held)
    }

    @Test(arguments: 0..<80)
    func aChangedConstantGivesTheValuesOfARemovalAndAnAddition(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &* 6_700_417 &+ 11)
        let variables = (0..<10).map { Variable("v\($0)") }
        var edits = [Edit(variable: variables[0], strength: Strength(3_000_017)),
                     Edit(variable: variables[3], strength: Strength(517))]
        // `solver` changes constants in place; `twin` removes and adds; both see every other step.
        var solver = Solver(), twin = Solver()
        for edit in edits {
            try solver.addEditVariable(edit.variable, strength: edit.strength)
            try twin.addEditVariable(edit.variable, strength: edit.strength)
        }
        // `held` in the in-place solver's order (a changed constraint keeps its place).
        var held: [Constraint] = []
        func add(_ constraint: Constraint) throws {
            do {
                try solver.addConstraint(constraint)
            } catch is UnsatisfiableConstraint {
                #expect(throws: UnsatisfiableConstraint.self) { try twin.addConstraint(constraint) }
                return
            }
            try twin.addConstraint(constraint)
            held.append(constraint)
        }
        // Each variable first met in a constraint on the ones before it (where a compact row is
        // made), then given a weak stay of a weight of its own, so the optimum is one point.
        for index in variables.indices {
            try add(Self.randomConstraint(&rng, first: variables[index], others: Array(variables[..<index]), requiredOneIn: 4))
            try add(Constraint(Expression([Term(variables[index])], constant: -Double(rng.next() % 100)), .equal,
                               strength: Strength(0.001 + Double(rng.next() % 1000) / 1_000_003)))
        }
        _ = Self.values(&solver, variables)
        _ = Self.values(&twin, variables)
        var changes = 0
        for step in 0..<60 {
            let choice = rng.next() % 20
            if choice < 11, !held.isEmpty {
                let index = Int(rng.next() % UInt64(held.count))
                let old = held[index]
                let constant = rng.next() % 4 == 0 ? old.expression.constant : Double(Int(rng.next() % 121) - 60) / 2
                var changed: Constraint?
                var failed = false
                do {
                    changed = try solver.changeConstant(of: old, to: constant)
                } catch is UnsatisfiableConstraint {
                    failed = true
                }
                #expect(failed == false || old.strength.isRequired, "seed \(seed) step \(step): only a required one may fail")
                try twin.removeConstraint(old)
                let replacement = old.withConstant(constant)
                do {
                    try twin.addConstraint(replacement)
                    #expect(!failed, "seed \(seed) step \(step): the twin took \(replacement)")
                } catch is UnsatisfiableConstraint {
                    #expect(failed, "seed \(seed) step \(step): the twin refused \(replacement)")
                    try twin.addConstraint(old)
                }
                if let changed {
                    #expect(changed.expression.constant == constant && changed.relation == old.relation
                        && changed.strength == old.strength && changed.expression.terms.map(\.variable.id) == old.expression.terms.map(\.variable.id))
                    #expect(solver.hasConstraint(changed) && !solver.hasConstraint(old), "seed \(seed) step \(step)")
                    if old.strength.isRequired {
                        // Removed and added: it goes last, as in the twin.
                        held.remove(at: index)
                        held.append(changed)
                    } else {
                        held[index] = changed
                    }
                    // The twin holds its own copy: swap it for ours so later steps name one constraint.
                    if twin.hasConstraint(replacement) {
                        try twin.removeConstraint(replacement)
                        try twin.addConstraint(changed)
                    }
                } else {
                    #expect(solver.hasConstraint(old), "seed \(seed) step \(step): a refused change keeps the constraint")
                    // Re-added last, in both.
                    held.remove(at: index)
                    held.append(old)
                }
                changes += 1
            } else if choice < 14 {
                let index = Int(rng.next() % UInt64(variables.count))
                let others = variables.enumerated().filter { $0.offset != index }.map(\.element)
                try add(Self.randomConstraint(&rng, first: variables[index], others: others, requiredOneIn: 5))
            } else if choice < 16, !held.isEmpty {
                // Not a stay: without one a variable may be free, and its value any of a range.
                let index = Int(rng.next() % UInt64(held.count))
                guard !Self.isStay(held[index]) else { continue }
                let constraint = held.remove(at: index)
                try solver.removeConstraint(constraint)
                try twin.removeConstraint(constraint)
            } else {
                let which = Int(rng.next() % 2)
                edits[which].suggestion = Double(Int(rng.next() % 201) - 100)
                try solver.suggestValue(edits[which].variable, edits[which].suggestion)
                try twin.suggestValue(edits[which].variable, edits[which].suggestion)
            }
            // Read often but not after every step, so changes also pile up on a stale plan.
            guard rng.next() % 3 != 0 else { continue }
            let ours = Self.values(&solver, variables), theirs = Self.values(&twin, variables)
            var fresh = try Self.fromScratch(edits, held)
            let scratch = Self.values(&fresh, variables)
            #expect(Self.largestDifference(ours, theirs) < 1e-9, "seed \(seed) step \(step): \(ours) vs removed and added \(theirs)")
            #expect(Self.largestDifference(ours, scratch) < 1e-9, "seed \(seed) step \(step): \(ours) vs from scratch \(scratch)")
            #expect(solver.constraintCount == twin.constraintCount)
        }
        #expect(changes > 10)
    }

    /// One constraint of each kind, changed up and down across the point where it starts or stops
    /// binding, on a tableau whose later rows (a chain of views after it) name its symbols.
    @Test(arguments: [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual],
          [Strength.required, .strong, .medium, .weak])
    func eachKindFollowsItsConstantThroughLaterRows(relation: Relation, strength: Strength) throws {
        let width = Variable("width"), container = Variable("container")
        var solver = Solver()
        try solver.addEditVariable(container, strength: Strength(2_000_000))
        try solver.suggestValue(container, 300)
        // width OP 100, against a medium pull to the container's width.
        var held = Constraint(Expression([Term(width)], constant: -100), relation, strength: strength)
        try solver.addConstraint(held)
        try solver.addConstraint((width == container - 20).strength(Strength(500)))
        var lefts: [Variable] = []
        for index in 0..<6 {
            let left = Variable("left\(index)")
            if let previous = lefts.last {
                try solver.addConstraint(left == previous + width + 8)
            } else {
                try solver.addConstraint(left == 4)
            }
            lefts.append(left)
        }
        let all = [width, container] + lefts
        for target in [100.0, 40, 280, 500, 279.5, 0, -30, 100] {
            held = try solver.changeConstant(of: held, to: -target)
            var fresh = Solver()
            try fresh.addEditVariable(container, strength: Strength(2_000_000))
            try fresh.suggestValue(container, 300)
            try fresh.addConstraint(held)
            try fresh.addConstraint((width == container - 20).strength(Strength(500)))
            for (index, left) in lefts.enumerated() {
                try fresh.addConstraint(index == 0 ? left == 4 : left == lefts[index - 1] + width + 8)
            }
            let ours = Self.values(&solver, all), theirs = Self.values(&fresh, all)
            #expect(Self.largestDifference(ours, theirs) < 1e-9, "\(relation) \(strength) at \(target): \(ours) vs \(theirs)")
            // And with a suggestion after the change.
            try solver.suggestValue(container, 200)
            try fresh.suggestValue(container, 200)
            #expect(Self.largestDifference(Self.values(&solver, all), Self.values(&fresh, all)) < 1e-9,
                    "\(relation) \(strength) at \(target), resized")
            try solver.suggestValue(container, 300)
            try fresh.suggestValue(container, 300)
        }
    }

    @Test func aRequiredConstantThatCannotHoldIsRefusedAndTheOldOneKept() throws {
        let x = Variable("x")
        var solver = Solver()
        let cap = x <= 100
        let floor = x >= 10
        try solver.addConstraint(cap)
        try solver.addConstraint(floor)
        try solver.addConstraint((x == 50).strength(.weak))
        #expect(throws: UnsatisfiableConstraint.self) { try solver.changeConstant(of: floor, to: -1000) }
        #expect(solver.hasConstraint(floor) && solver.constraintCount == 3)
        solver.updateVariables()
        #expect(solver.value(of: x) == 50)
        let moved = try solver.changeConstant(of: floor, to: -60)
        solver.updateVariables()
        #expect(solver.value(of: x) == 60 && solver.hasConstraint(moved) && !solver.hasConstraint(floor))
    }

    @Test func badInputThrowsAndLeavesTheSolverAsItWas() throws {
        let x = Variable("x")
        var solver = Solver()
        let stay = (x == 5).strength(.weak)
        try solver.addConstraint(stay)
        for bad in [Double.nan, .infinity, -.infinity, 1e300] {
            #expect(throws: NonFiniteValue.self) { try solver.changeConstant(of: stay, to: bad) }
        }
        #expect(throws: UnknownConstraint.self) { try solver.changeConstant(of: x == 3, to: 1) }
        let changed = try solver.changeConstant(of: stay, to: -7)
        #expect(throws: UnknownConstraint.self) { try solver.changeConstant(of: stay, to: 1) }
        solver.updateVariables()
        #expect(solver.value(of: x) == 7 && solver.constraintCount == 1 && solver.hasConstraint(changed))
    }

    @Test(arguments: 0..<20)
    func anEvaluationAfterAChangeGivesThePlansValuesToTheBit(seed: Int) throws {
        // As `anEvaluationWithoutAPlanGivesThePlansValuesToTheBit`, with constants changed between
        // evaluations (which move row constants under a kept plan).
        var rng = SplitMix64(seed: UInt64(seed) &* 15_485_863 &+ 5)
        let variables = (0..<8).map { Variable("x\($0)") }
        var solver = Solver()
        var held: [Constraint] = []
        for index in variables.indices {
            let constraint = Self.randomConstraint(&rng, first: variables[index], others: Array(variables[..<index]),
                                                   requiredOneIn: 3)
            if (try? solver.addConstraint(constraint)) != nil { held.append(constraint) }
        }
        for step in 0..<30 {
            let index = Int(rng.next() % UInt64(held.count))
            if let changed = try? solver.changeConstant(of: held[index], to: Double(Int(rng.next() % 81) - 40)) {
                held[index] = changed
            }
            solver.updateVariables()
            let walked = variables.map { solver.value(of: $0).bitPattern }
            solver.updateVariables()
            let planned = variables.map { solver.value(of: $0).bitPattern }
            #expect(walked == planned, "seed \(seed) step \(step)")
        }
    }
}
