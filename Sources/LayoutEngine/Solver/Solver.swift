/// An incremental Cassowary solver (Badros, Borning and Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", ACM TOCHI 2001), following the structure of
/// kiwi (nucleic/kiwi, `kiwi/solverimpl.h`): the same tableau, the same objective (one
/// weighted sum of the violations of the non-required constraints), the same pivot
/// rules and tie-breaking, so the same optimum where it is unique.
///
/// What differs is the bookkeeping, which is where kiwi spends its time on large systems:
/// - symbols are small integers; rows are sparse, sorted by symbol, their cells kept in one
///   arena with room to grow in place (`RowTable`; `Row` outside the tableau); every
///   per-symbol table is a plain array indexed by the symbol; the objective is dense
///   (`Objective`), so substituting into it costs the length of the pivot row;
/// - a column index lists, for each parametric symbol, the rows that may hold it (it may
///   list a row twice or one that lost the symbol until it is compacted, never miss one
///   that holds it), so a pivot or a suggested value touches only those rows instead of
///   scanning the whole tableau
///   (kiwi's `substitute` and `suggestValue` visit every row, which makes building an
///   N-view chain cost O(N^2) row visits and a resize O(rows));
/// - the rows of external (user) variables are kept lazily, the split of the Cassowary
///   paper (section 2.2: the unrestricted rows `Cu` play no part in the simplex; only the
///   restricted rows `Cs` and the objective are optimized). Pivots and suggestions keep the
///   restricted rows and the objective current; an external row stays the identity it was
///   when it was made, and may name symbols that have since become basic. Each such
///   identity still holds, so `updateVariables` evaluates the external rows through the
///   rows they name (always rows made later, so the evaluation ends), and a row that a new
///   constraint needs is brought up to date first. A window resize then pivots only the
///   few restricted rows it must, not every view's position that depends on them;
/// - a rejected constraint leaves the solver exactly as it was: failures found before the
///   tableau changes forget the symbols made for the constraint, and phase one of the
///   simplex (the one path that pivots before it knows the answer) runs on a copy-on-write
///   copy of this value (kiwi leaves a pivoted, sometimes broken basis behind: later
///   suggestions can then fail with "dual optimize failed").
///
/// Values are read with `value(of:)` after `updateVariables()`, as in kiwi.
///
/// Debug builds (`swift test`, where teams' snapshot tests lay out): at -Onone a non-mutating
/// method called from a mutating one is passed a copy of the whole solver, each of its tables
/// retained and released, and a closure or `&&` operand in a non-mutating method copies it
/// again; those copies were a quarter of a debug layout. So the helpers the mutating paths call
/// in loops are `mutating` themselves (they change nothing), or read a table directly.
///
/// The algorithm is spread over files along kiwi's seams: `Solver+Rows` (building rows,
/// adding and removing constraints), `Solver+Simplex` (substitution, primal and dual
/// simplex), `Solver+EditVariables` (edit variables and suggestions), `Solver+Evaluation`
/// (the values from the lazy rows), `Solver+Tableau` (symbols, rows and the column index)
/// and `Solver+Conflicts` (explaining an unsatisfiable constraint).
public struct Solver: Sendable {
    /// Above this many candidate constraints, an unsatisfiable constraint's conflict set is
    /// reported without being minimized (each minimization step rebuilds a small solver).
    public static let conflictMinimizationLimit = 400

    /// How many unsatisfiable constraints one solver explains; later ones are reported without
    /// their conflicting set (`UnsatisfiableConstraint.isExplained`), numbered. An explanation
    /// costs up to a few hundred small solves, so a case with thousands of conflicts on a long
    /// chain spent its time explaining (chain length times conflicts); the first few explained
    /// say what is wrong, and the solve stays linear.
    public static let explainedConflictLimit = 16

