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
public struct Solver: Sendable {
    /// Above this many candidate constraints, an unsatisfiable constraint's conflict set is
    /// reported without being minimized (each minimization step rebuilds a small solver).
    public static let conflictMinimizationLimit = 400

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
    private var kinds: [SymbolKind] = []
    private var slotOfSymbol: [Int32] = []
    /// The restricted rows that hold each symbol (lazily compacted; external rows are not listed).
    private var columns: [[Int32]] = []
    /// Per symbol: whether the evaluation plan names it (a restricted symbol) and whether it
    /// is in `watched`, the ones `evaluate` must visit (see `watchingSymbols(of:)`).
    private var watchState: [UInt8] = []
    private var watched: [Int32] = []
    private static let unwatched: UInt8 = 0, named: UInt8 = 1, watched: UInt8 = 2
    /// Per symbol, the column length past which `compactColumn` runs.
    private var columnLimits: [Int32] = []
    private var values: [Double] = []
    // Per row slot.
    private var rows = RowTable()
    /// For an external row whose subject was a new variable, the constraint itself solved
    /// for it: what `updateVariables` evaluates.
    private var compact = CompactRows()
    /// The order `updateVariables` evaluates the external rows in; nil when they changed.
    private var plan: EvaluationPlan?
    private var basicOfSlot: [Int32] = []
    private var visitStamp: [UInt32] = []
    private var freeSlots: [Int32] = []
    private var stamp: UInt32 = 0

    private var objective = Objective()
    private var artificial: Row?
    private var infeasible: [Int32] = []
    private var heldScratch: [Int32] = []
    private var pivotScratch = Row()
    private var infeasibleScratch: [Int32] = []

    private var constraints: [Int: ConstraintEntry] = [:]
    private var nextOrder = 0
    private var symbolOfVariable: [Int: Int32] = [:]
    private var externals: [Variable] = []
    private var externalSymbols: [Int32] = []
    private var edits: [Int: EditEntry] = [:]
    /// Per edit variable, how far its suggestion has moved each external row's constant
    /// (see `applySuggestion`).
    private var shifts: [EditShift] = []
    private var explainsConflicts = true

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
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw NonFiniteValue(context: "constraint \(constraint.name)")
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

    // MARK: - Edit variables

    /// Makes `variable` an edit variable: a `variable == suggestion` constraint at `strength`,
    /// whose suggestion `suggestValue` changes cheaply (starting at 0, as kiwi).
    ///
    /// - Throws: `DuplicateEditVariable`, or `BadRequiredStrength` for a required strength.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws {
        guard edits[variable.id] == nil else { throw DuplicateEditVariable(variable: variable) }
        guard !strength.isRequired else { throw BadRequiredStrength(variable: variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength, label: "edit \(variable)")
        try addConstraint(constraint)
        guard let tag = constraints[constraint.id]?.tag else { return }
        register(EditEntry(variable: variable, constraint: constraint, tag: tag, constant: 0))
    }

    /// Stops editing `variable` and removes its edit constraint.
    ///
    /// - Throws: `UnknownEditVariable`.
    public mutating func removeEditVariable(_ variable: Variable) throws {
        guard let entry = edits[variable.id] else { throw UnknownEditVariable(variable: variable) }
        try removeConstraint(entry.constraint)
        edits[variable.id] = nil
        shifts.removeAll { $0.marker == entry.tag.marker }
    }

    /// Suggests a value for an edit variable and re-optimizes with the dual simplex: only
    /// the rows that hold the edit constraint's error symbols change.
    ///
    /// - Throws: `UnknownEditVariable`, or `NonFiniteValue` for NaN or an infinity.
    public mutating func suggestValue(_ variable: Variable, _ value: Double) throws {
        guard var entry = edits[variable.id] else { throw UnknownEditVariable(variable: variable) }
        guard value.isFinite else { throw NonFiniteValue(context: "suggested value for \(variable)") }
        let delta = value - entry.constant
        entry.constant = value
        edits[variable.id] = entry
        try applySuggestion(delta: delta, tag: entry.tag)
        try dualOptimize()
    }

    /// Computes every variable's value from the tableau, for `value(of:)`: a restricted
    /// row's constant, or an external row evaluated through the rows it names.
    public mutating func updateVariables() {
        if values.count < kinds.count { values.append(contentsOf: repeatElement(0, count: kinds.count - values.count)) }
        // The plan is moved out and back, not copied (a copy retains each of its arrays).
        let current = plan.take() ?? newEvaluationPlan()
        for slot in current.expandedSlots { syncShifts(Int(slot)) }
        updateWatchedValues()
        evaluate(current)
        plan = consume current
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
        current.refreshAllExternalRows()
        return externals.filter { variable in
            guard let symbol = current.symbolOfVariable[variable.id] else { return false }
            let slot = current.slotOfSymbol[Int(symbol)]
            if slot < 0 { return current.isFreeDirection(symbol) }
            return current.rows.symbols(in: Int(slot)).contains { current.isFreeDirection($0) }
        }
    }
}

