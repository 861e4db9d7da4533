/// The simplex objective, kiwi's objective `Row`, stored dense: one coefficient per symbol.
///
/// Every error symbol of every non-required constraint sits in the objective, so in kiwi's
/// sparse row a pivot that substitutes one symbol shifts thousands of cells. Here a
/// substitution touches only the cells of the pivot row. The symbols whose coefficient is
/// negative (the candidates to enter the basis) are kept in a min-heap, so the first one in
/// symbol order, kiwi's choice, is found without scanning the objective.
struct Objective: Sendable {
    private(set) var coefficients: [Double] = []
    /// Symbols whose coefficient went negative, smallest first; entries whose coefficient
    /// has since become non-negative are dropped when they reach the top.
    private var improving: [Int32] = []
    /// Symbols that may never enter the basis (kiwi's dummies), never queued.
    private var excluded: [Bool] = []

    /// Makes room for `count` symbols in all.
    mutating func reserveCapacity(_ count: Int) {
        coefficients.reserveCapacity(count)
        excluded.reserveCapacity(count)
    }

    /// Makes room for a new symbol with a zero coefficient.
    mutating func appendSymbol(excluded isExcluded: Bool) {
        coefficients.append(0)
        excluded.append(isExcluded)
    }

    /// Forgets the symbols from `count` on (a rejected constraint's symbols).
    mutating func truncate(to count: Int) {
        coefficients.removeSubrange(count...)
        excluded.removeSubrange(count...)
    }

    /// Keeps `symbol` from ever entering (a retired artificial symbol).
    mutating func exclude(_ symbol: Int32) {
        excluded[Int(symbol)] = true
        coefficients[Int(symbol)] = 0
    }

    @inline(__always)
    func coefficient(of symbol: Int32) -> Double { coefficients[Int(symbol)] }

    /// Adds `amount` to the coefficient of `symbol`, dropping it to zero below kiwi's
    /// `nearZero`, exactly as `Row.add` does for a sparse cell.
    @inline(__always)
    mutating func add(_ symbol: Int32, _ amount: Double) {
        let s = Int(symbol)
        let old = coefficients[s]
        var sum = old + amount
        if abs(sum) < Row.epsilon { sum = 0 }
        coefficients[s] = sum
        if sum < 0 && !(old < 0) && !excluded[s] { push(symbol) }
    }

    /// Adds `factor * row` (the row's constant does not matter to the choice of pivots).
    mutating func add(_ row: Row, times factor: Double) {
        let symbols = row.symbols, values = row.coefficients
        for k in symbols.indices { add(symbols[k], values[k] * factor) }
    }

    /// Replaces `symbol` by `row`, what it now equals. Returns whether it was present.
    @discardableResult
    mutating func substitute(_ symbol: Int32, with row: Row) -> Bool {
        let c = coefficients[Int(symbol)]
        guard c != 0 else { return false }
        coefficients[Int(symbol)] = 0
        add(row, times: c)
        return true
    }

    /// kiwi's `getEnteringSymbol`: the first symbol, in symbol order, with a negative
    /// coefficient, or nil when the objective is optimal.
    mutating func enteringSymbol() -> Int32? {
        while let top = improving.first {
            let s = Int(top)
            if s < coefficients.count && coefficients[s] < 0 && !excluded[s] { return top }
            popMin()
        }
        return nil
    }

    // A binary min-heap over `improving`.

    private mutating func push(_ symbol: Int32) {
        improving.append(symbol)
        var child = improving.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard improving[parent] > improving[child] else { break }
            improving.swapAt(parent, child)
            child = parent
        }
    }

    private mutating func popMin() {
        let last = improving.removeLast()
        guard !improving.isEmpty else { return }
        improving[0] = last
        var parent = 0
        let count = improving.count
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < count && improving[left] < improving[smallest] { smallest = left }
            if right < count && improving[right] < improving[smallest] { smallest = right }
            guard smallest != parent else { return }
            improving.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
