import TestSupport
import Foundation
@testable import LayoutEngine
@testable import SceneFile

/// Generated constraint systems in the `solve` case format, for the differential tests.
struct CaseGenerator {
    struct ConstraintSpec {
        var id: Int
        var terms: [(String, Double)]
        var constant: Double
        var op: Relation
        var strength: Double
    }

    var seed: UInt64 = 0
    var variables: [String] = []
    var edits: [(String, Double)] = []
    var constraints: [ConstraintSpec] = []
    var steps: [[String: Double]] = []

    var json: String {
        func number(_ v: Double) -> String { SolverCase.number(v) }
        let cs = constraints.map { c in
            "{\"id\":\(c.id),\"terms\":[" + c.terms.map { "[\(JSONText.quoted($0.0)),\(number($0.1))]" }.joined(separator: ",")
                + "],\"constant\":\(number(c.constant)),\"op\":\"\(c.op.rawValue)\",\"strength\":\(number(c.strength))}"
        }
        return "{\"variables\":[" + variables.map(JSONText.quoted).joined(separator: ",") + "],"
            + "\"edit_variables\":[" + edits.map { "{\"name\":\(JSONText.quoted($0.0)),\"strength\":\(number($0.1))}" }.joined(separator: ",") + "],"
            + "\"constraints\":[" + cs.joined(separator: ",") + "],"
            + "\"steps\":[" + steps.map { step in
                "{\"suggest\":{" + step.keys.sorted().map { "\(JSONText.quoted($0)):\(number(step[$0]!))" }.joined(separator: ",") + "}}"
            }.joined(separator: ",") + "]}"
    }

    /// Our outcome, through the same JSON text kiwi reads.
    var outcome: ParsedOutcome {
        // Force-unwraps are safe here: the generator writes well-formed cases (a test fixture).
        let system = try! SolverCase(json: Data(json.utf8))
        return try! ParsedOutcome(json: system.run().json)
    }

    private mutating func add(_ terms: [(String, Double)], _ constant: Double, _ op: Relation, _ strength: Strength) {
        constraints.append(ConstraintSpec(id: constraints.count, terms: terms, constant: constant, op: op, strength: strength.weight))
    }

    /// The benchmark's chain: top_i >= bottom of the previous + 8, with a medium preference for equality.
    static func chain(_ count: Int) -> CaseGenerator {
        var generator = CaseGenerator()
        for i in 0..<count {
            let top = "v\(i).top", height = "v\(i).height"
            generator.variables += [top, height]
            generator.add([(height, 1)], -44, .equal, .required)
            if i == 0 {
                generator.add([(top, 1)], 0, .equal, .required)
            } else {
                let previous = [("v\(i - 1).top", -1.0), ("v\(i - 1).height", -1.0)]
                generator.add([(top, 1)] + previous, -8, .greaterThanOrEqual, .required)
                generator.add([(top, 1)] + previous, -8, .equal, .medium)
            }
        }
        generator.steps = [[:]]
        return generator
    }

    /// The benchmark's grid: views in rows tied to container.width, resized three times.
    static func grid(views: Int, columns: Int) -> CaseGenerator {
        var generator = CaseGenerator()
        generator.variables = ["container.width"]
        generator.edits = [("container.width", Strength.strong.weight)]
        let gaps = 32 + 8 * Double(columns - 1)
        for i in 0..<views {
            let left = "v\(i).left", top = "v\(i).top", width = "v\(i).width", height = "v\(i).height"
            generator.variables += [left, top, width, height]
            generator.add([(width, 1), ("container.width", -1 / Double(columns))], gaps / Double(columns), .equal, .strong)
            generator.add([(width, 1)], -200, .lessThanOrEqual, .required)
            generator.add([(height, 1), (width, -0.75)], 0, .equal, .required)
            if i % columns == 0 {
                generator.add([(left, 1)], -16, .equal, .required)
            } else {
                generator.add([(left, 1), ("v\(i - 1).left", -1), ("v\(i - 1).width", -1)], -8, .equal, .required)
            }
            if i < columns {
                generator.add([(top, 1)], -16, .equal, .required)
            } else {
                generator.add([(top, 1), ("v\(i - columns).top", -1), ("v\(i - columns).height", -1)], -8, .equal, .required)
            }
        }
        generator.steps = [1024, 320, 2400, 700].map { ["container.width": $0] }
        return generator
    }

    /// A small random system: 3 to 6 variables, 6 to 14 constraints of 1 to 3 terms with
    /// small coefficients, all four strengths, one edit variable (x0) and three steps.
    static func random(seed: UInt64) -> CaseGenerator {
        var rng = SplitMix64(seed: seed)
        var generator = CaseGenerator()
        generator.seed = seed
        let count = 3 + Int(rng.next() % 4)
        generator.variables = (0..<count).map { "x\($0)" }
        generator.edits = [("x0", Strength.strong.weight)]
        let strengths: [Strength] = [.required, .required, .strong, .medium, .weak]
        for _ in 0..<(6 + Int(rng.next() % 9)) {
            let termCount = 1 + Int(rng.next() % 3)
            let strength = strengths[Int(rng.next() % 5)]
            var used = Set<String>()
            var terms: [(String, Double)] = []
            for _ in 0..<termCount {
                let name = generator.variables[Int(rng.next() % UInt64(count))]
                guard used.insert(name).inserted else { continue }
                terms.append((name, [1.0, -1, 2, -2, 0.5][Int(rng.next() % 5)]))
            }
            let op: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(rng.next() % 3)]
            generator.add(terms, Double(Int(rng.next() % 41) - 20), op, strength)
        }
        generator.steps = (0..<3).map { _ in ["x0": Double(Int(rng.next() % 61) - 30)] }
        return generator
    }

    /// The solver's objective at `values`: the strength-weighted violations of the accepted
    /// non-required constraints plus the edit constraint's distance from its suggestion.
    func objective(_ values: [String: Double], step: Int) -> Double {
        var total = 0.0
        for (name, strength) in edits {
            let suggested = steps.prefix(step + 1).reversed().lazy.compactMap { $0[name] }.first ?? 0
            total += strength * abs((values[name] ?? 0) - suggested)
        }
        for c in constraints where c.strength < Strength.required.weight {
            total += c.strength * violation(c, values)
        }
        return total
    }

    /// Whether every required constraint kiwi and we accepted holds at `values`.
    func requiredHold(_ values: [String: Double], rejected: [String]) -> Bool {
        constraints.filter { $0.strength >= Strength.required.weight && !rejected.contains("id \($0.id): UnsatisfiableConstraint") }
            .allSatisfy { violation($0, values) < 1e-6 }
    }

    private func violation(_ c: ConstraintSpec, _ values: [String: Double]) -> Double {
        let v = c.terms.reduce(c.constant) { $0 + $1.1 * (values[$1.0] ?? 0) }
        switch c.op {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }
}