    /// The largest magnitude of a coefficient, constant or suggested value. A thousand times any
    /// screen or document length in points, and small enough that the tableau's sums and products
    /// of such numbers stay finite (kiwi accepts any double; a suggestion of 1e308 followed by
    /// -1e308 then turns its rows into infinities and NaN).
    public static let largestMagnitude = 1e15

    /// Whether `value` is a number the solver takes: finite and within `largestMagnitude`.
    static func accepts(_ value: Double) -> Bool { value.isFinite && abs(value) <= largestMagnitude }

    /// A constraint's symbols in the tableau, kiwi's `Tag`.
    struct Tag: Sendable {
        var marker: Int32
        var other: Int32 = -1
    }

    struct ConstraintEntry: Sendable {
        var constraint: Constraint
        var tag: Tag
        var order: Int
    }

    struct EditEntry: Sendable {
        var variable: Variable
        var constraint: Constraint
        var tag: Tag
        var constant: Double
    }

    // Per symbol.
    var kinds: [SymbolKind] = []
    var slotOfSymbol: [Int32] = []
    /// The restricted rows that hold each symbol (lazily compacted; external rows are not listed).
    var columns: [[Int32]] = []
    /// Per symbol: whether the evaluation plan names it (a restricted symbol) and whether it
    /// is in `watched`, the ones `evaluate` must visit (see `watchingSymbols(of:)`).
    var watchState: [UInt8] = []
    var watched: [Int32] = []
    static let unwatched: UInt8 = 0, named: UInt8 = 1, watched: UInt8 = 2
    /// Per symbol, the column length past which `compactColumn` runs.
    var columnLimits: [Int32] = []
    var values: [Double] = []
    // Per row slot.
    var rows = RowTable()
    /// For an external row whose subject was a new variable, the constraint itself solved
    /// for it: what `updateVariables` evaluates.
    var compact = CompactRows()
    /// The order `updateVariables` evaluates the external rows in; nil when they changed.
    var plan: EvaluationPlan?
    var basicOfSlot: [Int32] = []
    /// Whether the slot holds an external variable's row (kept lazily, not in `columns`).
    /// A table rather than a method because a debug build copies the whole solver, every
    /// table retained, to call a non-mutating method from a mutating one; the evaluation's
    /// walks ask this for every cell.
    var isExternalRow: [Bool] = []
    var visitStamp: [UInt32] = []
    var freeSlots: [Int32] = []
    var stamp: UInt32 = 0

    var objective = Objective()
    var artificial: Row?
    var infeasible: [Int32] = []
    var heldScratch: [Int32] = []
    var pivotScratch = Row()
    /// The row of the constraint being added (`insert`), and the external row being brought up
    /// to date with the rows it waits for (`refreshExternalRow`): their storage is kept from one
    /// constraint to the next, so adding a constraint allocates no row of its own (a row grew
    /// from empty and was dropped after being copied into the table, 150 to 200 allocations in
    /// an alert modal's layout).
    var insertScratch = Row()
    var refreshScratch = Row()
    var pendingScratch: [Int] = []
    var infeasibleScratch: [Int32] = []

    var constraints = IdentityTable<ConstraintEntry>()
    var nextOrder = 0
    var symbolOfVariable = IdentityTable<Int32>()
    var externals: [Variable] = []
    var externalSymbols: [Int32] = []
    var edits: [Int: EditEntry] = [:]
    /// Per edit variable, how far its suggestion has moved each external row's constant
    /// (see `applySuggestion`).
    var shifts: [EditShift] = []
    var explainsConflicts = true
    /// The unsatisfiable constraints met so far (edit variables, for their numbering and the limit).
    var conflictCount = 0

    /// An empty solver.
    public init() {}

    /// The number of constraints held, edit constraints included.
    public var constraintCount: Int { constraints.count }

