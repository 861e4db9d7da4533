import Foundation
import Testing
import LayoutEngine
import TestSupport
@testable import SceneFile

/// `solve`'s fast reader (`SolverCaseBytes`) must read every case as the general path does, and
/// give up on what the general path reports, so errors keep their line, column and path.
@Suite struct SolverCaseReadingTests {
    static func randomCase(_ random: inout SplitMix64) -> String {
        func space() -> String { ["", " ", "\n", "\t "][random.below(4)] }
        func number() -> String {
            let value = random.double(-500...500)
            return [String(Int(value)), "\(value)", String(format: "%.3e", value), "0"][random.below(4)]
        }
        func object(_ members: [(String, String)]) -> String {
            var shuffled = members
            shuffled.shuffle(using: &random)
            return "{" + shuffled.map { space() + "\"\($0.0)\":" + space() + $0.1 }.joined(separator: ",") + space() + "}"
        }
        let names = (0..<random.int(1...8)).map { "v\($0)" }
        func name() -> String { "\"\(names[random.below(names.count)])\"" }
        let edits = (0..<random.below(3)).map { _ in object([("name", name()), ("strength", ["1000000", "1000", "1"][random.below(3)])]) }
        let constraints = (0..<random.int(0...10)).map { id -> String in
            var members = [("id", "\(id)"), ("op", ["\"==\"", "\"<=\"", "\">=\""][random.below(3)]),
                           ("terms", "[" + (0..<random.int(1...3)).map { _ in "[\(name()),\(space())\(number())]" }.joined(separator: ",") + "]")]
            if random.below(2) == 0 { members.append(("constant", number())) }
            if random.below(2) == 0 { members.append(("strength", ["1001001000", "1000000", "1000", "1"][random.below(4)])) }
            if random.below(5) == 0 { members.append(("note", "{\"any\": [1, \"two\", null, true]}")) }
            return object(members)
        }
        let steps = (0..<random.int(0...3)).map { _ -> String in
            let suggested = Set((0..<random.below(4)).map { _ in names[random.below(names.count)] })
            return object([("suggest", object(suggested.sorted().map { ($0, number()) }))])
        }
        var root = [("variables", "[" + names.map { "\"\($0)\"" }.joined(separator: ",") + "]"),
                    ("constraints", "[" + constraints.joined(separator: "," + space()) + "]")]
        if !edits.isEmpty { root.append(("edit_variables", "[" + edits.joined(separator: ",") + "]")) }
        if !steps.isEmpty { root.append(("steps", "[" + steps.joined(separator: ",") + "]")) }
        // "variables" first, as every writer of the format puts it; the fast path needs the names first.
        return "{\"variables\":" + root[0].1 + "," + object(Array(root.dropFirst())).dropFirst()
    }

    static func general(_ text: String) throws -> SolverCase {
        var parser = JSONDocumentParser(text: text, file: "case.json")
        return try SolverCase(document: try parser.parse())
    }

    static func same(_ a: SolverCase, _ b: SolverCase) -> Bool {
        a.variables.map(\.name) == b.variables.map(\.name)
            && "\(a.editVariables.map { ($0.variable.name, $0.strength) })" == "\(b.editVariables.map { ($0.variable.name, $0.strength) })"
            && "\(a.constraints.map { ($0.id, $0.constraint) })" == "\(b.constraints.map { ($0.id, $0.constraint) })"
            && "\(a.steps.map { $0.map { ($0.variable.name, $0.value) } })" == "\(b.steps.map { $0.map { ($0.variable.name, $0.value) } })"
            && a.run().json == b.run().json
    }

    @Test("300 random cases read the same by the fast path and the general path")
    func fastPathMatchesGeneralPath() throws {
        var random = SplitMix64(seed: 0x501_7E)
        for round in 0..<300 {
            let text = Self.randomCase(&random)
            let fast = try #require(SolverCaseBytes.read(text), "round \(round): the fast path gave up on a valid case:\n\(text)")
            #expect(Self.same(fast, try Self.general(text)), "round \(round):\n\(text)")
        }
    }

    static let valid = """
        {"variables": ["x", "y"], "edit_variables": [{"name": "x", "strength": 1000000}],
         "constraints": [{"id": 1, "terms": [["x", 1], ["y", -1]], "constant": 10, "op": "=="}],
         "steps": [{"suggest": {"x": 5}}]}
        """

    @Test("what the general path reports, the fast path leaves to it", arguments: [
        ("[\"x\", 1]", "[\"z\", 1]", "constraints[0].terms[0][0]: 'z' is not in \"variables\""),
        ("\"op\": \"==\"", "\"op\": \"=\"", "constraints[0].op: expected \"==\""),
        ("\"id\": 1", "\"id\": 1.5", "constraints[0].id: expected an integer"),
        ("\"constant\": 10", "\"constant\": null", "constraints[0].constant: expected a number, found null"),
        ("[\"x\", 1]", "[\"x\", 1, 2]", "expected [name, coefficient]"),
        ("\"x\": 5", "\"x\": 5, \"x\": 6", "duplicate member \"x\""),
        ("\"y\"]", "\"y\", \"x\"]", "'x' is listed twice"),
        ("\"x\": 5", "\"x\": true", "steps[0].suggest.x: expected a number, found a boolean"),
        ("5}}]}", "5}}]} x", "after the document's end"),
        ("\"id\": 1, ", "", "constraints[0].id: missing required key \"id\""),
    ])
    func errorsKeepTheirPlace(_ change: (String, String, String)) throws {
        let text = Self.valid.replacingOccurrences(of: change.0, with: change.1)
        #expect(text != Self.valid)
        #expect(SolverCaseBytes.read(text) == nil)
        #expect { try SolverCase(text: text, file: "case.json") } throws: { error in
            let message = "\(error)"
            return message.hasPrefix("case.json:") && message.contains(change.2)
        }
    }

    @Test("keys in another order, unknown keys and escaped names: the same case either way")
    func unusualButValid() throws {
        for text in [
            Self.valid.replacingOccurrences(of: "\"steps\"", with: "\"comment\": \"hi\", \"steps\""),
            "{\"constraints\": [], \"variables\": [\"x\"]}",
            "{\"variables\": [\"\\u0078\"], \"constraints\": [{\"id\": 0, \"terms\": [[\"x\", 1]], \"op\": \">=\"}]}",
        ] {
            let read = try SolverCase(text: text, file: "case.json")
            #expect(Self.same(read, try Self.general(text)), "\(text)")
        }
    }
}
