import Foundation
/// The errors a `Solver` throws, one type per mistake as kiwi's `kiwi/errors.h`, each
/// carrying what it is about. A solver that throws is left exactly as it was before the call.
public protocol SolverError: Error, Sendable, CustomStringConvertible {}

/// A required constraint contradicts required constraints already in the solver.
public struct UnsatisfiableConstraint: SolverError {
    /// The constraint that was rejected.
    public let constraint: Constraint
    /// A smallest set of required constraints already in the solver that, with
    /// `constraint`, cannot all hold: removing any one of them makes the rest
    /// satisfiable (an irreducible infeasible subset), in the order they were added.
    /// Empty when `constraint` cannot hold on its own (`0 == 1`).
    public let conflicts: [Constraint]
    /// Whether `conflicts` was checked to be irreducible; false only when the
    /// candidate set was too large to minimize (`Solver.conflictMinimizationLimit`).
    public let isMinimal: Bool
    /// Whether `conflicts` was looked for: false past the first `Solver.explainedConflictLimit`
    /// unsatisfiable constraints of a solver, which are only numbered.
    public var isExplained: Bool { unexplainedNumber == nil }
    /// Which of the solver's unsatisfiable constraints this is, when it was not explained.
    public let unexplainedNumber: Int?

    init(constraint: Constraint, conflicts: [Constraint], isMinimal: Bool, unexplainedNumber: Int? = nil) {
        self.constraint = constraint; self.conflicts = conflicts; self.isMinimal = isMinimal
        self.unexplainedNumber = unexplainedNumber
    }

    public var description: String {
        var message = "unsatisfiable constraint \(constraint.name)"
        if let unexplainedNumber {
            return message + " (unsatisfiable constraint \(unexplainedNumber) of this layout; only the first "
                + "\(Solver.explainedConflictLimit) are explained)"
        }
        if conflicts.isEmpty { return message + ": it cannot hold on its own" }
        message += " conflicts with " + (isMinimal ? "" : "(at most) ")
        message += conflicts.map(\.name).joined(separator: ", ")
        return message
    }
}

/// The constraint is already in the solver.
public struct DuplicateConstraint: SolverError {
    /// The constraint added twice.
    public let constraint: Constraint
    public var description: String { "duplicate constraint \(constraint.name)" }
}

/// The constraint is not in the solver.
public struct UnknownConstraint: SolverError {
    /// The constraint the solver does not hold.
    public let constraint: Constraint
    public var description: String { "unknown constraint \(constraint.name)" }
}

/// The variable is already an edit variable.
public struct DuplicateEditVariable: SolverError {
    /// The variable added twice.
    public let variable: Variable
    public var description: String { "duplicate edit variable \(variable)" }
}

/// The variable is not an edit variable.
public struct UnknownEditVariable: SolverError {
    /// The variable that was never added with `addEditVariable`.
    public let variable: Variable
    public var description: String { "unknown edit variable \(variable)" }
}

/// Edit variables cannot be required: a suggestion must be able to yield.
public struct BadRequiredStrength: SolverError {
    /// The edit variable given the required strength.
    public let variable: Variable
    public var description: String { "edit variable \(variable) cannot have the required strength" }
}

/// A value that is not a finite number, or is too large to stay finite in the tableau's sums,
/// reached the solver.
public struct NonFiniteValue: SolverError {
    /// What held it: a constraint's name or an edit variable's name.
    public let context: String
    /// The number refused: NaN, an infinity, or a finite number beyond `Solver.largestMagnitude`.
    public var value: Double = .nan

    public var description: String {
        value.isFinite
            ? "\(value) in \(context) is beyond ±1e\(Int(Solver.largestMagnitude.exponent10)), the largest magnitude the solver accepts"
            : "non-finite number in \(context)"
    }
}

/// The simplex met a state that a correct tableau cannot reach (kiwi's
/// `InternalSolverError`): an unbounded objective or a failed dual step.
public struct InternalSolverError: SolverError {
    /// What failed.
    public let reason: String
    public var description: String { "internal solver error: \(reason)" }
}

private extension Double {
    /// The power of ten of an exact power of ten (15 for 1e15).
    var exponent10: Double { (log(self) / log(10)).rounded() }
}
