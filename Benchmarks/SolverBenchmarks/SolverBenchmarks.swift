import Benchmark
import LayoutEngine
import Synchronization

// The systems of issue 4's speed section, built identically by
// Benchmarks/peers/solver_peers.py for kiwisolver (keep the two in step):
//
// chain(N): views stacked vertically; view i has top_i and height_i;
//   top_0 == 0; height_i == 44; top_i >= top_{i-1} + height_{i-1} + 8 (required) and
//   top_i == top_{i-1} + height_{i-1} + 8 (medium).
// grid(N): N views in rows of 10 tied to an edit variable container.width (strong);
//   width_i == (container.width - 104) / 10 (strong), width_i <= 200 (required),
//   left = 16 (first column) or left_{i-1} + width_{i-1} + 8, height_i == 0.75 width_i,
//   top = 16 (first row) or top_{above} + height_{above} + 8.
// resize cycle: on one grid built once, suggest container.width 320, 1024 and 2400 in turn
//   (2400 hits width <= 200), each followed by updateVariables; one sample is ten cycles
//   back to back (`resizeCyclesPerSample`); the peer script reports the time per cycle.

func chain(_ count: Int) throws -> Solver {
    var solver = Solver()
    var previousTop: Variable?
    var previousHeight: Variable?
    for index in 0..<count {
        let top = Variable("v\(index).top"), height = Variable("v\(index).height")
        try solver.addConstraint(height == 44)
        if let previousTop, let previousHeight {
            try solver.addConstraint(top >= previousTop + previousHeight + 8)
            try solver.addConstraint((top == previousTop + previousHeight + 8).strength(.medium))
        } else {
            try solver.addConstraint(top == 0)
        }
        previousTop = top
        previousHeight = height
    }
    solver.updateVariables()
    return solver
}

struct Grid {
    var solver = Solver()
    let container = Variable("container.width")

    init(_ count: Int) throws {
        try solver.addEditVariable(container, strength: .strong)
        try solver.suggestValue(container, 1024)
        let columns = 10
        var lefts: [Variable] = [], tops: [Variable] = [], widths: [Variable] = [], heights: [Variable] = []
        for index in 0..<count {
            let left = Variable("v\(index).left"), top = Variable("v\(index).top")
            let width = Variable("v\(index).width"), height = Variable("v\(index).height")
            try solver.addConstraint((width == (container - 104) / 10).strength(.strong))
            try solver.addConstraint(width <= 200)
            try solver.addConstraint(height == width * 0.75)
            if index % columns == 0 {
                try solver.addConstraint(left == 16)
            } else {
                try solver.addConstraint(left == lefts[index - 1] + widths[index - 1] + 8)
            }
            if index < columns {
                try solver.addConstraint(top == 16)
            } else {
                try solver.addConstraint(top == tops[index - columns] + heights[index - columns] + 8)
            }
            lefts.append(left); tops.append(top); widths.append(width); heights.append(height)
        }
        solver.updateVariables()
    }

    mutating func resize(_ width: Double) throws {
        try solver.suggestValue(container, width)
        solver.updateVariables()
    }
}

/// Resize cycles per sample, back to back as in a live window resize (and as the kiwi peer
/// times them): a single cycle between the harness's own work measured cold caches, not
/// the solver. The peer script divides by this. Up to 400 samples (two seconds): a 100-view
/// cycle takes about 20 us, and fifty samples spanned a few milliseconds of a host whose
/// speed changes from one moment to the next.
let resizeCyclesPerSample = 10

/// The grids the resize benchmarks cycle, built once per size: a sample takes its grid out
/// (so resizing does not copy a shared tableau) and puts it back.
let resizeGrids = Mutex<[Int: Grid]>([:])

let benchmarks: @Sendable () -> Void = {
    // Throughput rides along because package-benchmark's JMH export (which the kiwi peer
    // script reads) needs it; the wall clock's median is what the table reports.
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .throughput], maxDuration: .seconds(5), maxIterations: 50)
    for count in [100, 1000, 5000] {
        Benchmark("chain build+solve N=\(count)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try chain(count)) }
        }
        Benchmark("grid build+solve N=\(count)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try Grid(count)) }
        }
        Benchmark("grid resize x\(resizeCyclesPerSample) N=\(count)", configuration: .init(metrics: [.wallClock, .throughput], scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 400)) { benchmark in
            var grid = try resizeGrids.withLock { $0.removeValue(forKey: count) } ?? Grid(count)
            benchmark.startMeasurement()
            for _ in 0..<resizeCyclesPerSample {
                for width in [320.0, 1024, 2400] { try grid.resize(width) }
            }
            benchmark.stopMeasurement()
            blackHole(grid.solver.value(of: grid.container))
            resizeGrids.withLock { $0[count] = grid }
        }
    }
}
