/// One row of the simplex tableau: `basic = constant + sum(coefficient * symbol)` over
/// parametric symbols, as kiwi's `Row`, stored sparse.
///
/// Symbols are small integers kept in ascending order in two parallel arrays, so a
/// lookup is a binary search, combining two rows is one linear merge, and iterating
/// visits symbols in the order they were created (kiwi's tie-breaking order).
struct Row: Sendable {
    /// kiwi's `nearZero` tolerance: a coefficient this small is dropped.
    static let epsilon = 1.0e-8

    private(set) var symbols: [Int32] = []
    private(set) var coefficients: [Double] = []
    var constant: Double

    init(constant: Double = 0) { self.constant = constant }

    var isEmpty: Bool { symbols.isEmpty }

    /// The position of `symbol`, or nil when its coefficient is zero.
    @inline(__always)
    func index(of symbol: Int32) -> Int? {
        var low = 0, high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            let s = symbols[mid]
            if s == symbol { return mid }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// The coefficient of `symbol` (zero when absent).
    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        guard let i = index(of: symbol) else { return 0 }
        return coefficients[i]
    }

    /// Adds `coefficient * symbol`, dropping the cell when the sum is near zero.
    /// Returns whether the symbol is newly present.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Bool {
        var low = 0, high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        if low < symbols.count && symbols[low] == symbol {
            let sum = coefficients[low] + coefficient
            if abs(sum) < Row.epsilon {
                symbols.remove(at: low)
                coefficients.remove(at: low)
            } else {
                coefficients[low] = sum
            }
            return false
        }
        guard abs(coefficient) >= Row.epsilon else { return false }
        symbols.insert(symbol, at: low)
        coefficients.insert(coefficient, at: low)
        return true
    }

    /// Adds `factor * other` (constant included) in one merge; symbols that were not
    /// present before are appended to `added` so the tableau can index them.
    mutating func add(_ other: Row, times factor: Double, added: inout [Int32]) {
        constant += other.constant * factor
        let otherCount = other.symbols.count
        if otherCount == 0 { return }
        // A short row into a long one: update in place when nothing new appears.
        if otherCount <= 4 {
            for k in 0..<otherCount {
                if add(other.symbols[k], other.coefficients[k] * factor) { added.append(other.symbols[k]) }
            }
            return
        }
        let count = symbols.count
        var mergedSymbols: [Int32] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(count + otherCount)
        mergedCoefficients.reserveCapacity(count + otherCount)
        var i = 0, j = 0
        symbols.withUnsafeBufferPointer { mine in
            coefficients.withUnsafeBufferPointer { myValues in
                other.symbols.withUnsafeBufferPointer { theirs in
                    other.coefficients.withUnsafeBufferPointer { theirValues in
                        while i < count || j < otherCount {
                            if j == otherCount || (i < count && mine[i] < theirs[j]) {
                                mergedSymbols.append(mine[i]); mergedCoefficients.append(myValues[i]); i += 1
                            } else if i == count || theirs[j] < mine[i] {
                                let c = theirValues[j] * factor
                                if abs(c) >= Row.epsilon {
                                    mergedSymbols.append(theirs[j]); mergedCoefficients.append(c); added.append(theirs[j])
                                }
                                j += 1
                            } else {
                                let c = myValues[i] + theirValues[j] * factor
                                if abs(c) >= Row.epsilon { mergedSymbols.append(mine[i]); mergedCoefficients.append(c) }
                                i += 1; j += 1
                            }
                        }
                    }
                }
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    /// Removes `symbol`'s cell, if any.
    mutating func remove(_ symbol: Int32) {
        guard let i = index(of: symbol) else { return }
        symbols.remove(at: i)
        coefficients.remove(at: i)
    }

    /// Negates the constant and every coefficient.
    mutating func negate() {
        constant = -constant
        for k in coefficients.indices { coefficients[k] = -coefficients[k] }
    }

    /// Rewrites `0 = this row` as `symbol = ...`: divides by minus the symbol's
    /// coefficient and drops its cell. The symbol must be present.
    mutating func solve(for symbol: Int32) {
        guard let i = index(of: symbol) else { return }
        let factor = -1 / coefficients[i]
        symbols.remove(at: i)
        coefficients.remove(at: i)
        constant *= factor
        for k in coefficients.indices { coefficients[k] *= factor }
    }

    /// Rewrites `lhs = this row` as `rhs = ...`, for a pivot where `lhs` leaves the basis
    /// and `rhs` enters it.
    mutating func solve(for rhs: Int32, leaving lhs: Int32) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` (what `symbol` equals). Returns whether it was present.
    @discardableResult
    mutating func substitute(_ symbol: Int32, with row: Row, added: inout [Int32]) -> Bool {
        guard let i = index(of: symbol) else { return false }
        let factor = coefficients[i]
        symbols.remove(at: i)
        coefficients.remove(at: i)
        add(row, times: factor, added: &added)
        return true
    }
}
