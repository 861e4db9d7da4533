#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        symbols.withUnsafeBufferPointer { cellIndex(of: symbol, in: $0) }
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
                removeCell(at: low)
            } else {
                coefficients[low] = sum
            }
            return false
        }
        guard abs(coefficient) >= Row.epsilon else { return false }
        insertCell(symbol, coefficient, at: low)
        return true
    }

    /// Adds `factor * other`, a row given by its cells (a tableau row in place), constant
    /// included, in one merge.
    mutating func add(_ otherSymbols: UnsafeBufferPointer<Int32>, _ otherValues: UnsafeBufferPointer<Double>,
                      constant otherConstant: Double, times factor: Double) {
        add(otherSymbols, otherValues, constant: otherConstant, times: factor, dropping: -1)
    }

    /// Adds `factor * other` and drops the cell at index `dropped` (-1: none) in the same
    /// pass, for a substitution. The merge goes through scratch space (on the stack for a
    /// short row) into the row's own storage, which keeps its capacity: making arrays by
    /// capacity looked up their type's metadata on every call.
    private mutating func add(_ otherSymbols: UnsafeBufferPointer<Int32>, _ otherValues: UnsafeBufferPointer<Double>,
                              constant otherConstant: Double, times factor: Double, dropping dropped: Int) {
        constant += otherConstant * factor
        let capacity = symbols.count + otherSymbols.count
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { mergedSymbols in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: capacity) { mergedValues in
                let n = symbols.withUnsafeBufferPointer { mine in
                    coefficients.withUnsafeBufferPointer { myValues in
                        mergeCells(mine, myValues, dropping: dropped, otherSymbols, otherValues, factor,
                                   into: mergedSymbols.baseAddress!, mergedValues.baseAddress!)
                    }
                }
                assign(UnsafeBufferPointer(rebasing: mergedSymbols[..<n]),
                       UnsafeBufferPointer(rebasing: mergedValues[..<n]), constant: constant)
            }
        }
    }

    /// Inserts a cell at `index`, shifting the tail with one memmove per array (the
    /// standard library's `insert(_:at:)` goes through generic `replaceSubrange`, which
    /// dominated pivots on small tableaux).
    private mutating func insertCell(_ symbol: Int32, _ coefficient: Double, at index: Int) {
        symbols.append(symbol)
        coefficients.append(coefficient)
        let tail = symbols.count - 1 - index
        guard tail > 0 else { return }
        symbols.withUnsafeMutableBufferPointer { cells in
            let base = cells.baseAddress.unsafelyUnwrapped
            memmove(base + index + 1, base + index, tail * MemoryLayout<Int32>.stride)
            base[index] = symbol
        }
        coefficients.withUnsafeMutableBufferPointer { cells in
            let base = cells.baseAddress.unsafelyUnwrapped
            memmove(base + index + 1, base + index, tail * MemoryLayout<Double>.stride)
            base[index] = coefficient
        }
    }

    /// Removes the cell at `index`, shifting the tail with one memmove per array.
    private mutating func removeCell(at index: Int) {
        let tail = symbols.count - 1 - index
        if tail > 0 {
            symbols.withUnsafeMutableBufferPointer { cells in
                let base = cells.baseAddress.unsafelyUnwrapped
                memmove(base + index, base + index + 1, tail * MemoryLayout<Int32>.stride)
            }
            coefficients.withUnsafeMutableBufferPointer { cells in
                let base = cells.baseAddress.unsafelyUnwrapped
                memmove(base + index, base + index + 1, tail * MemoryLayout<Double>.stride)
            }
        }
        symbols.removeLast()
        coefficients.removeLast()
    }

    /// Removes `symbol`'s cell, if any.
    mutating func remove(_ symbol: Int32) {
        guard let i = index(of: symbol) else { return }
        removeCell(at: i)
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
        removeCell(at: i)
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
    mutating func substitute(_ symbol: Int32, with row: Row) -> Bool {
        guard let i = index(of: symbol) else { return false }
        let factor = coefficients[i]
        row.symbols.withUnsafeBufferPointer { theirs in
            row.coefficients.withUnsafeBufferPointer { theirValues in
                add(theirs, theirValues, constant: row.constant, times: factor, dropping: i)
            }
        }
        return true
    }

    /// Empties the row and sets its constant, keeping its storage.
    mutating func removeAll(constant newConstant: Double) {
        symbols.clear()
        coefficients.removeAll(keepingCapacity: true)
        constant = newConstant
    }

    /// Makes this row a copy of the given cells, reusing its storage.
    mutating func assign(_ newSymbols: UnsafeBufferPointer<Int32>, _ newCoefficients: UnsafeBufferPointer<Double>,
                         constant newConstant: Double) {
        symbols.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        symbols.append(contentsOf: newSymbols)
        coefficients.append(contentsOf: newCoefficients)
        constant = newConstant
    }

    /// A row with these cells (symbols ascending, no zero coefficients).
    init(symbols: [Int32], coefficients: [Double], constant: Double) {
        self.symbols = symbols
        self.coefficients = coefficients
        self.constant = constant
    }
}

