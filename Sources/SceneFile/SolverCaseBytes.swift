import LayoutEngine
// The fast path of `solve`'s input: a case read straight from its bytes into `SolverCase`, as
// `RawSceneReader` reads raw scenes. It gives up (nil) on anything the general path would report
// or read differently (a syntax error, a name not in "variables", "variables" after a member that
// names variables, a null, an escaped string, a duplicate key), and the general path, with its
// positioned errors, reads the text again. Keys the format does not name are skipped, as there.

/// Reads a `solve` case from JSON bytes, or gives up for the general path.
struct SolverCaseBytes: JSONByteReading {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    /// The case `text` describes, or nil when the general path must read it.
    static func read(_ text: String) -> SolverCase? {
        var text = text
        return text.withUTF8 { buffer in
            var reader = SolverCaseBytes(bytes: buffer)
            return try? reader.solverCase()
        }
    }

    private mutating func solverCase() throws(JSONGiveUp) -> SolverCase {
        var byName: [String: Variable]?
        var variables: [Variable] = []
        var edits: [(variable: Variable, strength: Strength)] = []
        var constraints: [SolverCase.Entry] = []
        var steps: [[(variable: Variable, value: Double)]] = []
        try object { (reader: inout SolverCaseBytes, key) throws(JSONGiveUp) in
            switch key {
            case "variables":
                var names: [String: Variable] = [:]
                try reader.array { (reader: inout SolverCaseBytes) throws(JSONGiveUp) in
                    let name = try reader.string()
                    guard names[name] == nil else { throw JSONGiveUp() }
                    let variable = Variable(name)
                    names[name] = variable
                    variables.append(variable)
                }
                byName = names
            case "edit_variables":
                guard let names = byName else { throw JSONGiveUp() }
                try reader.array { (reader: inout SolverCaseBytes) throws(JSONGiveUp) in
                    var variable: Variable?, strength: Double?
                    try reader.object { (reader: inout SolverCaseBytes, key) throws(JSONGiveUp) in
                        switch key {
                        case "name": variable = try reader.variable(in: names)
                        case "strength": strength = try reader.number()
                        default: try reader.skipValue(depth: 0)
                        }
                    }
                    guard let variable, let strength else { throw JSONGiveUp() }
                    edits.append((variable, Strength(strength)))
                }
            case "constraints":
                guard let names = byName else { throw JSONGiveUp() }
                try reader.array { (reader: inout SolverCaseBytes) throws(JSONGiveUp) in
                    constraints.append(try reader.constraint(names))
                }
            case "steps":
                guard let names = byName else { throw JSONGiveUp() }
                try reader.array { (reader: inout SolverCaseBytes) throws(JSONGiveUp) in
                    var step: [(name: String, variable: Variable, value: Double)] = []
                    try reader.object { (reader: inout SolverCaseBytes, key) throws(JSONGiveUp) in
                        guard "suggest" ~= key else { return try reader.skipValue(depth: 0) }
                        // Any number of suggestions: duplicates are found once they are sorted.
                        try reader.object(checksDuplicates: false) { (reader: inout SolverCaseBytes, key) throws(JSONGiveUp) in
                            let name = String(decoding: key.bytes, as: UTF8.self)
                            guard let variable = names[name] else { throw JSONGiveUp() }
                            step.append((name, variable, try reader.number()))
                        }
                    }
                    step.sort { $0.name < $1.name }
                    for (earlier, later) in zip(step, step.dropFirst()) where earlier.name == later.name { throw JSONGiveUp() }
                    steps.append(step.map { ($0.variable, $0.value) })
                }
            default:
                try reader.skipValue(depth: 0)
            }
        }
        skipWhitespace()
        guard index == bytes.count, byName != nil else { throw JSONGiveUp() }
        return SolverCase(variables: variables, editVariables: edits, constraints: constraints, steps: steps)
    }

    private mutating func constraint(_ names: [String: Variable]) throws(JSONGiveUp) -> SolverCase.Entry {
        var terms: [Term]?, relation: Relation?, id: Int?, constant = 0.0, strength = Strength.required.weight
        try object { (reader: inout SolverCaseBytes, key) throws(JSONGiveUp) in
            switch key {
            case "terms":
                var list: [Term] = []
                try reader.array { (reader: inout SolverCaseBytes) throws(JSONGiveUp) in
                    try reader.expect(UInt8(ascii: "["))
                    reader.skipWhitespace()
                    let variable = try reader.variable(in: names)
                    try reader.expect(UInt8(ascii: ","))
                    reader.skipWhitespace()
                    list.append(Term(variable, try reader.number()))
                    try reader.expect(UInt8(ascii: "]"))
                }
                terms = list
            case "op":
                guard let parsed = Relation(rawValue: try reader.string()) else { throw JSONGiveUp() }
                relation = parsed
            case "id":
                guard let whole = Int(exactly: try reader.number()) else { throw JSONGiveUp() }
                id = whole
            case "constant": constant = try reader.number()
            case "strength": strength = try reader.number()
            default: try reader.skipValue(depth: 0)
            }
        }
        guard let terms, let relation, let id else { throw JSONGiveUp() }
        return SolverCase.Entry(id: id, constraint: Constraint(Expression(terms, constant: constant), relation,
                                                               strength: Strength(strength), label: "constraint \(id)"))
    }

    private mutating func variable(in names: [String: Variable]) throws(JSONGiveUp) -> Variable {
        guard let variable = names[try string()] else { throw JSONGiveUp() }
        return variable
    }
}
