import Synchronization

/// Hands out process-wide unique identities for variables and constraints, so two values
/// built separately never alias inside a solver. Identity only: solvers order their
/// symbols by first use, never by these numbers, so results do not depend on them.
let solverIdentities = Atomic<Int>(0)

func nextSolverIdentity() -> Int {
    solverIdentities.wrappingAdd(1, ordering: .relaxed).newValue
}

/// An unknown of a constraint system: a coordinate or a length the solver chooses.
///
/// A variable is a plain value with an identity; copies are the same unknown. Its value
/// lives in the `Solver` that solved it (`Solver.value(of:)`), as kiwi's `Variable`
/// holds its value beside its name.
public struct Variable: Sendable, CustomStringConvertible {
    /// The identity that makes two separately created variables different unknowns.
    public let id: Int
    /// A name for messages and the `solve` command's output (`"card.width"`).
    public let name: String

    /// A new unknown named `name`.
    public init(_ name: String = "") {
        self.id = nextSolverIdentity()
        self.name = name
    }

    /// Whether `other` is the same unknown (a copy of this one).
    public func isSame(as other: Variable) -> Bool { id == other.id }

    public var description: String { name.isEmpty ? "v\(id)" : name }
}