extension Solver {
    /// An edit variable's suggestion as the external rows see it. A suggestion stands in
    /// every row as the edit constraint's marker does (a row's dependence on it equals its
    /// marker coefficient), so moving it by `delta` moves a row naming the marker by
    /// `delta` times that coefficient. The restricted rows move at once, as in kiwi; an
    /// expanded external row catches up when it is next read (`syncShifts`), from the
    /// suggestion it was last brought to, so a resize does not touch every view's row.
    struct EditShift: Sendable {
        var marker: Int32
        var current: Double = 0
        /// Per row slot: the suggestion the row's constant agrees with.
        var synced: [Double]
        /// The slots whose compact row names the marker (moved at once).
        var compactHolders: [Int32] = []
    }
}

// MARK: - The algorithm (kiwi's SolverImpl, over integer symbols)

extension Solver {
    private mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        slotOfSymbol.append(-1)
        columns.append([])
        columnLimits.append(Solver.shortestColumnLimit)
        watchState.append(Solver.unwatched)
        objective.appendSymbol(excluded: kind == .dummy)
        return symbol
    }

    private mutating func symbol(for variable: Variable) -> Int32 {
        if let symbol = symbolOfVariable[variable.id] { return symbol }
        let symbol = newSymbol(.external)
        symbolOfVariable[variable.id] = symbol
        externals.append(variable)
        externalSymbols.append(symbol)
        return symbol
    }

    private func isBasic(_ symbol: Int32) -> Bool { slotOfSymbol[Int(symbol)] >= 0 }

    /// Whether the row in `slot` is an external variable's (kept lazily, not in `columns`).
    @inline(__always)
    private func isExternalSlot(_ slot: Int) -> Bool {
        let basic = basicOfSlot[slot]
        return basic >= 0 && kinds[Int(basic)] == .external
    }

    /// Makes `row` the row of basic symbol `basic`.
    /// `compactFromDraft`: the external row's compact form is the draft of the constraint
    /// being added, solved for `basic`.
    private mutating func install(_ row: Row, basic: Int32, compactFromDraft: Bool = false) {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            rows[Int(slot)] = row
            basicOfSlot[Int(slot)] = basic
        } else {
            slot = Int32(rows.count)
            rows.appendSlot()
            rows[Int(slot)] = row
            basicOfSlot.append(basic)
            visitStamp.append(0)
        }
        slotOfSymbol[Int(basic)] = slot
        if watchState[Int(basic)] == Solver.named {
            watchState[Int(basic)] = Solver.watched
            watched.append(basic)
        }
        if compactFromDraft {
            compact.setFromDraft(Int(slot), solvingFor: basic)
        } else {
            compact.remove(at: Int(slot))
        }
        if kinds[Int(basic)] == .external {
            plan = nil
            for k in shifts.indices {
                while shifts[k].synced.count <= Int(slot) { shifts[k].synced.append(0) }
                shifts[k].synced[Int(slot)] = shifts[k].current
                if compact.coefficient(of: shifts[k].marker, in: Int(slot)) != nil { shifts[k].compactHolders.append(slot) }
            }
        } else {
            for symbol in row.symbols { list(CollectionOfOne(slot), inColumnOf: symbol) }
        }
    }

    /// Starts tracking an edit variable, whose suggestion starts at zero.
    private mutating func register(_ entry: EditEntry) {
        edits[entry.variable.id] = entry
        var shift = EditShift(marker: entry.tag.marker, synced: Array(repeating: 0, count: rows.count))
        for slot in rows.indices where isExternalSlot(slot) && compact.coefficient(of: shift.marker, in: slot) != nil {
            shift.compactHolders.append(Int32(slot))
        }
        shifts.append(shift)
    }

    /// Brings the expanded external row in `slot` to the current suggestions.
    private mutating func syncShifts(_ slot: Int) {
        for k in shifts.indices {
            let delta = shifts[k].current - shifts[k].synced[slot]
            guard delta != 0 else { continue }
            shifts[k].synced[slot] = shifts[k].current
            if let index = rows.index(of: shifts[k].marker, in: slot) {
                rows.constants[slot] += delta * rows.coefficient(at: index, in: slot)
            }
        }
    }

    /// Takes the row of basic symbol `basic` out of the tableau.
    private mutating func uninstall(_ basic: Int32) -> Row {
        var row = Row()
        uninstall(basic, into: &row)
        return row
    }

    /// `uninstall` into `row`, whose storage is reused (a pivot's scratch row).
    private mutating func uninstall(_ basic: Int32, into row: inout Row) {
        let slot = Int(slotOfSymbol[Int(basic)])
        if isExternalSlot(slot) { plan = nil }
        rows.copy(slot, into: &row)
        rows.clear(slot)
        compact.remove(at: slot)
        basicOfSlot[slot] = -1
        slotOfSymbol[Int(basic)] = -1
        freeSlots.append(Int32(slot))
    }

    /// The slots of the restricted rows that hold `symbol`, each once. Compacts the lazy
    /// column index. Callers that pick among rows break ties by basic symbol, the order
    /// kiwi visits rows in.
    private mutating func slots(containing symbol: Int32) -> [Int32] {
        compactCandidates(symbol)
        let kept = columns[Int(symbol)].filter { rows.index(of: symbol, in: Int($0)) != nil }
        columns[Int(symbol)] = kept
        return kept
    }

    /// Adds `slots` to `symbol`'s column, compacting it when it outgrows its limit.
    private mutating func list(_ slots: some Collection<Int32>, inColumnOf symbol: Int32) {
        columns[Int(symbol)].append(contentsOf: slots)
        if columns[Int(symbol)].count > Int(columnLimits[Int(symbol)]) { compactColumn(symbol) }
    }

    /// Drops the duplicate entries of `symbol`'s column and those of rows gone, and lets the
    /// column grow to four times what is left before the next time: a column is otherwise
    /// compacted only when its symbol is pivoted or suggested, and a symbol that never is
    /// (a resize's pivot row names a few) would gain an entry per row and cycle. What is left
    /// is at most one entry per live restricted row, found without looking into the rows.
    private mutating func compactColumn(_ symbol: Int32) {
        compactCandidates(symbol)
        let kept = columns[Int(symbol)].count
        columnLimits[Int(symbol)] = max(Solver.shortestColumnLimit, Int32(4 * kept))
    }

    /// The length below which a column is never compacted for its length.
    private static let shortestColumnLimit: Int32 = 16

    /// Compacts `symbol`'s column to the live restricted slots it lists, each once, without
    /// checking that each still holds the symbol: for callers whose own lookup answers that.
    private mutating func compactCandidates(_ symbol: Int32) {
        stamp &+= 1
        if stamp == 0 {
            for k in visitStamp.indices { visitStamp[k] = 0 }
            stamp = 1
        }
        // Compacted in place: a resize does this for every pivot.
        let current = stamp
        let kept = columns[Int(symbol)].withUnsafeMutableBufferPointer { list in
            visitStamp.withUnsafeMutableBufferPointer { visited in
                basicOfSlot.withUnsafeBufferPointer { basics in
                    kinds.withUnsafeBufferPointer { kinds in
                        var kept = 0
                        for index in list.indices {
                            let slot = list[index], s = Int(slot)
                            let basic = basics[s]
                            // A slot freed and reused by an external row is not a restricted row any more.
                            guard basic >= 0, visited[s] != current, kinds[Int(basic)] != .external else { continue }
                            visited[s] = current
                            list[kept] = slot
                            kept += 1
                        }
                        return kept
                    }
                }
            }
        }
        let dropped = columns[Int(symbol)].count - kept
        if dropped > 0 { columns[Int(symbol)].removeLast(dropped) }
    }

    /// Adds `factor` times the tableau row in `slot` to `row`, reading the row in place.
    private mutating func add(rowIn slot: Int, times factor: Double, to row: inout Row) {
        let constant = rows.constants[slot]
        rows.withCells(slot) { symbols, coefficients in
            row.add(symbols, coefficients, constant: constant, times: factor)
        }
    }

    // MARK: Lazy external rows

    /// Brings the external row in `slot` up to date: its constant to the current
    /// suggestions, and every basic symbol it names replaced by that symbol's row (brought
    /// up to date first), so it names parametric symbols only. The rows an external row
    /// names were made after it, so the walk ends.
    private mutating func refreshExternalRow(_ slot: Int) {
        syncShifts(slot)
        guard namesBasicSymbol(slot) else { return }
        var pending: [Int] = [slot]
        while let current = pending.last {
            var waiting = false
            for symbol in rows.symbols(in: current) {
                let named = Int(slotOfSymbol[Int(symbol)])
                if named >= 0 && isExternalSlot(named) && namesBasicSymbol(named) {
                    pending.append(named)
                    waiting = true
                }
            }
            if waiting { continue }
            pending.removeLast()
            syncShifts(current)
            guard namesBasicSymbol(current) else { continue }
            var row = rows[current]
            for symbol in rows.symbols(in: current) {
                let named = Int(slotOfSymbol[Int(symbol)])
                guard named >= 0 else { continue }
                if isExternalSlot(named) { syncShifts(named) }
                let coefficient = row.coefficient(of: symbol)
                guard coefficient != 0 else { continue }
                add(rowIn: named, times: coefficient, to: &row)
                row.remove(symbol)
            }
            rows[current] = row
            plan = nil
        }
    }

    /// Whether the row in `slot` names a basic symbol (is out of date).
    private func namesBasicSymbol(_ slot: Int) -> Bool {
        rows.contains(in: slot) { slotOfSymbol[Int($0)] >= 0 }
    }

    /// Brings every external row up to date (before a removal, which pivots them too).
    private mutating func refreshAllExternalRows() {
        for slot in rows.indices where isExternalSlot(slot) { refreshExternalRow(slot) }
    }

    /// The external rows in dependency order (a depth-first walk: each after the external
    /// rows it names, which were made before it or, for an expanded row, after it).
    private func evaluationPlan() -> EvaluationPlan {
        var plan = EvaluationPlan()
        var placed = [Bool](repeating: false, count: rows.count)
        var stack: [Int] = []
        func cells(_ slot: Int) -> (symbols: ArraySlice<Int32>, coefficients: ArraySlice<Double>) {
            if compact.contains(slot) {
                let first = Int(compact.offset[slot]), end = first + Int(compact.length[slot])
                return (compact.symbols[first..<end], compact.coefficients[first..<end])
            }
            return (rows.symbols(in: slot), rows.coefficients(in: slot))
        }
        // Each row's depth: one more than the deepest external row it names. Evaluating by
        // depth rather than in the walk's order lets the rows of one depth, which do not
        // depend on each other, overlap in the processor instead of each waiting for the
        // value just computed.
        var depth = [Int32](repeating: 0, count: rows.count)
        var order: [Int] = []
        for start in rows.indices where isExternalSlot(start) && !placed[start] {
            stack.append(start)
            while let current = stack.last {
                if placed[current] { stack.removeLast(); continue }
                var waiting = false
                var deepest: Int32 = -1
                for symbol in cells(current).symbols {
                    let named = Int(slotOfSymbol[Int(symbol)])
                    guard named >= 0 && isExternalSlot(named) else { continue }
                    if placed[named] {
                        deepest = max(deepest, depth[named])
                    } else {
                        stack.append(named)
                        waiting = true
                    }
                }
                if waiting { continue }
                stack.removeLast()
                placed[current] = true
                depth[current] = deepest + 1
                order.append(current)
            }
        }
        // A stable order: by depth, then by the walk.
        let ranked = order.enumerated().sorted { (depth[$0.element], $0.offset) < (depth[$1.element], $1.offset) }
        for (_, slot) in ranked {
            let (symbols, coefficients) = cells(slot)
            plan.append(slot: slot, basic: basicOfSlot[slot], compact: compact.contains(slot),
                        symbols: symbols, coefficients: coefficients)
        }
        // What `evaluate` sets before it walks the plan: the restricted and dummy symbols
        // the rows name (basic or not, which pivots change), and the parametric externals
        // (which stay parametric while the plan lives: an external entering the basis drops it).
        var listed = [Bool](repeating: false, count: kinds.count)
        for symbol in plan.symbols where kinds[Int(symbol)] != .external && !listed[Int(symbol)] {
            listed[Int(symbol)] = true
            plan.namedRestricted.append(symbol)
        }
        plan.parametricExternals = externalSymbols.filter { slotOfSymbol[Int($0)] < 0 }
        return plan
    }

    /// A new evaluation plan, whose named restricted symbols are all watched: `evaluate`
    /// reads their values (a basic one's row constant, else zero), which
    /// `updateWatchedValues` keeps by visiting only those that are basic or just left the
    /// basis, not every one the plan names (a grid's views name two error symbols each,
    /// nearly all of them zero). An unwatched named symbol that enters the basis is watched
    /// again by `install`.
    private mutating func newEvaluationPlan() -> EvaluationPlan {
        let plan = evaluationPlan()
        for symbol in watchState.indices where watchState[symbol] != Solver.unwatched { watchState[symbol] = Solver.unwatched }
        watched.removeAll(keepingCapacity: true)
        for symbol in plan.namedRestricted {
            watchState[Int(symbol)] = Solver.watched
            watched.append(symbol)
        }
        return plan
    }

    /// Sets each watched symbol's value: its row's constant when basic; else zero, and it
    /// is no longer watched.
    private mutating func updateWatchedValues() {
        let kept = values.withUnsafeMutableBufferPointer { values in
            slotOfSymbol.withUnsafeBufferPointer { slotOf in
                rows.constants.withUnsafeBufferPointer { rowConstants in
                    watchState.withUnsafeMutableBufferPointer { state in
                        watched.withUnsafeMutableBufferPointer { watched in
                            var kept = 0
                            for index in watched.indices {
                                let symbol = Int(watched[index])
                                let slot = Int(slotOf[symbol])
                                if slot >= 0 {
                                    values[symbol] = rowConstants[slot]
                                    watched[kept] = watched[index]
                                    kept += 1
                                } else {
                                    values[symbol] = 0
                                    state[symbol] = Solver.named
                                }
                            }
                            return kept
                        }
                    }
                }
            }
        }
        if kept < watched.count { watched.removeLast(watched.count - kept) }
    }

    /// Computes every basic external variable's value along `plan`: a row's constant plus
    /// its cells times the values of the symbols they name, read from `values`, where a
    /// restricted symbol's value was set by `updateWatchedValues`, an external one was
    /// computed earlier in the plan, and a parametric external is zero.
    private mutating func evaluate(_ plan: EvaluationPlan) {
        values.withUnsafeMutableBufferPointer { values in
            plan.symbols.withUnsafeBufferPointer { symbols in
                plan.coefficients.withUnsafeBufferPointer { coefficients in
                    slotOfSymbol.withUnsafeBufferPointer { slotOf in
                        rows.constants.withUnsafeBufferPointer { rowConstants in
                            compact.constant.withUnsafeBufferPointer { compactConstants in
                                for symbol in plan.parametricExternals { values[Int(symbol)] = 0 }
                                plan.slots.withUnsafeBufferPointer { slots in
                                    plan.starts.withUnsafeBufferPointer { starts in
                                        plan.basics.withUnsafeBufferPointer { basics in
                                            plan.usesCompactConstant.withUnsafeBufferPointer { usesCompact in
                                                var k = 0
                                                for entry in slots.indices {
                                                    let slot = Int(slots[entry])
                                                    var total = usesCompact[entry] ? compactConstants[slot] : rowConstants[slot]
                                                    let end = Int(starts[entry + 1])
                                                    while k < end {
                                                        total += coefficients[k] * values[Int(symbols[k])]
                                                        k += 1
                                                    }
                                                    values[Int(basics[entry])] = total
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Replaces `symbol` by `row` in every external row (a removal's pivot, after
    /// `refreshAllExternalRows`).
    private mutating func substituteInExternalRows(_ symbol: Int32, with row: Row) {
        plan = nil
        for slot in rows.indices where isExternalSlot(slot) {
            rows.substitute(symbol, with: row, in: slot)
        }
    }

    // MARK: Adding and removing

    /// Adds the constraint, or throws and leaves the solver as it was: a failure found
    /// before the tableau changes forgets the symbols `createRow` made; phase one of the
    /// simplex (the only path that pivots before it knows the answer) works on a copy.
    private mutating func insert(_ constraint: Constraint) throws {
        let symbolCount = kinds.count, externalCount = externals.count
        func forgetNewSymbols() {
            for variable in externals[externalCount...] { symbolOfVariable[variable.id] = nil }
            externals.removeSubrange(externalCount...)
            externalSymbols.removeSubrange(externalCount...)
            kinds.removeSubrange(symbolCount...)
            slotOfSymbol.removeSubrange(symbolCount...)
            columns.removeSubrange(symbolCount...)
            columnLimits.removeSubrange(symbolCount...)
            watchState.removeSubrange(symbolCount...)
            objective.truncate(to: symbolCount)
        }
        var tag = Tag(marker: -1)
        var row = createRow(constraint, tag: &tag)
        let subject = chooseSubject(row, tag: tag)
        if subject < 0 && row.isEmpty {
            // Only dummies in kiwi's row: the constraint is redundant or contradicts others.
            guard abs(row.constant) < Row.epsilon else {
                forgetNewSymbols()
                throw UnsatisfiableConstraint(constraint: constraint, conflicts: [], isMinimal: false)
            }
            install(Row(), basic: tag.marker)
        } else if subject < 0 {
            let saved = self
            let satisfiable: Bool
            do {
                satisfiable = try addWithArtificialVariable(row)
            } catch {
                self = saved
                forgetNewSymbols()
                throw error
            }
            guard satisfiable else {
                self = saved
                forgetNewSymbols()
                throw UnsatisfiableConstraint(constraint: constraint, conflicts: [], isMinimal: false)
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            // A variable first met in this constraint is named by no other row, so the
            // constraint solved for it is an identity that no evaluation can loop through.
            if kinds[Int(subject)] == .external && Int(subject) >= symbolCount {
                install(row, basic: subject, compactFromDraft: true)
            } else {
                install(row, basic: subject)
            }
        }
        constraints[constraint.id] = ConstraintEntry(constraint: constraint, tag: tag, order: nextOrder)
        nextOrder += 1
        try optimize(artificialObjective: false)
    }

    /// kiwi's `createRow`: the constraint over parametric symbols, with its slack, error or
    /// dummy symbols, and the error symbols weighted into the objective.
    /// The compact rows' draft receives the same row without the basic variables expanded.
    private mutating func createRow(_ constraint: Constraint, tag: inout Tag) -> Row {
        var row = Row(constant: constraint.expression.constant)
        compact.beginDraft(constant: constraint.expression.constant)
        for term in constraint.expression.terms where abs(term.coefficient) >= Row.epsilon {
            let symbol = symbol(for: term.variable)
            compact.addToDraft(symbol, term.coefficient)
            let slot = Int(slotOfSymbol[Int(symbol)])
            if slot >= 0 {
                if isExternalSlot(slot) { refreshExternalRow(slot) }
                add(rowIn: slot, times: term.coefficient, to: &row)
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.add(slack, coefficient)
            compact.addToDraft(slack, coefficient)
            if !strength.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                row.add(error, -coefficient)
                compact.addToDraft(error, -coefficient)
                objective.add(error, strength.weight)
            }
        case .equal:
            if !strength.isRequired {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.add(plus, -1)
                row.add(minus, 1)
                compact.addToDraft(plus, -1)
                compact.addToDraft(minus, 1)
                objective.add(plus, strength.weight)
                objective.add(minus, strength.weight)
            } else {
                // The dummy marks the constraint but stays out of the rows (see `remove`).
                tag.marker = newSymbol(.dummy)
            }
        }
        if row.constant < 0 { row.negate() }
        return row
    }

    /// kiwi's `chooseSubject`: the first external symbol, else a new slack or error symbol
    /// with a negative coefficient.
    private func chooseSubject(_ row: Row, tag: Tag) -> Int32 {
        if let external = row.symbols.first(where: { kinds[Int($0)] == .external }) { return external }
        for candidate in [tag.marker, tag.other] where candidate >= 0 {
            let kind = kinds[Int(candidate)]
            if (kind == .slack || kind == .error) && row.coefficient(of: candidate) < 0 { return candidate }
        }
        return -1
    }

    /// kiwi's `addWithArtificialVariable`: phase one of the simplex for a row with no
    /// usable subject. Returns whether the row can be satisfied.
    private mutating func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = newSymbol(.slack)
        install(row, basic: art)
        artificial = row
        try optimize(artificialObjective: true)
        let success = abs(artificial?.constant ?? 0) < Row.epsilon
        artificial = nil
        if isBasic(art) {
            var artRow = uninstall(art)
            if artRow.isEmpty { return success }
            guard let entering = artRow.symbols.first(where: { kinds[Int($0)] == .slack || kinds[Int($0)] == .error })
            else { return false }
            artRow.solve(for: entering, leaving: art)
            substitute(entering, with: artRow)
            install(artRow, basic: entering)
        }
        for slot in slots(containing: art) { rows.remove(art, in: Int(slot)) }
        // Lazy external rows may still name it: as a dummy it stays parametric, at zero.
        kinds[Int(art)] = .dummy
        objective.exclude(art)
        return success
    }

    /// Replaces parametric `symbol` by `row` in the restricted rows and the objective;
    /// rows of restricted symbols that turn negative are queued for the dual simplex.
    /// External rows keep naming `symbol` (see the type's notes).
    private mutating func substitute(_ symbol: Int32, with row: Row) {
        if !columns[Int(symbol)].isEmpty {
            // One batch over the column: each row is looked up once, and the ones that
            // held the symbol come back in `held`.
            compactCandidates(symbol)
            rows.substitute(symbol, with: row, inEach: columns[Int(symbol)], held: &heldScratch)
            // Each row that held the symbol now holds the pivot row's symbols, unless a sum
            // cancelled one: it is listed in each of their columns (a column may list rows
            // that do not hold its symbol, never miss one that does), in one append per
            // column. Rows already listed are listed twice until the column is compacted.
            if !heldScratch.isEmpty {
                for symbol in row.symbols { list(heldScratch, inColumnOf: symbol) }
            }
            let before = infeasible.count
            for slot in heldScratch where rows.constants[Int(slot)] < 0 { infeasible.append(basicOfSlot[Int(slot)]) }
            if infeasible.count - before > 1 { infeasible[before...].sort() }
            heldScratch.clear()
            // The symbol is now in no restricted row (it is about to become basic, or to leave).
            columns[Int(symbol)].clear()
        }
        objective.substitute(symbol, with: row)
        if artificial != nil {
            artificial!.substitute(symbol, with: row)
        }
    }

    /// Phase two of the primal simplex on the objective (or the artificial objective).
    private mutating func optimize(artificialObjective: Bool) throws {
        while true {
            let entering = artificialObjective ? enteringSymbol(artificial ?? Row()) : objective.enteringSymbol()
            guard let entering else { return }
            guard let leaving = leavingSymbol(entering) else {
                throw InternalSolverError(reason: "the objective is unbounded")
            }
            pivot(leaving: leaving, entering: entering)
        }
    }

    private mutating func pivot(leaving: Int32, entering: Int32) {
        // The scratch row keeps its storage from pivot to pivot.
        var row = Row()
        swap(&row, &pivotScratch)
        uninstall(leaving, into: &row)
        row.solve(for: entering, leaving: leaving)
        substitute(entering, with: row)
        install(row, basic: entering)
        swap(&row, &pivotScratch)
    }

    /// The dual simplex: restores feasibility after suggested values moved row constants.
    private mutating func dualOptimize() throws {
        while let leaving = infeasible.popLast() {
            let slot = slotOfSymbol[Int(leaving)]
            guard slot >= 0 else { continue }
            let constant = rows.constants[Int(slot)]
            guard constant < 0, abs(constant) >= Row.epsilon else { continue }
            guard let entering = dualEnteringSymbol(Int(slot)) else {
                throw InternalSolverError(reason: "dual optimize failed")
            }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// kiwi's `getEnteringSymbol` on the artificial objective: the first non-dummy symbol
    /// with a negative coefficient.
    private func enteringSymbol(_ objective: Row) -> Int32? {
        for (k, symbol) in objective.symbols.enumerated()
        where objective.coefficients[k] < 0 && kinds[Int(symbol)] != .dummy {
            return symbol
        }
        return nil
    }

    /// kiwi's `getDualEnteringSymbol`: among the row's non-dummy symbols with a positive
    /// coefficient, the one with the smallest objective-to-row coefficient ratio.
    private func dualEnteringSymbol(_ slot: Int) -> Int32? {
        rows.withCells(slot) { symbols, coefficients in
            var best = Double.greatestFiniteMagnitude
            var entering: Int32?
            for k in symbols.indices where coefficients[k] > 0 && kinds[Int(symbols[k])] != .dummy {
                let ratio = objective.coefficient(of: symbols[k]) / coefficients[k]
                if ratio < best { best = ratio; entering = symbols[k] }
            }
            return entering
        }
    }

    /// kiwi's `getLeavingRow`: among the rows of restricted symbols where `entering` has a
    /// negative coefficient, the smallest ratio; ties go to the lowest basic symbol.
    private mutating func leavingSymbol(_ entering: Int32) -> Int32? {
        var best = Double.greatestFiniteMagnitude
        var leaving: Int32?
        for slot in slots(containing: entering) {
            let basic = basicOfSlot[Int(slot)]
            let coefficient = rows.coefficient(of: entering, in: Int(slot))
            guard coefficient < 0 else { continue }
            let ratio = -rows.constants[Int(slot)] / coefficient
            if ratio < best || (ratio == best && basic < leaving ?? .max) { best = ratio; leaving = basic }
        }
        return leaving
    }

    /// kiwi's `getMarkerLeavingRow`: the row to pivot a removed constraint's marker into.
    /// The external rows must be up to date (`refreshAllExternalRows`).
    private mutating func markerLeavingSymbol(_ marker: Int32) -> Int32? {
        var firstRatio = Double.greatestFiniteMagnitude, secondRatio = Double.greatestFiniteMagnitude
        var first: Int32?, second: Int32?, third: Int32?
        for slot in slots(containing: marker) {
            let basic = basicOfSlot[Int(slot)]
            let coefficient = rows.coefficient(of: marker, in: Int(slot))
            let constant = rows.constants[Int(slot)]
            if coefficient < 0 {
                let ratio = -constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && basic < first ?? .max) { firstRatio = ratio; first = basic }
            } else {
                let ratio = constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && basic < second ?? .max) { secondRatio = ratio; second = basic }
            }
        }
        if first == nil && second == nil {
            for slot in rows.indices where isExternalSlot(slot) && rows.index(of: marker, in: slot) != nil {
                third = max(third ?? basicOfSlot[slot], basicOfSlot[slot])
            }
        }
        return first ?? second ?? third
    }

    private mutating func remove(_ entry: ConstraintEntry) throws {
        let tag = entry.tag
        let weight = entry.constraint.strength.weight
        // A removal pivots external rows too: bring them up to date first. The compact
        // rows may name the removed constraint's symbols: evaluation falls back to the
        // expanded rows from here on.
        refreshAllExternalRows()
        compact.removeAll()
        plan = nil
        for k in shifts.indices { shifts[k].compactHolders.removeAll() }
        // Take the constraint's error symbols out of the objective (kiwi's removeConstraintEffects).
        for marker in [tag.marker, tag.other] where marker >= 0 && kinds[Int(marker)] == .error {
            let slot = slotOfSymbol[Int(marker)]
            if slot >= 0 {
                objective.add(rows[Int(slot)], times: -weight)
            } else {
                objective.add(marker, -weight)
            }
        }
        constraints[entry.constraint.id] = nil
        if isBasic(tag.marker) {
            _ = uninstall(tag.marker)
        } else {
            guard let leaving = markerLeavingSymbol(tag.marker) else {
                // A required equality's dummy is in no row: rebuild without the constraint.
                try rebuild()
                return
            }
            var row = uninstall(leaving)
            row.solve(for: tag.marker, leaving: leaving)
            substitute(tag.marker, with: row)
            substituteInExternalRows(tag.marker, with: row)
        }
        try optimize(artificialObjective: false)
    }

    /// The tableau rebuilt from the held constraints and edit suggestions, in the order they
    /// were added: how a required equality leaves (its dummy symbol, kept out of the rows,
    /// cannot be pivoted out as kiwi does).
    private mutating func rebuild() throws {
        var fresh = Solver()
        fresh.explainsConflicts = explainsConflicts
        let editsByConstraint = Dictionary(uniqueKeysWithValues: edits.values.map { ($0.constraint.id, $0) })
        // The same variables first, in the same order, so they keep their relative symbol order.
        for variable in externals { _ = fresh.symbol(for: variable) }
        for entry in constraints.values.sorted(by: { $0.order < $1.order }) {
            try fresh.insert(entry.constraint)
            if var edit = editsByConstraint[entry.constraint.id], let tag = fresh.constraints[entry.constraint.id]?.tag {
                let suggestion = edit.constant
                edit.tag = tag
                edit.constant = 0
                fresh.register(edit)
                try fresh.suggestValue(edit.variable, suggestion)
            }
        }
        fresh.values = Array(repeating: 0, count: fresh.kinds.count)
        for variable in externals {
            if let symbol = fresh.symbolOfVariable[variable.id] { fresh.values[Int(symbol)] = value(of: variable) }
        }
        self = fresh
    }

    /// kiwi's `suggestValue` update of the row constants, for an edit constraint whose
    /// suggestion moved by `delta`: the edit's marker row, else its other error row, else
    /// every restricted row holding the marker. The suggestion stands in every row as the
    /// marker does (a row's dependence on it equals its marker coefficient), so the lazy
    /// external rows that named the marker move by the same rule, whichever case applies.
    private mutating func applySuggestion(delta: Double, tag: Tag) throws {
        moveExternalRows(holding: tag.marker, by: delta)
        // The edit's marker row, else its other error row (no array: this runs per resize).
        for k in 0..<2 {
            let symbol = k == 0 ? tag.marker : tag.other
            guard symbol >= 0 && isBasic(symbol) else { continue }
            let slot = Int(slotOfSymbol[Int(symbol)])
            rows.constants[slot] += (k == 0 ? -delta : delta)
            if rows.constants[slot] < 0 { infeasible.append(symbol) }
            return
        }
        // Every restricted row holding the marker, in one pass over the arena.
        var negative = infeasibleScratch
        infeasibleScratch = []
        compactCandidates(tag.marker)
        rows.shiftConstants(holding: tag.marker, by: delta, in: columns[Int(tag.marker)], negative: &negative)
        var newlyInfeasible = negative.map { basicOfSlot[Int($0)] }
        negative.clear()
        infeasibleScratch = negative
        newlyInfeasible.sort()
        infeasible.append(contentsOf: newlyInfeasible)
    }

    /// Moves the external rows by a suggestion's `delta` (see `EditShift`): the compact rows
    /// that name the marker now, the expanded ones when next read.
    private mutating func moveExternalRows(holding marker: Int32, by delta: Double) {
        guard let k = shifts.firstIndex(where: { $0.marker == marker }) else { return }
        shifts[k].current += delta
        for slot in shifts[k].compactHolders {
            let s = Int(slot)
            guard isExternalSlot(s), let coefficient = compact.coefficient(of: marker, in: s) else { continue }
            compact.constant[s] += delta * coefficient
        }
    }

    /// Whether parametric `symbol` can move away from zero without cost or violation.
    private func isFreeDirection(_ symbol: Int32) -> Bool {
        switch kinds[Int(symbol)] {
        case .dummy: return false
        case .external: return abs(objective.coefficient(of: symbol)) < Row.epsilon
        case .slack, .error:
            guard abs(objective.coefficient(of: symbol)) < Row.epsilon else { return false }
            // Increasing it is blocked when a restricted row at zero would go negative.
            for slot in columns[Int(symbol)] {
                let s = Int(slot)
                guard basicOfSlot[s] >= 0, !isExternalSlot(s) else { continue }
                if rows.coefficient(of: symbol, in: s) < 0 && rows.constants[s] < Row.epsilon { return false }
            }
            return true
        }
    }
}

// MARK: - Explaining a conflict

extension Solver {
    /// The rejected `constraint` with a smallest set of held required constraints that
    /// contradict it, found by the additive method then a deletion filter (Chinneck,
    /// "Feasibility and Infeasibility in Optimization", 2008, ch. 6): add the held required
    /// constraints nearest to it (breadth-first over shared variables) to a fresh solver that
    /// holds it, until one fails; then drop each earlier one whose absence keeps the set
    /// infeasible.
    private func explainedConflict(_ constraint: Constraint) -> UnsatisfiableConstraint {
        guard explainsConflicts else { return UnsatisfiableConstraint(constraint: constraint, conflicts: [], isMinimal: false) }
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

    private static func isSatisfiable(_ set: [Constraint]) -> Bool {
        var probe = Solver()
        probe.explainsConflicts = false
        for constraint in set where (try? probe.addConstraint(constraint)) == nil { return false }
        return true
    }

    private static func inAddedOrder(_ subset: [Constraint], _ held: [Constraint]) -> [Constraint] {
        let ids = Set(subset.map(\.id))
        return held.filter { ids.contains($0.id) }
    }

    /// `held` ordered by breadth-first distance from `origin` over shared variables;
    /// constraints not connected to it are left out (they cannot take part in a conflict).
    private static func nearestFirst(_ held: [Constraint], from origin: Constraint) -> [Constraint] {
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
