// Changing a held constraint's constant in place.
//
// Cassowary section 3.3 changes an edit constraint's constant by moving the rows that hold its
// marker and error symbols, then restores feasibility with the dual simplex (kiwi's
// `suggestValue`). Any non-required constraint changes the same way: its row is
// `expression + constant + m * marker - m * other = 0` (m = 1 for `<=`, -1 for `>=` and for
// an equality's plus error), so moving the constant by `delta` is the change of variables
// `marker = marker' + delta / m`, which moves every row naming the marker by its coefficient
// times `delta / m` (or, when one of the two is basic, only that row; see `applySuggestion`).
// A layout re-measuring a label at its solved width did a removal (which brings every lazy
// external row up to date and pivots) and an addition for each of its two vertical
// intrinsic-size constraints instead.
extension Solver {
    /// Changes the constant of a held constraint to `constant` and re-optimizes. Returns the
    /// constraint now held in its place: the same relation, strength, label and location over
    /// the same terms with the new constant (a new constraint; the given one is no longer held).
    ///
    /// A non-required constraint changes in place, as a suggested value does, keeping its place
    /// among the constraints. A required one is removed and the new one added; when that one
    /// cannot be satisfied the old one is added back and the error rethrown.
    ///
    /// - Throws: `UnknownConstraint` when it is not in the solver, `NonFiniteValue` for a NaN,
    ///   infinite or too large constant, `UnsatisfiableConstraint` for a required constraint
    ///   that cannot take the new constant.
    @discardableResult
    public mutating func changeConstant(of constraint: Constraint, to constant: Double) throws -> Constraint {
        guard let entry = constraints[constraint.id] else { throw UnknownConstraint(constraint: constraint) }
        guard Solver.accepts(constant) else {
            throw NonFiniteValue(context: "constraint \(constraint.name)", value: constant)
        }
        let held = entry.constraint
        let changed = held.withConstant(constant)
        if held.strength.isRequired || isEditConstraint(held) {
            // A required equality's dummy marker stays out of the rows, and a required constraint
            // may not take the new constant: the dual simplex would fail half-way.
            try remove(entry)
            do {
                try addConstraint(changed)
            } catch {
                try addConstraint(held)
                throw error
            }
            return changed
        }
        constraints[held.id] = nil
        constraints[changed.id] = ConstraintEntry(constraint: changed, tag: entry.tag, order: entry.order)
        let delta = constant - held.expression.constant
        guard delta != 0 else { return changed }
        // The marker's coefficient in the constraint's row (`createRow`): the slack's for an
        // inequality, the plus error's (-1) for an equality.
        let markerCoefficient: Double = held.relation == .lessThanOrEqual ? 1 : -1
        let shift = delta / markerCoefficient
        moveExternalRows(naming: entry.tag.marker, by: shift)
        try applySuggestion(delta: shift, tag: entry.tag)
        try dualOptimize()
        // A layout changes constants between its first two evaluations, where building a plan
        // does not pay (see `updateVariables`): the next evaluation walks the rows, as after
        // any other change. A plan already built is kept (its rows are the same).
        if plan?.isUnbuilt == true { plan = nil }
        return changed
    }

    /// Whether `constraint` is an edit variable's (whose constant `suggestValue` owns).
    private func isEditConstraint(_ constraint: Constraint) -> Bool {
        guard constraint.expression.terms.count == 1, let edit = edits[constraint.expression.terms[0].variable.id] else {
            return false
        }
        return edit.constraint.id == constraint.id
    }

    /// Moves every external row naming `marker` by `delta` times its coefficient, compact and
    /// expanded alike, at once: a constraint's marker has no `EditShift` to catch the expanded
    /// rows up later. (An external row naming a basic symbol whose row names the marker needs no
    /// move of its own: that row moves, and the external row reads it when brought up to date.)
    mutating func moveExternalRows(naming marker: Int32, by delta: Double) {
        for slot in rows.indices where isExternalRow[slot] {
            if let index = rows.index(of: marker, in: slot) {
                rows.constants[slot] += delta * rows.coefficient(at: index, in: slot)
            }
            if let coefficient = compact.coefficient(of: marker, in: slot) {
                compact.constant[slot] += delta * coefficient
            }
        }
    }
}
