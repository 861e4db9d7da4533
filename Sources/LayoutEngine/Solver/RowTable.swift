/// The rows of the simplex tableau by slot, their cells kept in one arena.
///
/// A resize substitutes a pivot row into a hundred short rows; with each row two arrays of
/// its own, every substitution paid for uniqueness checks, reference counting and, when a
/// row grew, two allocations, several times the merge itself. Here each slot owns a run of
/// cells (`extents`) with some spare room in two flat arrays: a substitution merges into
/// scratch space and writes back in place, or moves the row to the end of the arena when it
/// outgrew its room. The runs a move leaves behind are reclaimed by compacting the arena
/// when they add up to half of it.
///
/// Cells are ascending by symbol with no near-zero coefficient, as in `Row`, which remains
/// the type of a row outside the table (a pivot row, a constraint being added).
struct RowTable: Sendable {
    struct Extent: Sendable {
        var start: Int32 = 0
        var count: Int32 = 0
        var room: Int32 = 0
    }

    private(set) var extents: [Extent] = []
    /// Per slot, the row's constant.
    var constants: [Double] = []
    private(set) var cellSymbols: [Int32] = []
    private(set) var cellValues: [Double] = []
    /// Cells in the arena that no row owns any more.
    private var garbage = 0
    /// Where a batch of substitutions merges each row before writing it back.
    private var scratchSymbols: [Int32] = []
    private var scratchValues: [Double] = []

    var count: Int { extents.count }
    var indices: Range<Int> { extents.indices }

    /// Makes room for `count` rows in all.
    mutating func reserveCapacity(rows count: Int) {
        extents.reserveCapacity(count)
        constants.reserveCapacity(count)
    }

    /// Adds an empty slot at the end.
    mutating func appendSlot() {
        extents.append(Extent())
        constants.append(0)
    }

    /// The row in `slot`, copied out.
    subscript(slot: Int) -> Row {
        get { Row(symbols: Array(symbols(in: slot)), coefficients: Array(coefficients(in: slot)), constant: constants[slot]) }
        set { store(newValue, in: slot) }
    }

    /// The symbols of the row in `slot`, ascending. Do not change the table while holding it
    /// (the slice shares the arena, which a change would then copy whole).
    func symbols(in slot: Int) -> ArraySlice<Int32> {
        let e = extents[slot]
        return cellSymbols[Int(e.start)..<Int(e.start + e.count)]
    }

    /// The coefficients of the row in `slot`, in the order of `symbols(in:)`.
    func coefficients(in slot: Int) -> ArraySlice<Double> {
        let e = extents[slot]
        return cellValues[Int(e.start)..<Int(e.start + e.count)]
    }

    /// Calls `body` with the cells of the row in `slot`.
    @inline(__always)
    func withCells<R>(_ slot: Int, _ body: (UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Double>) throws -> R) rethrows -> R {
        let e = extents[slot]
        return try cellSymbols.withUnsafeBufferPointer { symbols in
            try cellValues.withUnsafeBufferPointer { values in
                try body(UnsafeBufferPointer(rebasing: symbols[Int(e.start)..<Int(e.start + e.count)]),
                         UnsafeBufferPointer(rebasing: values[Int(e.start)..<Int(e.start + e.count)]))
            }
        }
    }

    /// The position of `symbol` in the row in `slot`, or nil when absent.
    @inline(__always)
    func index(of symbol: Int32, in slot: Int) -> Int? {
        let e = extents[slot]
        return cellSymbols.withUnsafeBufferPointer { symbols in
            cellIndex(of: symbol, in: UnsafeBufferPointer(rebasing: symbols[Int(e.start)..<Int(e.start + e.count)]))
        }
    }

    /// The coefficient at position `index` of the row in `slot`.
    @inline(__always)
    func coefficient(at index: Int, in slot: Int) -> Double {
        cellValues[Int(extents[slot].start) + index]
    }

    /// The coefficient of `symbol` in the row in `slot` (zero when absent).
    @inline(__always)
    func coefficient(of symbol: Int32, in slot: Int) -> Double {
        guard let index = index(of: symbol, in: slot) else { return 0 }
        return coefficient(at: index, in: slot)
    }

    /// Whether a symbol of the row in `slot` satisfies `predicate`.
    @inline(__always)
    func contains(in slot: Int, where predicate: (Int32) -> Bool) -> Bool {
        let e = extents[slot]
        return cellSymbols.withUnsafeBufferPointer { symbols in
            for k in Int(e.start)..<Int(e.start + e.count) where predicate(symbols[k]) { return true }
            return false
        }
    }

