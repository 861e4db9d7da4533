// Evaluation: the variables' values from the tableau.
//
// kiwi's `updateVariables` (`solverimpl.h`) reads each external variable's row constant. Here the
// rows of external variables are kept lazily (Cassowary, section 2.2: the unrestricted rows `Cu`
// play no part in the simplex), so a value is the row's constant evaluated through the rows it
// names, in the dependency order an `EvaluationPlan` caches.
extension Solver {
    /// Computes every variable's value from the tableau, for `value(of:)`: a restricted
    /// row's constant, or an external row evaluated through the rows it names.
    public mutating func updateVariables() {
        if values.count < kinds.count { values.appendRepeating(0, count: kinds.count - values.count) }
        // A plan pays for itself only when the same external rows are evaluated again (a resize
        // session); a layout evaluates its tableau once or twice, each time after changing it, and
        // building the plan was half of that cost. So a changed tableau is walked directly, and
        // the plan is built when it is evaluated again unchanged.
        // The plan is moved out and back, not copied (a copy retains each of its arrays).
        let current: EvaluationPlan
        switch plan.take() {
        case nil:
            evaluateDirectly()
            plan = EvaluationPlan.unbuilt
            return
        case let kept? where kept.isUnbuilt:
            current = newEvaluationPlan()
        case let kept?:
            current = kept
        }
        for slot in current.expandedSlots { syncShifts(Int(slot)) }
        updateWatchedValues()
        evaluate(current)
        plan = consume current
    }

    // MARK: Lazy external rows

    /// Brings the external row in `slot` up to date: its constant to the current
    /// suggestions, and every basic symbol it names replaced by that symbol's row (brought
    /// up to date first), so it names parametric symbols only. The rows an external row
    /// names were made after it, so the walk ends.
    mutating func refreshExternalRow(_ slot: Int) {
        syncShifts(slot)
        guard namesBasicSymbol(slot) else { return }
        var pending: [Int] = [], row = Row()
        swap(&pending, &pendingScratch)
        swap(&row, &refreshScratch)
        defer {
            swap(&pending, &pendingScratch)
            swap(&row, &refreshScratch)
        }
        pending.append(slot)
        while let current = pending.last {
            var waiting = false
            let extent = rows.extents[current]
            for k in Int(extent.start)..<Int(extent.start + extent.count) {
                let named = Int(slotOfSymbol[Int(rows.cellSymbols[k])])
                if named >= 0 && isExternalRow[named] && namesBasicSymbol(named) {
                    pending.append(named)
                    waiting = true
                }
            }
            if waiting { continue }
            pending.removeLast()
            syncShifts(current)
            guard namesBasicSymbol(current) else { continue }
            rows.copy(current, into: &row)
            // Nothing below moves `current`'s cells before `store` (`syncShifts` changes constants).
            for k in Int(extent.start)..<Int(extent.start + extent.count) {
                let symbol = rows.cellSymbols[k]
                let named = Int(slotOfSymbol[Int(symbol)])
                guard named >= 0 else { continue }
                if isExternalRow[named] { syncShifts(named) }
                let coefficient = row.coefficient(of: symbol)
                guard coefficient != 0 else { continue }
                add(rowIn: named, times: coefficient, to: &row)
                row.remove(symbol)
            }
            rows.store(row, in: current)
            plan = nil
        }
    }

    /// Whether the row in `slot` names a basic symbol (is out of date).
    mutating func namesBasicSymbol(_ slot: Int) -> Bool {
        let extent = rows.extents[slot]
        for k in Int(extent.start)..<Int(extent.start + extent.count) where slotOfSymbol[Int(rows.cellSymbols[k])] >= 0 {
            return true
        }
        return false
    }

    /// Brings every external row up to date (before a removal, which pivots them too).
    mutating func refreshAllExternalRows() {
        for slot in rows.indices where isExternalRow[slot] { refreshExternalRow(slot) }
    }

