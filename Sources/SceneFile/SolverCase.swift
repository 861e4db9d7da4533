import LayoutEngine
import DesignSystem
import Foundation

/// A constraint system in the `solve` command's JSON format (issue 4), run through a
/// `Solver` in the documented order:
///
/// 1. the edit variables are added;
/// 2. the first step's suggestions are applied;
/// 3. the constraints are added in order; one that fails is reported and skipped;
/// 4. each step's suggestions are applied and the values of `variables` recorded.
///
/// A constraint means `sum(coefficient * variable) + constant OP 0`; strengths are kiwi's
/// numbers (at or above 1001001000 is required). Keys the format does not name are ignored.
/// The same format drives kiwisolver in `Benchmarks/peers/solver_case_kiwi.py`, so the two
/// outputs compare line for line.
public struct SolverCase: Sendable {
    /// One constraint of the case.
    public struct Entry: Sendable {
        /// The id errors report it under.
        public var id: Int
        /// The constraint.
        public var constraint: Constraint
    }

    /// The variables whose values each step prints, in order.
    public var variables: [Variable]
    /// Edit variables and their strengths, in order.
    public var editVariables: [(variable: Variable, strength: Strength)]
    /// The constraints, in order.
    public var constraints: [Entry]
    /// Each step's suggestions, in file order.
    public var steps: [[(variable: Variable, value: Double)]]

    /// What running a case produced: the values after each step and the rejected operations.
    public struct Outcome: Sendable {
        /// After each step, each variable's value, in `variables` order.
        public var steps: [[(name: String, value: Double)]]
        /// Rejected operations: a constraint id (or an edit variable's name) and the error's type name.
        public var errors: [(subject: Subject, error: String)]

        /// What an error is about.
        public enum Subject: Sendable, Equatable {
            /// The constraint with this id.
            case constraint(Int)
            /// The edit variable with this name.
            case variable(String)
        }

        /// The output format: `{"steps":[{"values":{...}}],"errors":[{"id":n,"error":"..."}]}`.
        public var json: String {
            let stepTexts = steps.map { values in
                "{\"values\":{" + values.map { "\(JSONText.quoted($0.name)):\(SolverCase.number($0.value))" }
                    .joined(separator: ",") + "}}"
            }
            let errorTexts = errors.map { subject, error in
                switch subject {
                case .constraint(let id): "{\"id\":\(id),\"error\":\(JSONText.quoted(error))}"
                case .variable(let name): "{\"variable\":\(JSONText.quoted(name)),\"error\":\(JSONText.quoted(error))}"
                }
            }
            return "{\"steps\":[" + stepTexts.joined(separator: ",") + "],\"errors\":[" + errorTexts.joined(separator: ",") + "]}"
        }
    }

    init(variables: [Variable], editVariables: [(variable: Variable, strength: Strength)], constraints: [Entry],
         steps: [[(variable: Variable, value: Double)]]) {
        self.variables = variables; self.editVariables = editVariables; self.constraints = constraints; self.steps = steps
    }

    /// Parses a case; the error names the path inside the document that is wrong.
    public init(json data: Data) throws(SolverCaseError) {
        guard let text = String(validating: data, as: UTF8.self) else {
            throw SolverCaseError(path: "$", message: "not valid UTF-8 text")
        }
        try self.init(text: text, file: nil)
    }

    /// Parses a case from its text with the scene files' JSON parser (strict RFC 8259, a position
    /// for every value), so every error names `file`, the line and column, and the path. Foundation's
    /// JSONSerialization, used before, took most of a `solve` process's time on large cases.
    public init(text: String, file: String?) throws(SolverCaseError) {
        if let read = SolverCaseBytes.read(text) {
            self = read
            return
        }
        var parser = JSONDocumentParser(text: text, file: file ?? "<input>")
        let document: DocumentValue
        do {
            document = try parser.parse()
        } catch {
            throw SolverCaseError(path: error.path, message: error.message, file: file, position: error.position)
        }
        do {
            try self.init(document: document)
        } catch {
            var located = error
            located.file = file
            throw located
        }
    }

