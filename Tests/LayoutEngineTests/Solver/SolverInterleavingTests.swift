import Testing
import TestSupport
@testable import LayoutEngine

/// Random sequences of additions, removals and suggestions, interleaved as an app does them.
/// The solver keeps external rows lazily (see `Solver`), so a suggestion or a removal after
/// later additions is where a stale row would show: after every step, the values must keep
/// every held required constraint and reach the objective that a solver built from scratch
/// with the same constraints and suggestions reaches.
@Suite struct SolverInterleavingTests {
    struct Edit {
        var variable: Variable
        var strength: Strength
        var suggestion: Double = 0
    }

    @Test(arguments: 0..<60)
    func interleavedStepsStayFeasibleAndOptimal(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &* 7919 &+ 17)
        let variables = (0..<6).map { Variable("x\($0)") }
        var edits = [Edit(variable: variables[0], strength: .strong), Edit(variable: variables[1], strength: .medium)]
        var solver = Solver()
        for edit in edits { try solver.addEditVariable(edit.variable, strength: edit.strength) }
        var held: [Constraint] = []
        let strengths: [Strength] = [.required, .required, .strong, .medium, .weak]
        for step in 0..<40 {
            let choice = rng.next() % 20
            if choice < 11 {
                let constraint = Self.randomConstraint(&rng, variables, strengths)
                do {
                    try solver.addConstraint(constraint)
                    held.append(constraint)
                } catch is UnsatisfiableConstraint {
                    // Must be unsatisfiable from scratch too.
                    var fresh = try Self.fromScratch(edits, held)
                    #expect(throws: UnsatisfiableConstraint.self, "seed \(seed) step \(step)") {
                        try fresh.addConstraint(constraint)
                    }
                }
            } else if choice < 14, !held.isEmpty {
                let index = Int(rng.next() % UInt64(held.count))
                try solver.removeConstraint(held.remove(at: index))
            } else {
                let which = Int(rng.next() % 2)
                edits[which].suggestion = Double(Int(rng.next() % 201) - 100)
                try solver.suggestValue(edits[which].variable, edits[which].suggestion)
            }
            solver.updateVariables()
            let values = Dictionary(uniqueKeysWithValues: variables.map { ($0.id, solver.value(of: $0)) })
            for constraint in held where constraint.strength.isRequired {
                #expect(Self.violation(constraint, values) < 1e-6, "seed \(seed) step \(step): \(constraint)")
            }
            var fresh = try Self.fromScratch(edits, held)
            fresh.updateVariables()
            let freshValues = Dictionary(uniqueKeysWithValues: variables.map { ($0.id, fresh.value(of: $0)) })
            let ours = Self.objective(edits, held, values), theirs = Self.objective(edits, held, freshValues)
            #expect(abs(ours - theirs) <= 1e-6 * max(1, abs(theirs)), "seed \(seed) step \(step): \(ours) vs \(theirs)")
        }
    }

    @Test(arguments: 0..<20)
    func anEvaluationWithoutAPlanGivesThePlansValuesToTheBit(seed: Int) throws {
        // A changed tableau is evaluated by walking its rows; evaluated again unchanged, along a
        // plan built then, and again along the kept plan: all three must agree exactly.
        var rng = SplitMix64(seed: UInt64(seed) &* 104_729 &+ 3)
        let variables = (0..<8).map { Variable("x\($0)") }
        var solver = Solver()
        try solver.addEditVariable(variables[0], strength: .strong)
        var held: [Constraint] = []
        for step in 0..<30 {
            let choice = rng.next() % 10
            if choice < 7 {
                let constraint = Self.randomConstraint(&rng, variables, [.required, .strong, .medium, .weak])
                if (try? solver.addConstraint(constraint)) != nil { held.append(constraint) }
            } else if choice < 8, !held.isEmpty {
                try solver.removeConstraint(held.remove(at: Int(rng.next() % UInt64(held.count))))
            } else {
                try solver.suggestValue(variables[0], Double(Int(rng.next() % 201) - 100))
            }
            solver.updateVariables()
            let walked = variables.map { solver.value(of: $0).bitPattern }
            solver.updateVariables()
            let planned = variables.map { solver.value(of: $0).bitPattern }
            solver.updateVariables()
            let kept = variables.map { solver.value(of: $0).bitPattern }
            #expect(walked == planned && planned == kept, "seed \(seed) step \(step)")
        }
    }

    @Test func aResizeAfterLaterAdditionsMovesEveryDependentView() throws {
        // Views added after the edit variable, whose rows name its error symbols, then resized
        // across a required cap in both directions: the positions must follow.
        let container = Variable("container")
        var solver = Solver()
        try solver.addEditVariable(container, strength: .strong)
        try solver.suggestValue(container, 300)
        var lefts: [Variable] = [], widths: [Variable] = []
        for index in 0..<5 {
            let left = Variable("left\(index)"), width = Variable("width\(index)")
            try solver.addConstraint((width == (container - 40) / 5).strength(.strong))
            try solver.addConstraint(width <= 100)
            if let previousLeft = lefts.last, let previousWidth = widths.last {
                try solver.addConstraint(left == previousLeft + previousWidth + 8)
            } else {
                try solver.addConstraint(left == 8)
            }
            lefts.append(left); widths.append(width)
        }
        for (suggestion, width) in [(1000.0, 100.0), (140, 20), (600, 100), (300, 52)] {
            try solver.suggestValue(container, suggestion)
            solver.updateVariables()
            for index in 0..<5 {
                #expect(solver.value(of: widths[index]) == width, "at \(suggestion)")
                #expect(solver.value(of: lefts[index]) == 8 + Double(index) * (width + 8), "at \(suggestion)")
            }
        }
    }

    @Test func aLongResizeSessionKeepsTheTableauIndexBounded() throws {
        // A resize that crosses a required cap pivots a row into every view's cap row and
        // back; the column index must not keep an entry per crossing (it once grew by two
        // hundred entries a cycle on this grid, without bound).
        let container = Variable("container")
        var solver = Solver()
        try solver.addEditVariable(container, strength: .strong)
        try solver.suggestValue(container, 1024)
        var widths: [Variable] = []
        for index in 0..<40 {
            let width = Variable("width\(index)"), left = Variable("left\(index)")
            try solver.addConstraint((width == (container - 104) / 10).strength(.strong))
            try solver.addConstraint(width <= 200)
            try solver.addConstraint(left == Double(index) * 10)
            widths.append(width)
        }
        func cycles(_ count: Int) throws {
            for _ in 0..<count {
                for suggestion in [320.0, 1024, 2400] {
                    try solver.suggestValue(container, suggestion)
                    solver.updateVariables()
                }
            }
        }
        try cycles(5)
        let settled = solver.columnEntryCount
        try cycles(200)
        #expect(solver.columnEntryCount <= 2 * settled, "\(settled) entries after 5 cycles, \(solver.columnEntryCount) after 205")
        #expect(solver.value(of: widths[39]) == 200)
    }

    static func randomConstraint(_ rng: inout SplitMix64, _ variables: [Variable], _ strengths: [Strength]) -> Constraint {
        var terms: [Term] = []
        var used = Set<Int>()
        for _ in 0..<(1 + Int(rng.next() % 3)) {
            let variable = variables[Int(rng.next() % UInt64(variables.count))]
            guard used.insert(variable.id).inserted else { continue }
            terms.append(Term(variable, [1.0, -1, 2, -2, 0.5][Int(rng.next() % 5)]))
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(rng.next() % 3)]
        let expression = Expression(terms, constant: Double(Int(rng.next() % 41) - 20))
        return Constraint(expression, relation, strength: strengths[Int(rng.next() % UInt64(strengths.count))])
    }

    static func fromScratch(_ edits: [Edit], _ held: [Constraint]) throws -> Solver {
        var solver = Solver()
        for edit in edits {
            try solver.addEditVariable(edit.variable, strength: edit.strength)
            try solver.suggestValue(edit.variable, edit.suggestion)
        }
        for constraint in held { try solver.addConstraint(constraint) }
        return solver
    }

    static func objective(_ edits: [Edit], _ held: [Constraint], _ values: [Int: Double]) -> Double {
        var total = 0.0
        for edit in edits { total += edit.strength.weight * abs((values[edit.variable.id] ?? 0) - edit.suggestion) }
        for constraint in held where !constraint.strength.isRequired {
            total += constraint.strength.weight * violation(constraint, values)
        }
        return total
    }

    static func violation(_ constraint: Constraint, _ values: [Int: Double]) -> Double {
        let expression = constraint.expression
        let v = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * (values[$1.variable.id] ?? 0) }
        switch constraint.relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }
}
