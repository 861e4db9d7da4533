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
    public var name: String { suffix.utf8CodeUnitCount == 0 ? base : base + suffix.description }
    /// The name in two parts, joined only when a message asks: a layout node's four variables
    /// share its id and add a constant suffix (`".width"`), so making a node builds no strings
    /// (four allocated strings per node before).
    private let base: String
    private let suffix: StaticString

    /// A new unknown named `name`.
    public init(_ name: String = "") {
        self.init(name, suffix: "")
    }

    /// A new unknown named `base` followed by `suffix`.
    init(_ base: String, suffix: StaticString) {
        self.id = nextSolverIdentity()
        self.base = base
        self.suffix = suffix
    }

    /// Whether `other` is the same unknown (a copy of this one).
    public func isSame(as other: Variable) -> Bool { id == other.id }

    public var description: String { name.isEmpty ? "v\(id)" : name }
}