    init(document root: DocumentValue) throws(SolverCaseError) {
        typealias Reader = SolverCaseReader
        _ = try Reader.object(root, "$")
        let names = try Reader.array(root["variables"], "variables", in: root).enumerated().map { index, name throws(SolverCaseError) in
            try Reader.string(name, "variables[\(index)]")
        }
        var byName: [String: Variable] = [:]
        var variables: [Variable] = []
        variables.reserveCapacity(names.count)
        for (index, name) in names.enumerated() {
            guard byName[name] == nil else {
                throw SolverCaseError(path: "variables[\(index)]", message: "'\(name)' is listed twice", position: root["variables"]?.position)
            }
            let variable = Variable(name)
            byName[name] = variable
            variables.append(variable)
        }
        func variable(_ value: DocumentValue?, _ path: String) throws(SolverCaseError) -> Variable {
            let name = try Reader.string(value, path)
            guard let variable = byName[name] else {
                throw SolverCaseError(path: path, message: "'\(name)' is not in \"variables\"", position: value?.position)
            }
            return variable
        }
        self.variables = variables
        editVariables = try Reader.array(root["edit_variables"], "edit_variables", in: root, optional: true).enumerated()
            .map { index, item throws(SolverCaseError) in
                let path = "edit_variables[\(index)]"
                _ = try Reader.object(item, path)
                return (try variable(item["name"], "\(path).name"),
                        Strength(try Reader.number(item["strength"], "\(path).strength", in: item)))
            }
        constraints = try Reader.array(root["constraints"], "constraints", in: root, optional: true).enumerated()
            .map { index, item throws(SolverCaseError) in
                let path = "constraints[\(index)]"
                _ = try Reader.object(item, path)
                let terms = try Reader.array(item["terms"], "\(path).terms", in: item).enumerated().map { k, term throws(SolverCaseError) in
                    let termPath = "\(path).terms[\(k)]"
                    let pair = try Reader.array(term, termPath, in: item)
                    guard pair.count == 2 else {
                        throw SolverCaseError(path: termPath, message: "expected [name, coefficient]", position: term.position)
                    }
                    return Term(try variable(pair[0], "\(termPath)[0]"), try Reader.number(pair[1], "\(termPath)[1]", in: term))
                }
                let op = try Reader.string(item["op"], "\(path).op", in: item)
                guard let relation = Relation(rawValue: op) else {
                    throw SolverCaseError(path: "\(path).op", message: "expected \"==\", \"<=\" or \">=\", found \"\(op)\"",
                                          position: item["op"]?.position)
                }
                let id = try Reader.number(item["id"], "\(path).id", in: item)
                guard let intID = Int(exactly: id) else {
                    throw SolverCaseError(path: "\(path).id", message: "expected an integer", position: item["id"]?.position)
                }
                let expression = Expression(terms, constant: try Reader.number(item["constant"], "\(path).constant", in: item, default: 0))
                let strength = Strength(try Reader.number(item["strength"], "\(path).strength", in: item, default: Strength.required.weight))
                return Entry(id: intID, constraint: Constraint(expression, relation, strength: strength, label: "constraint \(intID)"))
            }
        steps = try Reader.array(root["steps"], "steps", in: root, optional: true).enumerated().map { index, item throws(SolverCaseError) in
            let path = "steps[\(index)]"
            _ = try Reader.object(item, path)
            guard let suggest = item["suggest"] else { return [] }
            let members = try Reader.object(suggest, "\(path).suggest")
            return try members.sorted { $0.key < $1.key }.map { member throws(SolverCaseError) in
                (try variable(DocumentValue(.string(member.key), at: member.value.position), "\(path).suggest"),
                 try Reader.number(member.value, "\(path).suggest.\(member.key)"))
            }
        }
    }

