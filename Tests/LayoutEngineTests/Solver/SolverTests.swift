import Testing
@testable import LayoutEngine

@Suite struct SolverTests {
    @Test func requiredEqualitiesDetermineValues() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.addConstraint(x == 10)
        try solver.addConstraint(x + 8 == y)
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 18)
    }

    @Test func strongerPreferenceWins() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.addConstraint((x == 100).strength(.weak))
        try solver.addConstraint((x == 20).strength(.strong))
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
    }

    @Test func inequalityBoundsAPreference() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.addConstraint(x <= 50)
        try solver.addConstraint((x == 80).strength(.medium))
        solver.updateVariables()
        #expect(solver.value(of: x) == 50)
    }

    @Test func removingAConstraintReoptimizes() throws {
        let x = Variable("x")
        var solver = Solver()
        let bound = x <= 50
        try solver.addConstraint(bound)
        try solver.addConstraint((x == 80).strength(.medium))
        try solver.removeConstraint(bound)
        solver.updateVariables()
        #expect(solver.value(of: x) == 80)
        #expect(!solver.hasConstraint(bound))
    }

    @Test func suggestedValuesMoveEditVariables() throws {
        let width = Variable("width"), half = Variable("half")
        var solver = Solver()
        try solver.addEditVariable(width, strength: .strong)
        try solver.addConstraint(half * 2 == width)
        for value in [320.0, 1024, 10] {
            try solver.suggestValue(width, value)
            solver.updateVariables()
            #expect(solver.value(of: half) == value / 2)
        }
    }

    @Test func suggestionsYieldToRequiredBounds() throws {
        let width = Variable("width")
        var solver = Solver()
        try solver.addConstraint(width >= 100)
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(width, 40)
        solver.updateVariables()
        #expect(solver.value(of: width) == 100)
        try solver.suggestValue(width, 400)
        solver.updateVariables()
        #expect(solver.value(of: width) == 400)
    }

    @Test func addingAConstraintTwiceThrowsDuplicateConstraint() throws {
        let x = Variable("x")
        var solver = Solver()
        let c = x == 1
        try solver.addConstraint(c)
        #expect(throws: DuplicateConstraint.self) { try solver.addConstraint(c) }
    }

    @Test func removingAnUnknownConstraintThrowsUnknownConstraint() {
        var solver = Solver()
        #expect(throws: UnknownConstraint.self) { try solver.removeConstraint(Variable() == 1) }
    }

    @Test func editVariableErrorsAreTyped() throws {
        let x = Variable("x")
        var solver = Solver()
        #expect(throws: BadRequiredStrength.self) { try solver.addEditVariable(x, strength: .required) }
        #expect(throws: UnknownEditVariable.self) { try solver.suggestValue(x, 3) }
        #expect(throws: UnknownEditVariable.self) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: DuplicateEditVariable.self) { try solver.addEditVariable(x, strength: .medium) }
    }

    @Test func nonFiniteNumbersAreRejected() throws {
        let x = Variable("x")
        var solver = Solver()
        #expect(throws: NonFiniteValue.self) { try solver.addConstraint(x == .nan) }
        #expect(throws: NonFiniteValue.self) { try solver.addConstraint(x * .infinity == 1) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: NonFiniteValue.self) { try solver.suggestValue(x, .nan) }
    }

    /// Numbers beyond 1e15 are refused too: 1e308 followed by -1e308 would overflow the rows.
    @Test func numbersTooLargeToSumAreRejectedAndTheSolverStaysUsable() throws {
        let x = Variable("x")
        var solver = Solver()
        #expect {
            try solver.addConstraint(x == 2e15)
        } throws: { ($0 as? NonFiniteValue)?.description.contains("beyond ±1e15") == true }
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 1e15)
        #expect(throws: NonFiniteValue.self) { try solver.suggestValue(x, -1e308) }
        try solver.suggestValue(x, -1e15)
        solver.updateVariables()
        #expect(solver.value(of: x) == -1e15)
    }

    @Test func aConstantContradictionHasNoConflicts() {
        var solver = Solver()
        let impossible = Constraint(Expression(constant: 1), .equal).labeled("one is zero")
        #expect {
            try solver.addConstraint(impossible)
        } throws: { error in
            (error as? UnsatisfiableConstraint)?.conflicts.isEmpty == true
        }
    }

    @Test func unsatisfiableConstraintNamesTheSmallestConflictingSet() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), unrelated = Variable("u")
        var solver = Solver()
        let held = [
            (a >= 0).labeled("a non-negative"),
            (b == a + 10).labeled("b after a"),
            (unrelated == 5).labeled("unrelated"),
            (c == b + 10).labeled("c after b"),
            (c <= 100).labeled("c at most 100"),
        ]
        for constraint in held { try solver.addConstraint(constraint) }
        let rejected = (c <= 15).labeled("c at most 15")
        do {
            try solver.addConstraint(rejected)
            Issue.record("expected UnsatisfiableConstraint")
        } catch let error as UnsatisfiableConstraint {
            #expect(error.constraint.id == rejected.id)
            #expect(error.isMinimal)
            #expect(error.conflicts.map(\.label) == ["a non-negative", "b after a", "c after b"])
            #expect(error.conflicts.allSatisfy { $0.location?.file == "LayoutEngineTests/SolverTests.swift" })
            #expect(error.description.contains("\"b after a\" (LayoutEngineTests/SolverTests.swift:"))
        }
    }

    @Test func aRejectedConstraintLeavesTheSolverAsItWas() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(y >= x + 5)
        try solver.addConstraint((y == 0).strength(.weak))
        let before = solver
        #expect(throws: UnsatisfiableConstraint.self) { try solver.addConstraint(y <= 12) }
        solver.updateVariables()
        var reference = before
        reference.updateVariables()
        #expect(solver.value(of: y) == 15)
        #expect(solver.constraintCount == before.constraintCount)
        // The same later additions give the same results as on the untouched copy.
        try solver.addConstraint(x == 20)
        try reference.addConstraint(x == 20)
        solver.updateVariables()
        reference.updateVariables()
        #expect(solver.value(of: y) == reference.value(of: y))
    }

    @Test func undeterminedVariablesAreAmbiguous() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        var solver = Solver()
        try solver.addConstraint(x + y == 100)
        try solver.addConstraint(z >= 0)
        try solver.addConstraint((z == 4).strength(.weak))
        #expect(solver.ambiguousVariables().map(\.name).sorted() == ["x", "y"])
        try solver.addConstraint((y == 30).strength(.weak))
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func priorityMappingMatchesKiwiStrengthsAtItsAnchors() {
        #expect(Strength.priority(1000) == .required)
        #expect(abs(Strength.priority(1).weight - Strength.weak.weight) < 1e-9)
        #expect(abs(Strength.priority(500).weight - Strength.medium.weight) < 1e-6)
        #expect(abs(Strength.priority(999).weight - Strength.strong.weight) < 1e-3)
        #expect(Strength.priority(250) < Strength.priority(251))
        #expect(Strength.priority(.nan) == Strength.priority(1))
    }

    @Test func strengthsClipToKiwisRange() {
        #expect(Strength(-5).weight == 0)
        #expect(Strength(1e12) == .required)
        #expect(Strength(strong: 1, medium: 0, weak: 0) == .strong)
        #expect(Strength(strong: 2000, medium: 2000, weak: 2000) == .required)
    }
}

@Suite struct SolverRemovalTests {
    @Test func removingARequiredEqualityFreesWhatItFixed() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        let pin = x == 10
        try solver.addConstraint(pin)
        try solver.addConstraint(y == x + 5)
        try solver.addConstraint((x == 40).strength(.weak))
        try solver.addEditVariable(y, strength: .medium)
        try solver.suggestValue(y, 15)
        try solver.removeConstraint(pin)
        solver.updateVariables()
        // Without the pin, the medium suggestion y = 15 beats the weak x = 40.
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        try solver.suggestValue(y, 100)
        solver.updateVariables()
        #expect(solver.value(of: x) == 95)
        #expect(solver.hasEditVariable(y))
        #expect(!solver.hasConstraint(pin))
    }

    @Test func removingAndReaddingARedundantEqualityKeepsTheSolution() throws {
        let x = Variable("x")
        var solver = Solver()
        let first = x == 3, again = 2 * x == 6
        try solver.addConstraint(first)
        try solver.addConstraint(again)
        try solver.removeConstraint(again)
        try solver.removeConstraint(first)
        try solver.addConstraint(x == 7)
        solver.updateVariables()
        #expect(solver.value(of: x) == 7)
    }
}
