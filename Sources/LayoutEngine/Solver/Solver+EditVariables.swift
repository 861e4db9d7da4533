// Edit variables and suggestions.
//
// kiwi's `addEditVariable`, `removeEditVariable` and `suggestValue` (`solverimpl.h`), after
// Cassowary section 3.3 (edit constraints: changing a stay or edit constraint's constant moves
// the rows that hold its error symbols, then the dual simplex restores feasibility). The lazy
// external rows catch up with suggestions through `EditShift`.
extension Solver {
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
        guard Solver.accepts(value) else { throw NonFiniteValue(context: "suggested value for \(variable)", value: value) }
        let delta = value - entry.constant
        entry.constant = value
        edits[variable.id] = entry
        try applySuggestion(delta: delta, tag: entry.tag)
        try dualOptimize()
    }

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

    /// Starts tracking an edit variable, whose suggestion starts at zero.
    mutating func register(_ entry: EditEntry) {
        edits[entry.variable.id] = entry
        var shift = EditShift(marker: entry.tag.marker, synced: Array(repeating: 0, count: rows.count))
        for slot in rows.indices where isExternalRow[slot] && compact.coefficient(of: shift.marker, in: slot) != nil {
            shift.compactHolders.append(Int32(slot))
        }
        shifts.append(shift)
    }

    /// Brings the expanded external row in `slot` to the current suggestions.
    mutating func syncShifts(_ slot: Int) {
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

    /// kiwi's `suggestValue` update of the row constants, for an edit constraint whose
    /// suggestion moved by `delta`: the edit's marker row, else its other error row, else
    /// every restricted row holding the marker. The suggestion stands in every row as the
    /// marker does (a row's dependence on it equals its marker coefficient), so the lazy
    /// external rows that named the marker move by the same rule, whichever case applies.
    mutating func applySuggestion(delta: Double, tag: Tag) throws {
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
    mutating func moveExternalRows(holding marker: Int32, by delta: Double) {
        guard let k = shifts.firstIndex(where: { $0.marker == marker }) else { return }
        shifts[k].current += delta
        for slot in shifts[k].compactHolders {
            let s = Int(slot)
            guard isExternalRow[s], let coefficient = compact.coefficient(of: marker, in: s) else { continue }
            compact.constant[s] += delta * coefficient
        }
    }
}
