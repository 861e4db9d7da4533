import Benchmark
import Foundation
import LayoutEngine
import SceneFile

/// Issue 16's input goals: a scene file of 10,000 raw nodes decoded in under 10 ms, and a `solve`
/// case of a 1000-view chain (10,000 constraints) read without Foundation's JSONSerialization. The
/// general `Codable` path runs beside the raw-scene fast path for the before/after ratio.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds,
                                           maxDuration: .seconds(10), maxIterations: 200)
    let scene = InputCorpus.rawScene(nodes: 10_000)
    let solveCase = InputCorpus.chainCase(views: 1000)

    Benchmark("Decode 10k raw nodes (\(scene.utf8.count / 1000) KB of JSON)") { _ in
        blackHole(try AnimatedSceneDocument.decode(text: scene, format: .json, file: "raw.json"))
    }

    Benchmark("Decode 10k raw nodes, general Codable path") { _ in
        blackHole(try SceneFile.decode(AnimatedSceneDocument.self, text: scene, format: .json, file: "raw.json"))
    }

    Benchmark("Read a solve case: 1000-view chain (\(solveCase.utf8.count / 1000) KB)") { _ in
        blackHole(try SolverCase(text: solveCase, file: "chain.json"))
    }

    Benchmark("Read and run a solve case: 1000-view chain") { _ in
        blackHole(try SolverCase(text: solveCase, file: "chain.json").run().json)
    }
}

/// The benchmarks' inputs, made the same way each run (no files to keep in the repository).
enum InputCorpus {
    /// A 64-bit LCG (Knuth's MMIX constants): the same numbers on every machine.
    struct Numbers {
        var state: UInt64 = 0x2545F4914F6CDD1D
        mutating func next(_ range: ClosedRange<Double>) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return range.lowerBound + Double(state >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
    }

    /// A raw scene of `count` nodes, formatted as an editor writes it (one key per line); every third
    /// node has a corner radius, every fifth a border, every seventh an opacity.
    static func rawScene(nodes count: Int) -> String {
        var numbers = Numbers()
        func n(_ range: ClosedRange<Double>) -> String { String(format: "%.2f", numbers.next(range)) }
        var text = "{\n \"size\": {\"width\": 390, \"height\": 844},\n \"scale\": 1,\n \"nodes\": [\n"
        for i in 0..<count {
            let color = String(format: "#%06XFF", Int(numbers.next(0...16_777_215)))
            text += "  {\n   \"id\": \"n\(i)\",\n   \"frame\": {\n    \"x\": \(n(0...380)),\n    \"y\": \(n(0...840)),\n"
                + "    \"width\": \(n(1...30)),\n    \"height\": \(n(1...30))\n   },\n   \"fill\": \"\(color)\""
            if i % 3 == 0 { text += ",\n   \"cornerRadius\": 4" }
            if i % 5 == 0 { text += ",\n   \"border\": {\"width\": 1, \"color\": \"#000000FF\"}" }
            if i % 7 == 0 { text += ",\n   \"opacity\": 0.5" }
            text += i == count - 1 ? "\n  }\n" : "\n  },\n"
        }
        return text + " ]\n}\n"
    }

    /// A vertical chain of `views` views in the `solve` format: each view's top, height, left and
    /// width with ten constraints (the peer benchmarks' chain plus widths and margins).
    static func chainCase(views: Int) -> String {
        var variables: [String] = [], constraints: [String] = []
        func add(_ terms: [(String, Double)], _ constant: Double, _ op: String, _ strength: Double = 1001001000) {
            let termText = terms.map { "[\"\($0.0)\", \($0.1)]" }.joined(separator: ", ")
            constraints.append("{\"id\": \(constraints.count), \"terms\": [\(termText)], \"constant\": \(constant), \"op\": \"\(op)\", \"strength\": \(strength)}")
        }
        for i in 0..<views {
            let (top, height, left, width) = ("top_\(i)", "height_\(i)", "left_\(i)", "width_\(i)")
            variables += [top, height, left, width]
            if i == 0 { add([(top, 1)], 0, "==") } else { add([(top, 1), ("top_\(i - 1)", -1), ("height_\(i - 1)", -1)], -8, ">=") }
            add([(height, 1)], -44, "==")
            add([(left, 1)], -16, ">=")
            add([(left, 1), (width, 1)], -374, "<=")
            add([(width, 1)], -100, ">=")
            add([(width, 1)], -358, "==", 1000)
            add([(left, 1)], -16, "==", 1)
            add([(height, 1), (width, -0.25)], 0, ">=", 1)
            add([(top, 1)], -100_000, "<=")
            add([(width, 1), (height, -1)], 0, ">=")
        }
        let names = variables.map { "\"\($0)\"" }.joined(separator: ", ")
        return "{\"variables\": [\(names)],\n\"edit_variables\": [{\"name\": \"width_0\", \"strength\": 1000000}],\n"
            + "\"constraints\": [\n" + constraints.joined(separator: ",\n") + "\n],\n"
            + "\"steps\": [{\"suggest\": {\"width_0\": 300}}, {\"suggest\": {\"width_0\": 200}}]}\n"
    }
}