    /// Whether `constraint` is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool { constraints[constraint.id] != nil }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    /// The value `updateVariables()` last gave `variable` (zero for a variable it does not know).
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbolOfVariable[variable.id], Int(symbol) < values.count else { return 0 }
        return values[Int(symbol)]
    }

    // MARK: - Constraints

    /// Adds a constraint and re-optimizes.
    ///
    /// - Throws: `DuplicateConstraint` when it is already in the solver,
    ///   `NonFiniteValue` when a coefficient or the constant is NaN or infinite,
    ///   `UnsatisfiableConstraint` (a required constraint that contradicts the required
    ///   constraints already held, with a smallest conflicting set). The solver is unchanged
    ///   after any of them.
    public mutating func addConstraint(_ constraint: Constraint) throws {
        guard constraints[constraint.id] == nil else { throw DuplicateConstraint(constraint: constraint) }
        let expression = constraint.expression
        // Checked in place: a concatenated array of the numbers was two allocations per constraint.
        if !Solver.accepts(expression.constant) {
            throw NonFiniteValue(context: "constraint \(constraint.name)", value: expression.constant)
        }
        for term in expression.terms where !Solver.accepts(term.coefficient) {
            throw NonFiniteValue(context: "constraint \(constraint.name)", value: term.coefficient)
        }
        do {
            try insert(constraint)
        } catch let error as UnsatisfiableConstraint {
            throw explainedConflict(error.constraint)
        }
    }

    /// Removes a constraint and re-optimizes.
    ///
    /// - Throws: `UnknownConstraint` when it is not in the solver.
    public mutating func removeConstraint(_ constraint: Constraint) throws {
        guard let entry = constraints[constraint.id] else { throw UnknownConstraint(constraint: constraint) }
        try remove(entry)
    }

    /// How many entries the column index holds (for tests: a resize session must not grow it).
    var columnEntryCount: Int { columns.reduce(0) { $0 + $1.count } }

    /// Whether a constraint the solver holds (or held) mentions `variable`.
    public func hasVariable(_ variable: Variable) -> Bool { symbolOfVariable[variable.id] != nil }

    /// Every variable the solver knows, in the order it first met them.
    public var variables: [Variable] { externals }

    /// The variables the constraints do not determine: their value could change without
    /// breaking a required constraint or worsening the objective (Auto Layout's
    /// `hasAmbiguousLayout`). A variable is ambiguous when it is parametric and free, or
    /// its row holds a parametric symbol that could move at no cost: an unconstrained
    /// external, or a slack or error symbol with a zero objective coefficient that no row
    /// blocks at zero.
    public func ambiguousVariables() -> [Variable] {
        var current = self
        return current.refreshedAmbiguousVariables()
    }

    /// `ambiguousVariables` on this copy, its external rows brought up to date first.
    private mutating func refreshedAmbiguousVariables() -> [Variable] {
        refreshAllExternalRows()
        var ambiguous: [Variable] = []
        for variable in externals {
            guard let symbol = symbolOfVariable[variable.id] else { continue }
            let slot = Int(slotOfSymbol[Int(symbol)])
            if slot < 0 {
                if isFreeDirection(symbol) { ambiguous.append(variable) }
                continue
            }
            for named in rows.symbols(in: slot) where isFreeDirection(named) {
                ambiguous.append(variable)
                break
            }
        }
        return ambiguous
    }

    // MARK: - Ambiguity

    /// Whether parametric `symbol` can move away from zero without cost or violation.
    mutating func isFreeDirection(_ symbol: Int32) -> Bool {
        switch kinds[Int(symbol)] {
        case .dummy: return false
        case .external: return abs(objective.coefficient(of: symbol)) < Row.epsilon
        case .slack, .error:
            guard abs(objective.coefficient(of: symbol)) < Row.epsilon else { return false }
            // Increasing it is blocked when a restricted row at zero would go negative.
            for slot in columns[Int(symbol)] {
                let s = Int(slot)
                guard basicOfSlot[s] >= 0, !isExternalRow[s] else { continue }
                if rows.coefficient(of: symbol, in: s) < 0 && rows.constants[s] < Row.epsilon { return false }
            }
            return true
        }
    }
}
