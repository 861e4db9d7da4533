// The simplex steps: substitution, the primal simplex on the objective and the dual simplex.
//
// kiwi's `substitute`, `optimize`, `dualOptimize`, `getEnteringSymbol`, `getDualEnteringSymbol`,
// `getLeavingSymbol` and `getMarkerLeavingSymbol` (`solverimpl.h`): Cassowary section 2.3 (the
// primal simplex, Bland's rule of the lowest symbol for ties as kiwi breaks them) and section
// 3.3 (re-optimizing with the dual simplex after an edit's constant changes).
extension Solver {
    /// Replaces parametric `symbol` by `row` in the restricted rows and the objective;
    /// rows of restricted symbols that turn negative are queued for the dual simplex.
    /// External rows keep naming `symbol` (see the type's notes).
    mutating func substitute(_ symbol: Int32, with row: Row) {
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
    mutating func optimize(artificialObjective: Bool) throws {
        while true {
            let entering = artificialObjective ? enteringSymbol(artificial ?? Row()) : objective.enteringSymbol()
            guard let entering else { return }
            guard let leaving = leavingSymbol(entering) else {
                throw InternalSolverError(reason: "the objective is unbounded")
            }
            pivot(leaving: leaving, entering: entering)
        }
    }

    mutating func pivot(leaving: Int32, entering: Int32) {
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
    mutating func dualOptimize() throws {
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
    mutating func enteringSymbol(_ objective: Row) -> Int32? {
        for (k, symbol) in objective.symbols.enumerated()
        where objective.coefficients[k] < 0 && kinds[Int(symbol)] != .dummy {
            return symbol
        }
        return nil
    }

    /// kiwi's `getDualEnteringSymbol`: among the row's non-dummy symbols with a positive
    /// coefficient, the one with the smallest objective-to-row coefficient ratio.
    mutating func dualEnteringSymbol(_ slot: Int) -> Int32? {
        var best = Double.greatestFiniteMagnitude
        var entering: Int32?
        for (symbol, coefficient) in zip(rows.symbols(in: slot), rows.coefficients(in: slot))
        where coefficient > 0 && kinds[Int(symbol)] != .dummy {
            let ratio = objective.coefficient(of: symbol) / coefficient
            if ratio < best { best = ratio; entering = symbol }
        }
        return entering
    }

    /// kiwi's `getLeavingRow`: among the rows of restricted symbols where `entering` has a
    /// negative coefficient, the smallest ratio; ties go to the lowest basic symbol.
    mutating func leavingSymbol(_ entering: Int32) -> Int32? {
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
    mutating func markerLeavingSymbol(_ marker: Int32) -> Int32? {
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
            for slot in rows.indices where isExternalRow[slot] && rows.index(of: marker, in: slot) != nil {
                third = max(third ?? basicOfSlot[slot], basicOfSlot[slot])
            }
        }
        return first ?? second ?? third
    }
}