    /// Copies the row in `slot` into `row`, reusing its storage.
    func copy(_ slot: Int, into row: inout Row) {
        let e = extents[slot]
        cellSymbols.withUnsafeBufferPointer { symbols in
            cellValues.withUnsafeBufferPointer { values in
                let range = Int(e.start)..<Int(e.start + e.count)
                row.assign(UnsafeBufferPointer(rebasing: symbols[range]), UnsafeBufferPointer(rebasing: values[range]),
                           constant: constants[slot])
            }
        }
    }

    /// Makes `row` the row in `slot`.
    mutating func store(_ row: Row, in slot: Int) {
        constants[slot] = row.constant
        let count = row.symbols.count
        if count > Int(extents[slot].room) { moveToEnd(slot, room: count + spareRoom(count)) }
        let start = Int(extents[slot].start)
        cellSymbols.withUnsafeMutableBufferPointer { symbols in
            row.symbols.withUnsafeBufferPointer { source in
                for k in 0..<count { symbols[start + k] = source[k] }
            }
        }
        cellValues.withUnsafeMutableBufferPointer { values in
            row.coefficients.withUnsafeBufferPointer { source in
                for k in 0..<count { values[start + k] = source[k] }
            }
        }
        extents[slot].count = Int32(count)
    }

    /// Empties `slot`, which keeps its room for the row a pivot puts there next.
    mutating func clear(_ slot: Int) {
        extents[slot].count = 0
        constants[slot] = 0
    }

    /// Removes `symbol`'s cell from the row in `slot`, if any.
    mutating func remove(_ symbol: Int32, in slot: Int) {
        guard let index = index(of: symbol, in: slot) else { return }
        let e = extents[slot]
        let first = Int(e.start) + index, end = Int(e.start + e.count)
        for k in first..<(end - 1) {
            cellSymbols[k] = cellSymbols[k + 1]
            cellValues[k] = cellValues[k + 1]
        }
        extents[slot].count -= 1
    }

    /// Replaces `symbol` by `row` (what it equals) in the row in `slot`, in one merge.
    /// Returns whether `symbol` was there.
    @discardableResult
    mutating func substitute(_ symbol: Int32, with row: Row, in slot: Int) -> Bool {
        var held: [Int32] = []
        substitute(symbol, with: row, inEach: CollectionOfOne(Int32(slot)), held: &held)
        return !held.isEmpty
    }