    /// Runs the case in the documented order.
    public func run() -> Outcome {
        var solver = Solver()
        var outcome = Outcome(steps: [], errors: [])
        func record(_ error: Error, _ subject: Outcome.Subject) {
            outcome.errors.append((subject, "\(type(of: error))"))
        }
        for (variable, strength) in editVariables {
            do { try solver.addEditVariable(variable, strength: strength) } catch { record(error, .variable(variable.name)) }
        }
        func suggest(_ step: [(variable: Variable, value: Double)]) {
            for (variable, value) in step {
                do { try solver.suggestValue(variable, value) } catch { record(error, .variable(variable.name)) }
            }
        }
        if let first = steps.first { suggest(first) }
        for entry in constraints {
            do { try solver.addConstraint(entry.constraint) } catch { record(error, .constraint(entry.id)) }
        }
        for (index, step) in steps.enumerated() {
            // The first step's suggestions were applied before the constraints; applying
            // them again would report their errors twice.
            if index > 0 { suggest(step) }
            solver.updateVariables()
            // The solver refuses numbers that could overflow; should a value still not be finite,
            // it is reported as an error and printed as null, never as NaN (which is not JSON).
            let values = variables.map { ($0.name, solver.value(of: $0)) }
            for (name, value) in values where !value.isFinite {
                outcome.errors.append((.variable(name), "NonFiniteValue"))
            }
            outcome.steps.append(values)
        }
        return outcome
    }

    /// A number as JSON: the shortest text that reads back as the same double.
    static func number(_ value: Double) -> String { !value.isFinite ? "null" : value == 0 ? "0.0" : "\(value)" }
}

/// A `solve` case file that does not match the format: where and what.
public struct SolverCaseError: Error, Sendable, CustomStringConvertible {
    /// The path inside the document (`constraints[2].terms[0][1]`).
    public var path: String
    /// What was expected there.
    public var message: String
    /// The file, when the case was read from one.
    public var file: String?
    /// Where in the file, when known.
    public var position: SourcePosition?

    public init(path: String, message: String, file: String? = nil, position: SourcePosition? = nil) {
        self.path = path; self.message = message; self.file = file; self.position = position
    }

    /// `file:line:column: path: message`, as scene-file errors and compilers write it; the parts
    /// not known are left out.
    public var description: String {
        var place = file ?? ""
        if let position { place += (place.isEmpty ? "" : ":") + "\(position)" }
        return (place.isEmpty ? "" : place + ": ") + "\(path): \(message)"
    }
}

/// Reads the values of a case from its document, each failure with its path and position.
enum SolverCaseReader {
    static func object(_ value: DocumentValue?, _ path: String, in parent: DocumentValue? = nil) throws(SolverCaseError) -> [(key: String, value: DocumentValue)] {
        try read(value, path, "an object", in: parent) { if case .object(let members) = $0 { members } else { nil } }
    }

    /// An array member; a missing optional one is empty.
    static func array(_ value: DocumentValue?, _ path: String, in parent: DocumentValue, optional: Bool = false) throws(SolverCaseError) -> [DocumentValue] {
        if value == nil, optional { return [] }
        return try read(value, path, "an array", in: parent) { if case .array(let items) = $0 { items } else { nil } }
    }

    static func string(_ value: DocumentValue?, _ path: String, in parent: DocumentValue? = nil) throws(SolverCaseError) -> String {
        try read(value, path, "a string", in: parent) { if case .string(let text) = $0 { text } else { nil } }
    }

    /// A number member; a missing one takes `default` when there is one.
    static func number(_ value: DocumentValue?, _ path: String, in parent: DocumentValue? = nil, default fallback: Double? = nil) throws(SolverCaseError) -> Double {
        if value == nil, let fallback { return fallback }
        return try read(value, path, "a number", in: parent) { if case .number(let number, _) = $0 { number } else { nil } }
    }

    /// What `extract` finds in `value`. A missing member is reported at its object (`parent`) as a
    /// missing key, as scene files report it; a value of another kind, at itself with what it is.
    private static func read<T>(_ value: DocumentValue?, _ path: String, _ expected: String, in parent: DocumentValue?,
                                _ extract: (DocumentValue.Kind) -> T?) throws(SolverCaseError) -> T {
        guard let value else {
            let key = path.split(separator: ".").last.map(String.init) ?? path
            throw SolverCaseError(path: path, message: "missing required key \"\(key)\"", position: parent?.position)
        }
        guard let found = extract(value.kind) else {
            throw SolverCaseError(path: path, message: "expected \(expected), found \(value.typeDescription)", position: value.position)
        }
        return found
    }
}
