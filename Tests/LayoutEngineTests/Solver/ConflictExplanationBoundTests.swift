import Testing
import TestSupport
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

    @Test("twice the chain and twice the conflicts take about twice the time, not four times",
          .enabled(if: GrowthBenchmark.isRequested, Comment(rawValue: GrowthBenchmark.reason)))
    func explainingStaysLinear() {
        // The thread's CPU time: other tests share the cores, and waiting for one is not the work's.
        func chain(_ scale: Int) { _ = Self.chainWithConflicts(length: 1000 * scale, conflicts: 1000 * scale) }
        // Explaining every conflict (each up to chain-length constraints in a probe solver) made
        // this about 4x; unexplained conflicts cost almost nothing (1,000 more on a chain of
        // 12,000: 0.19 s of 8.7), and the chain and 16 explanations grow about 2.2x.
        let (small, large) = fastestCPUSeconds(small: { chain(1) }, large: { chain(2) })
        #expect(large < 3 * small, "\(small) s, then \(large) s")
    }
}