    /// Replaces `symbol` by `row` in the row of each of `slots` (a pivot's substitution into
    /// the rows of its column): the slots whose row held `symbol` are appended to `held`.
    ///
    /// The arena is opened once for the whole batch; a row that outgrows its room leaves
    /// the batch to move to the end of the arena, and the batch resumes after it.
    mutating func substitute(_ symbol: Int32, with row: Row, inEach slots: some RandomAccessCollection<Int32>,
                             held: inout [Int32]) {
        let theirCount = row.symbols.count
        var position = slots.startIndex
        while position != slots.endIndex {
            var longest = 0
            // The scratch holds the longest merge of the batch, found first so the pass
            // below never has to stop for it.
            for slot in slots[position...] { longest = Swift.max(longest, Int(extents[Int(slot)].count)) }
            if scratchSymbols.count < longest + theirCount {
                scratchSymbols = Array(repeating: 0, count: longest + theirCount)
                scratchValues = Array(repeating: 0, count: longest + theirCount)
            }
            let remaining = slots.distance(from: position, to: slots.endIndex)
            // The rows that fit their room are rewritten in place; `stopped` is one that did
            // not. What the pass finds is written to stack buffers and appended after it.
            var stopped: (slot: Int, cells: Int)?
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: remaining) { heldOut in
                var heldCount = 0
                row.symbols.withUnsafeBufferPointer { theirs in
                    row.coefficients.withUnsafeBufferPointer { theirValues in
                        cellSymbols.withUnsafeMutableBufferPointer { cells in
                            cellValues.withUnsafeMutableBufferPointer { values in
                                scratchSymbols.withUnsafeMutableBufferPointer { mergedSymbols in
                                    scratchValues.withUnsafeMutableBufferPointer { mergedValues in
                                        extents.withUnsafeMutableBufferPointer { extents in
                                            constants.withUnsafeMutableBufferPointer { constants in
                                                while position != slots.endIndex {
                                                    let slot = Int(slots[position])
                                                    let e = extents[slot]
                                                    let start = Int(e.start), count = Int(e.count)
                                                    let mine = UnsafeBufferPointer(rebasing: cells[start..<(start + count)])
                                                    guard let index = cellIndex(of: symbol, in: mine) else {
                                                        position = slots.index(after: position)
                                                        continue
                                                    }
                                                    let factor = values[start + index]
                                                    let n = mergeCells(
                                                        mine, UnsafeBufferPointer(rebasing: values[start..<(start + count)]),
                                                        dropping: index, theirs, theirValues, factor,
                                                        into: mergedSymbols.baseAddress!, mergedValues.baseAddress!)
                                                    constants[slot] += row.constant * factor
                                                    position = slots.index(after: position)
                                                    heldOut[heldCount] = Int32(slot)
                                                    heldCount += 1
                                                    if n > Int(e.room) {
                                                        stopped = (slot, n)
                                                        return
                                                    }
                                                    // Short rows: a loop beats a call to memmove.
                                                    for k in 0..<n {
                                                        cells[start + k] = mergedSymbols[k]
                                                        values[start + k] = mergedValues[k]
                                                    }
                                                    extents[slot].count = Int32(n)
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                held.append(contentsOf: UnsafeBufferPointer(start: heldOut.baseAddress, count: heldCount))
            }
            guard let (slot, n) = stopped else { continue }
            // Out of room: the merged cells wait in the scratch while the row moves.
            moveToEnd(slot, room: n + spareRoom(n))
            let start = Int(extents[slot].start)
            for k in 0..<n {
                cellSymbols[start + k] = scratchSymbols[k]
                cellValues[start + k] = scratchValues[k]
            }
            extents[slot].count = Int32(n)
        }
    }

    /// Adds `delta` times the coefficient of `symbol` to the constant of each row in `slots`
    /// that holds it (a suggested value moving the rows of its edit constraint), and appends
    /// to `negative` the slots whose constant it takes below zero.
    mutating func shiftConstants(holding symbol: Int32, by delta: Double, in slots: [Int32], negative: inout [Int32]) {
        cellSymbols.withUnsafeBufferPointer { cells in
            cellValues.withUnsafeBufferPointer { values in
                extents.withUnsafeBufferPointer { extents in
                    constants.withUnsafeMutableBufferPointer { constants in
                        for slot in slots {
                            let e = extents[Int(slot)]
                            let start = Int(e.start)
                            guard let index = cellIndex(of: symbol, in: UnsafeBufferPointer(rebasing: cells[start..<(start + Int(e.count))]))
                            else { continue }
                            constants[Int(slot)] += delta * values[start + index]
                            if constants[Int(slot)] < 0 { negative.append(slot) }
                        }
                    }
                }
            }
        }
    }

    /// The spare cells a row of `count` cells gets when it moves, so it can grow in place.
    private func spareRoom(_ count: Int) -> Int { Swift.max(4, count / 2) }

    /// Gives the row in `slot` a fresh run of `room` cells at the end of the arena (its
    /// cells are not copied: the caller writes them), compacting the arena first when half
    /// of it is garbage.
    private mutating func moveToEnd(_ slot: Int, room: Int) {
        garbage += Int(extents[slot].room)
        extents[slot] = Extent()
        if garbage > 256 && garbage * 2 > cellSymbols.count { compact() }
        let start = cellSymbols.count
        cellSymbols.appendRepeating(0, count: room)
        cellValues.appendRepeating(0, count: room)
        extents[slot] = Extent(start: Int32(start), count: 0, room: Int32(room))
    }

    /// Copies every row's run into fresh arrays without the garbage between them.
    private mutating func compact() {
        var symbols: [Int32] = [], values: [Double] = []
        symbols.reserveCapacity(cellSymbols.count - garbage)
        values.reserveCapacity(cellSymbols.count - garbage)
        for slot in extents.indices {
            let e = extents[slot]
            let start = symbols.count
            symbols.append(contentsOf: cellSymbols[Int(e.start)..<Int(e.start + e.room)])
            values.append(contentsOf: cellValues[Int(e.start)..<Int(e.start + e.room)])
            extents[slot].start = Int32(start)
        }
        cellSymbols = symbols
        cellValues = values
        garbage = 0
    }
}
