import Dispatch
import Synchronization

/// Runs independent pieces of work on up to `jobs` threads and keeps the results in input order,
/// so what a command writes does not depend on how many jobs ran (the gallery and batch render).
enum ParallelWork {
    /// `body(index)` for every index in `0..<count`, at most `jobs` at a time; results in index order.
    static func map<Result: Sendable>(count: Int, jobs: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        let results = Mutex([Result?](repeating: nil, count: count))
        let next = Atomic<Int>(0)
        // Workers take the next unstarted index until none is left; each result lands at its own
        // index, so the order is the input's for any `jobs`.
        DispatchQueue.concurrentPerform(iterations: max(min(jobs, count), 1)) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let result = body(index)
                results.withLock { $0[index] = result }
            }
        }
        // concurrentPerform returns after every worker has, and the workers leave no index unstarted.
        return results.withLock { $0.map { $0! } }
    }
}