    /// The external rows in dependency order (a depth-first walk: each after the external
    /// rows it names, which were made before it or, for an expanded row, after it).
    mutating func evaluationPlan() -> EvaluationPlan {
        var plan = EvaluationPlan()
        var placed = [Bool](repeating: false, count: rows.count)
        var stack: [Int] = []
        // Each row's depth: one more than the deepest external row it names. Evaluating by
        // depth rather than in the walk's order lets the rows of one depth, which do not
        // depend on each other, overlap in the processor instead of each waiting for the
        // value just computed.
        var depth = [Int32](repeating: 0, count: rows.count)
        var order: [Int] = []
        for start in rows.indices where isExternalRow[start] && !placed[start] {
            stack.append(start)
            while let current = stack.last {
                if placed[current] { stack.removeLast(); continue }
                var waiting = false
                var deepest: Int32 = -1
                for symbol in cells(current).symbols {
                    let named = Int(slotOfSymbol[Int(symbol)])
                    guard named >= 0 && isExternalRow[named] else { continue }
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
    mutating func newEvaluationPlan() -> EvaluationPlan {
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
    mutating func updateWatchedValues() {
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

    /// The symbols and coefficients of row `slot`: its compact row when it has one, else its row.
    mutating func cells(_ slot: Int) -> (symbols: ArraySlice<Int32>, coefficients: ArraySlice<Double>) {
        compact.contains(slot) ? compact.cells(slot) : (rows.symbols(in: slot), rows.coefficients(in: slot))
    }

    /// Where the cells of `slot`'s row are (its compact row when it has one): positions in
    /// `compact.symbols`/`coefficients` or in `rows.cellSymbols`/`cellValues`. The hot loops read
    /// cells by position: a slice (`cells(_:)`) retains and releases the arena it shares, which was
    /// a retain and two releases per row evaluated, several hundred per modal's layout.
    mutating func cellRange(_ slot: Int) -> (range: Range<Int>, isCompact: Bool) {
        if compact.contains(slot) {
            let start = Int(compact.offset[slot])
            return (start..<start + Int(compact.length[slot]), true)
        }
        let extent = rows.extents[slot]
        return (Int(extent.start)..<Int(extent.start + extent.count), false)
    }

    /// Computes every basic external variable's value without a plan: each external row after
    /// the external rows it names (a depth-first walk, as `evaluationPlan` orders them), its
    /// cells summed in the order `evaluate` sums them, so the values are the plan's to the bit.
    mutating func evaluateDirectly() {
        for symbol in externalSymbols where slotOfSymbol[Int(symbol)] < 0 { values[Int(symbol)] = 0 }
        var done = [Bool](repeating: false, count: rows.count)
        var stack: [Int] = []
        for start in rows.indices where isExternalRow[start] && !done[start] {
            stack.append(start)
            while let current = stack.last {
                if done[current] {
                    stack.removeLast()
                    continue
                }
                // `syncShifts` changes constants only: the cells stay where they are.
                let (cells, isCompact) = cellRange(current)
                var waiting = false
                for k in cells {
                    let symbol = isCompact ? compact.symbols[k] : rows.cellSymbols[k]
                    let named = Int(slotOfSymbol[Int(symbol)])
                    if named >= 0 && isExternalRow[named] && !done[named] {
                        stack.append(named)
                        waiting = true
                    }
                }
                if waiting { continue }
                stack.removeLast()
                done[current] = true
                if !isCompact { syncShifts(current) }
                var total = isCompact ? compact.constant[current] : rows.constants[current]
                for k in cells {
                    let symbol = isCompact ? compact.symbols[k] : rows.cellSymbols[k]
                    let coefficient = isCompact ? compact.coefficients[k] : rows.cellValues[k]
                    let named = Int(slotOfSymbol[Int(symbol)])
                    // A basic external's value was just computed; a basic restricted symbol's is its
                    // row's constant; a parametric symbol is zero.
                    let value = named < 0 ? 0 : kinds[Int(symbol)] == .external ? values[Int(symbol)] : rows.constants[named]
                    total += coefficient * value
                }
                values[Int(basicOfSlot[current])] = total
            }
        }
    }

    /// Computes every basic external variable's value along `plan`: a row's constant plus
    /// its cells times the values of the symbols they name, read from `values`, where a
    /// restricted symbol's value was set by `updateWatchedValues`, an external one was
    /// computed earlier in the plan, and a parametric external is zero.
    mutating func evaluate(_ plan: EvaluationPlan) {
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
    mutating func substituteInExternalRows(_ symbol: Int32, with row: Row) {
        plan = nil
        for slot in rows.indices where isExternalRow[slot] {
            rows.substitute(symbol, with: row, in: slot)
        }
    }
}
