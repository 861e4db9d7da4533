import Testing
@testable import LayoutEngine

/// Issue 27: a case whose conflicts are many and whose chain is long spent its time explaining
/// conflicts (chain length x conflicts). The first `Solver.explainedConflictLimit` are explained,
/// the rest numbered, and the whole stays linear.
@Suite struct ConflictExplanationBoundTests {
    /// A chain x0 = 0, x(i+1) = x(i) + 1 of `length` required constraints, then `conflicts`
    /// required constraints that each contradict it (x(last) == -k); returns the errors thrown.
    static func chainWithConflicts(length: Int, conflicts: Int) -> [UnsatisfiableConstraint] {
        let x = (0...length).map { Variable("x\($0)") }
        var solver = Solver()
        try? solver.addConstraint(x[0] == 0)
        for index in 0..<length { try? solver.addConstraint(x[index + 1] == x[index] + 1) }
        return (1...conflicts).compactMap { k in
            do {
                try solver.addConstraint(x[length] == Double(-k))
                return nil
            } catch {
                return error as? UnsatisfiableConstraint
            }
        }
    }

    @Test("the first conflicts are explained fully, the rest are numbered without an explanation")
    func laterConflictsAreCounted() {
        let errors = Self.chainWithConflicts(length: 50, conflicts: 40)
        #expect(errors.count == 40)
        let limit = Solver.explainedConflictLimit
        #expect(errors.prefix(limit).allSatisfy { $0.isExplained && $0.isMinimal && $0.conflicts.count == 51 })
        #expect(errors.dropFirst(limit).allSatisfy { !$0.isExplained && $0.conflicts.isEmpty })
        #expect(errors.last?.unexplainedNumber == 40)
        #expect(errors.last?.description.contains("unsatisfiable constraint 40 of this layout; only the first \(limit) are explained") == true)
    }

    @Test("twice the chain and twice the conflicts take about twice the time, not four times")
    func explainingStaysLinear() {
        func seconds(_ scale: Int) -> Double {
            let clock = ContinuousClock()
            let elapsed = clock.measure { _ = Self.chainWithConflicts(length: 1500 * scale, conflicts: 1500 * scale) }
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        }
        _ = seconds(1)  // warm up
        let small = seconds(1), large = seconds(2)
        #expect(large < 3 * small + 0.05, "\(small) s, then \(large) s")
    }
}
