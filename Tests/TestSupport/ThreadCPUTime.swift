import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The growth benchmark: work at n and 2n timed and compared (twice the input in at most three
/// times the time: quadratic work takes four). A time depends on the machine and on what else runs
/// on it, so no test of `make test` asserts one (issue 37: a CPU-time bound failed one run in two on
/// a fresh machine); these run only when GROWTH_BENCHMARK is set, as `make growth` does, and
/// BENCHMARKS.md ("Growth") records their ratios.
public enum GrowthBenchmark {
    /// Whether this run measures growth (`make growth`).
    public static let isRequested = ProcessInfo.processInfo.environment["GROWTH_BENCHMARK"] != nil
    /// Why a growth measurement is skipped otherwise.
    public static let reason = "a timed growth benchmark: make growth"
}

/// The CPU time the calling thread spends running `body`, in seconds (CLOCK_THREAD_CPUTIME_ID).
/// The growth benchmark compares two sizes of the same single-threaded work by this rather than by
/// wall time: other work on the same cores, and time spent waiting for a core, is not the work's.
public func threadCPUSeconds<T>(_ body: () throws -> T) rethrows -> (result: T, seconds: Double) {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let started = now()
    let result = try body()
    return (result, now() - started)
}

/// The fastest thread CPU time of `rounds` runs of each of two sizes of one work, the runs
/// alternated, after one warm-up run of the small size: a busy moment of a shared machine then
/// decides neither. A growth test asserts the ratio of the two.
public func fastestCPUSeconds(rounds: Int = 3, small: () -> Void, large: () -> Void) -> (small: Double, large: Double) {
    _ = threadCPUSeconds(small)
    var fastest = (small: Double.infinity, large: Double.infinity)
    for _ in 0..<rounds {
        fastest.small = min(fastest.small, threadCPUSeconds(small).seconds)
        fastest.large = min(fastest.large, threadCPUSeconds(large).seconds)
    }
    return fastest
}