/// The position of `symbol` among ascending `symbols`, or nil when absent.
///
/// The first eight cells are scanned before bisecting: the symbols made first (a
/// container's edit variable, the first constraints' markers) sit at the front of every
/// long row, and a suggested value looks them up in thousands of rows, where a bisection
/// would miss the cache on each probe of each row.
@inline(__always)
func cellIndex(of symbol: Int32, in symbols: UnsafeBufferPointer<Int32>) -> Int? {
    let count = symbols.count
    var low = 0
    let front = Swift.min(count, 8)
    while low < front {
        let s = symbols[low]
        if s == symbol { return low }
        if s > symbol { return nil }
        low += 1
    }
    var high = count
    while low < high {
        let mid = (low + high) >> 1
        let s = symbols[mid]
        if s == symbol { return mid }
        if s < symbol { low = mid + 1 } else { high = mid }
    }
    return nil
}

/// Writes `mine + factor * theirs`, without `mine`'s cell at index `dropped` (-1: none),
/// into `outSymbols` and `outValues` (room for both rows' cells), dropping cells below
/// `Row.epsilon`. Returns the number of cells written.
@inline(__always)
func mergeCells(_ mine: UnsafeBufferPointer<Int32>, _ myValues: UnsafeBufferPointer<Double>, dropping dropped: Int,
                _ theirs: UnsafeBufferPointer<Int32>, _ theirValues: UnsafeBufferPointer<Double>, _ factor: Double,
                into outSymbols: UnsafeMutablePointer<Int32>, _ outValues: UnsafeMutablePointer<Double>) -> Int {
    let count = mine.count, otherCount = theirs.count
    var i = 0, j = 0, n = 0
    while i < count && j < otherCount {
        if i == dropped { i += 1; continue }
        let a = mine[i], b = theirs[j]
        if a < b {
            outSymbols[n] = a; outValues[n] = myValues[i]; n += 1; i += 1
        } else if b < a {
            let c = theirValues[j] * factor
            if abs(c) >= Row.epsilon {
                outSymbols[n] = b; outValues[n] = c; n += 1
            }
            j += 1
        } else {
            let c = myValues[i] + theirValues[j] * factor
            if abs(c) >= Row.epsilon { outSymbols[n] = a; outValues[n] = c; n += 1 }
            i += 1; j += 1
        }
    }
    while i < count {
        if i != dropped { outSymbols[n] = mine[i]; outValues[n] = myValues[i]; n += 1 }
        i += 1
    }
    while j < otherCount {
        let c = theirValues[j] * factor
        if abs(c) >= Row.epsilon {
            outSymbols[n] = theirs[j]; outValues[n] = c; n += 1
        }
        j += 1
    }
    return n
}
