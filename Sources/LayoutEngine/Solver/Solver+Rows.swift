// Building rows: adding and removing constraints.
//
// kiwi's `addConstraint`, `createRow`, `chooseSubject`, `addWithArtificialVariable` and
// `removeConstraint` (`solverimpl.h`), after Cassowary section 3.1 (incremental addition with
// slack, error and dummy symbols, and phase one of the simplex with an artificial variable when
// no subject can be chosen) and section 3.2 (removal by the constraint's marker symbol).
extension Solver {
    // MARK: Adding and removing

    /// Adds the constraint, or throws and leaves the solver as it was: a failure found
    /// before the tableau changes forgets the symbols `createRow` made; phase one of the
    /// simplex (the only path that pivots before it knows the answer) works on a copy.
    mutating func insert(_ constraint: Constraint) throws {
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
        var row = Row()
        swap(&row, &insertScratch)
        defer { swap(&row, &insertScratch) }
        createRow(constraint, tag: &tag, into: &row)
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
    /// `row` is emptied first; its storage is reused.
    mutating func createRow(_ constraint: Constraint, tag: inout Tag, into row: inout Row) {
        row.removeAll(constant: constraint.expression.constant)
        compact.beginDraft(constant: constraint.expression.constant)
        for term in constraint.expression.terms where abs(term.coefficient) >= Row.epsilon {
            let symbol = symbol(for: term.variable)
            compact.addToDraft(symbol, term.coefficient)
            let slot = Int(slotOfSymbol[Int(symbol)])
            if slot >= 0 {
                if isExternalRow[slot] { refreshExternalRow(slot) }
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
    }

    /// kiwi's `chooseSubject`: the first external symbol, else a new slack or error symbol
    /// with a negative coefficient.
    mutating func chooseSubject(_ row: Row, tag: Tag) -> Int32 {
        for symbol in row.symbols where kinds[Int(symbol)] == .external { return symbol }
        for candidate in [tag.marker, tag.other] where candidate >= 0 {
            let kind = kinds[Int(candidate)]
            if (kind == .slack || kind == .error) && row.coefficient(of: candidate) < 0 { return candidate }
        }
        return -1
    }

    /// kiwi's `addWithArtificialVariable`: phase one of the simplex for a row with no
    /// usable subject. Returns whether the row can be satisfied.
    mutating func addWithArtificialVariable(_ row: Row) throws -> Bool {
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

    mutating func remove(_ entry: ConstraintEntry) throws {
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
    mutating func rebuild() throws {
        var fresh = Solver()
        fresh.explainsConflicts = explainsConflicts
        fresh.conflictCount = conflictCount
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
}
