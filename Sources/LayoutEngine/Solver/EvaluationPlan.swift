/// The external rows of a `Solver` in dependency order, with their cells copied flat, so
/// `updateVariables` is one pass over contiguous memory: each row's value is its constant
/// plus its named basic symbols' values, and every external row it names comes before it.
///
/// A plan stays valid while the external rows keep their cells: pivots among restricted
/// rows (a resize) do not change it; adding or removing an external row, or bringing one
/// up to date, drops it, and the next `updateVariables` builds a new one.
struct EvaluationPlan: Sendable {
    /// Per entry: the row's slot and basic symbol, where its cells start, and whether its
    /// constant is the compact row's.
    var slots: [Int32] = []
    var basics: [Int32] = []
    var starts: [Int32] = [0]
    var usesCompactConstant: [Bool] = []
    var symbols: [Int32] = []
    var coefficients: [Double] = []
    /// The slots of expanded (not compact) external rows, whose constants follow suggestions
    /// only when synced.
    var expandedSlots: [Int32] = []
    /// The non-external symbols the rows name, each once: `evaluate` sets each to its row's
    /// constant when basic, else zero.
    var namedRestricted: [Int32] = []
    /// The external symbols that are parametric (zero).
    var parametricExternals: [Int32] = []

    /// The stand-in a `Solver` keeps after evaluating its tableau without a plan: the external
    /// rows have not changed since, so the next evaluation builds the plan (see `updateVariables`).
    static let unbuilt = EvaluationPlan(starts: [])
    /// Whether this is `unbuilt` (a built plan's `starts` begins with 0).
    var isUnbuilt: Bool { starts.isEmpty }

    mutating func append(slot: Int, basic: Int32, compact: Bool, symbols rowSymbols: some Collection<Int32>,
                         coefficients rowCoefficients: some Collection<Double>) {
        slots.append(Int32(slot))
        basics.append(basic)
        usesCompactConstant.append(compact)
        symbols.append(contentsOf: rowSymbols)
        coefficients.append(contentsOf: rowCoefficients)
        starts.append(Int32(symbols.count))
        if !compact { expandedSlots.append(Int32(slot)) }
    }
}
