/// The compact external rows of a `Solver`, by row slot, stored flat: each is a constraint
/// solved for the new variable it introduced (`top = above.top + above.height + 8`), a few
/// cells that name other variables as they are. `updateVariables` evaluates these instead
/// of the expanded rows, which on a long chain name every symbol the chain depends on.
///
/// Rows are only added or dropped all at once (a removal drops them: its pivot may rewrite
/// what they name), so one flat store with offsets has no holes to manage.
struct CompactRows: Sendable {
    private(set) var offset: [Int32] = []
    private(set) var length: [Int32] = []
    var constant: [Double] = []
    private(set) var symbols: [Int32] = []
    private(set) var coefficients: [Double] = []

    /// Whether `slot` has a compact row.
    func contains(_ slot: Int) -> Bool { slot < offset.count && offset[slot] >= 0 }

    /// The symbols and coefficients of `slot`'s compact row (it must have one).
    func cells(_ slot: Int) -> (symbols: ArraySlice<Int32>, coefficients: ArraySlice<Double>) {
        let first = Int(offset[slot]), end = first + Int(length[slot])
        return (symbols[first..<end], coefficients[first..<end])
    }

    /// Makes room for `slot` in the per-slot tables.
    private mutating func reserve(_ slot: Int) {
        while offset.count <= slot {
            offset.append(-1)
            length.append(0)
            constant.append(0)
        }
    }

    /// Takes `slot`'s compact row away, if it has one.
    mutating func remove(at slot: Int) {
        guard contains(slot) else { return }
        offset[slot] = -1
        length[slot] = 0
    }

    // The row being made for the constraint being added (`0 = constant + sum`), kept here
    // so that adding a constraint allocates nothing for it.
    private var draftSymbols: [Int32] = []
    private var draftCoefficients: [Double] = []
    private var draftConstant = 0.0

    /// Starts the draft of a new constraint's row.
    mutating func beginDraft(constant: Double) {
        draftSymbols.removeAll(keepingCapacity: true)
        draftCoefficients.removeAll(keepingCapacity: true)
        draftConstant = constant
    }

    /// Adds a cell to the draft.
    mutating func addToDraft(_ symbol: Int32, _ coefficient: Double) {
        draftSymbols.append(symbol)
        draftCoefficients.append(coefficient)
    }

    /// Gives `slot` the draft solved for `subject` (which it must name): `subject =
    /// -(constant + the other cells) / its coefficient`.
    mutating func setFromDraft(_ slot: Int, solvingFor subject: Int32) {
        var subjectCoefficient = 0.0
        for k in draftSymbols.indices where draftSymbols[k] == subject { subjectCoefficient += draftCoefficients[k] }
        let factor = -1 / subjectCoefficient
        reserve(slot)
        offset[slot] = Int32(symbols.count)
        constant[slot] = draftConstant * factor
        for k in draftSymbols.indices where draftSymbols[k] != subject {
            symbols.append(draftSymbols[k])
            coefficients.append(draftCoefficients[k] * factor)
        }
        length[slot] = Int32(symbols.count) - offset[slot]
    }

    /// The coefficient of `symbol` in `slot`'s compact row, or nil when it is not named.
    func coefficient(of symbol: Int32, in slot: Int) -> Double? {
        guard contains(slot) else { return nil }
        let start = Int(offset[slot])
        for k in start..<(start + Int(length[slot])) where symbols[k] == symbol { return coefficients[k] }
        return nil
    }

    /// Drops every compact row.
    mutating func removeAll() {
        for slot in offset.indices { offset[slot] = -1; length[slot] = 0 }
        symbols.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
    }
}
