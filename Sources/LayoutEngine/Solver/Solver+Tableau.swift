// The tableau's bookkeeping: symbols, installing and uninstalling rows, and the column index.
//
// Cassowary (Badros, Borning and Stuckey, ACM TOCHI 2001), section 2.2: the tableau in basic
// feasible solved form, one row per basic symbol. kiwi keeps it as a map from symbol to row
// (`solverimpl.h`, `m_rows`); here symbols are small integers, rows live in one arena
// (`RowTable`), and a column index lists the rows that may hold each parametric symbol, so a
// substitution visits those rows instead of every row (see `Solver`'s notes).
extension Solver {
    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        slotOfSymbol.append(-1)
        columns.append([])
        columnLimits.append(Solver.shortestColumnLimit)
        watchState.append(Solver.unwatched)
        objective.appendSymbol(excluded: kind == .dummy)
        return symbol
    }

    /// Makes room for `count` more constraints over `variables` more variables, so a tableau
    /// built in one go (a layout's) does not grow each of its tables by doubling (with the
    /// layout result's tables reserved too, 93 of the 1,370 allocations of an alert modal's
    /// layout). Each constraint adds at most two symbols of its own and one row.
    mutating func reserveCapacity(constraints count: Int, variables: Int) {
        constraints.reserveCapacity(constraints.count + count)
        symbolOfVariable.reserveCapacity(symbolOfVariable.count + variables)
        externals.reserveCapacity(externals.count + variables)
        externalSymbols.reserveCapacity(externalSymbols.count + variables)
        let symbols = kinds.count + 2 * count + variables
        kinds.reserveCapacity(symbols)
        slotOfSymbol.reserveCapacity(symbols)
        columns.reserveCapacity(symbols)
        columnLimits.reserveCapacity(symbols)
        watchState.reserveCapacity(symbols)
        objective.reserveCapacity(symbols)
        basicOfSlot.reserveCapacity(basicOfSlot.count + count)
        isExternalRow.reserveCapacity(isExternalRow.count + count)
        visitStamp.reserveCapacity(visitStamp.count + count)
        rows.reserveCapacity(rows: basicOfSlot.count + count)
    }

    mutating func symbol(for variable: Variable) -> Int32 {
        if let symbol = symbolOfVariable[variable.id] { return symbol }
        let symbol = newSymbol(.external)
        symbolOfVariable[variable.id] = symbol
        externals.append(variable)
        externalSymbols.append(symbol)
        return symbol
    }

    mutating func isBasic(_ symbol: Int32) -> Bool { slotOfSymbol[Int(symbol)] >= 0 }

    /// Makes `row` the row of basic symbol `basic`.
    /// `compactFromDraft`: the external row's compact form is the draft of the constraint
    /// being added, solved for `basic`.
    mutating func install(_ row: Row, basic: Int32, compactFromDraft: Bool = false) {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            rows[Int(slot)] = row
            basicOfSlot[Int(slot)] = basic
            isExternalRow[Int(slot)] = kinds[Int(basic)] == .external
        } else {
            slot = Int32(rows.count)
            rows.appendSlot()
            rows[Int(slot)] = row
            basicOfSlot.append(basic)
            isExternalRow.append(kinds[Int(basic)] == .external)
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
        if isExternalRow[Int(slot)] {
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

    mutating func uninstall(_ basic: Int32) -> Row {
        var row = Row()
        uninstall(basic, into: &row)
        return row
    }

    /// `uninstall` into `row`, whose storage is reused (a pivot's scratch row).
    mutating func uninstall(_ basic: Int32, into row: inout Row) {
        let slot = Int(slotOfSymbol[Int(basic)])
        if isExternalRow[slot] { plan = nil }
        rows.copy(slot, into: &row)
        rows.clear(slot)
        compact.remove(at: slot)
        basicOfSlot[slot] = -1
        isExternalRow[slot] = false
        slotOfSymbol[Int(basic)] = -1
        freeSlots.append(Int32(slot))
    }

    /// The slots of the restricted rows that hold `symbol`, each once. Compacts the lazy
    /// column index. Callers that pick among rows break ties by basic symbol, the order
    /// kiwi visits rows in.
    mutating func slots(containing symbol: Int32) -> [Int32] {
        compactCandidates(symbol)
        let kept = columns[Int(symbol)].filter { rows.index(of: symbol, in: Int($0)) != nil }
        columns[Int(symbol)] = kept
        return kept
    }

    /// Adds `slots` to `symbol`'s column, compacting it when it outgrows its limit.
    mutating func list(_ slots: some Collection<Int32>, inColumnOf symbol: Int32) {
        columns[Int(symbol)].append(contentsOf: slots)
        if columns[Int(symbol)].count > Int(columnLimits[Int(symbol)]) { compactColumn(symbol) }
    }

    /// Drops the duplicate entries of `symbol`'s column and those of rows gone, and lets the
    /// column grow to four times what is left before the next time: a column is otherwise
    /// compacted only when its symbol is pivoted or suggested, and a symbol that never is
    /// (a resize's pivot row names a few) would gain an entry per row and cycle. What is left
    /// is at most one entry per live restricted row, found without looking into the rows.
    mutating func compactColumn(_ symbol: Int32) {
        compactCandidates(symbol)
        let kept = columns[Int(symbol)].count
        columnLimits[Int(symbol)] = max(Solver.shortestColumnLimit, Int32(4 * kept))
    }

    /// The length below which a column is never compacted for its length.
    static let shortestColumnLimit: Int32 = 16

    /// Compacts `symbol`'s column to the live restricted slots it lists, each once, without
    /// checking that each still holds the symbol: for callers whose own lookup answers that.
    mutating func compactCandidates(_ symbol: Int32) {
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
    mutating func add(rowIn slot: Int, times factor: Double, to row: inout Row) {
        let constant = rows.constants[slot]
        rows.withCells(slot) { symbols, coefficients in
            row.add(symbols, coefficients, constant: constant, times: factor)
        }
    }
}
