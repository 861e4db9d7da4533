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

    /// Parses a case; the error names the path inside the document that is wrong.
    public init(json data: Data) throws(SolverCaseError) {
        let document: Any
        do {
            document = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw SolverCaseError(path: "$", message: "not valid JSON (\(error.localizedDescription))", isSyntaxError: true)
        }
        guard let root = document as? [String: Any] else { throw SolverCaseError(path: "$", message: "expected an object") }
        let names = try SolverCase.array(root["variables"], "variables").enumerated().map { index, name throws(SolverCaseError) in
            try SolverCase.string(name, "variables[\(index)]")
        }
        var byName: [String: Variable] = [:]
        var variables: [Variable] = []
        for (index, name) in names.enumerated() {
            guard byName[name] == nil else { throw SolverCaseError(path: "variables[\(index)]", message: "'\(name)' is listed twice") }
            let variable = Variable(name)
            byName[name] = variable
            variables.append(variable)
        }
        func variable(_ value: Any?, _ path: String) throws(SolverCaseError) -> Variable {
            let name = try SolverCase.string(value, path)
            guard let variable = byName[name] else {
                throw SolverCaseError(path: path, message: "'\(name)' is not in \"variables\"")
            }
            return variable
        }
        self.variables = variables
        editVariables = try SolverCase.array(root["edit_variables"] ?? [Any](), "edit_variables").enumerated()
            .map { index, item throws(SolverCaseError) in
                let path = "edit_variables[\(index)]"
                let object = try SolverCase.object(item, path)
                return (try variable(object["name"], "\(path).name"),
                        Strength(try SolverCase.number(object["strength"], "\(path).strength")))
            }
        constraints = try SolverCase.array(root["constraints"] ?? [Any](), "constraints").enumerated()
            .map { index, item throws(SolverCaseError) in
                let path = "constraints[\(index)]"
                let object = try SolverCase.object(item, path)
                let terms = try SolverCase.array(object["terms"], "\(path).terms").enumerated().map { k, term throws(SolverCaseError) in
                    let termPath = "\(path).terms[\(k)]"
                    let pair = try SolverCase.array(term, termPath)
                    guard pair.count == 2 else { throw SolverCaseError(path: termPath, message: "expected [name, coefficient]") }
                    return Term(try variable(pair[0], "\(termPath)[0]"), try SolverCase.number(pair[1], "\(termPath)[1]"))
                }
                let op = try SolverCase.string(object["op"], "\(path).op")
                guard let relation = Relation(rawValue: op) else {
                    throw SolverCaseError(path: "\(path).op", message: "expected \"==\", \"<=\" or \">=\", found \"\(op)\"")
                }
                let id = try SolverCase.number(object["id"], "\(path).id")
                guard let intID = Int(exactly: id) else { throw SolverCaseError(path: "\(path).id", message: "expected an integer") }
                let expression = Expression(terms, constant: try SolverCase.number(object["constant"] ?? 0.0, "\(path).constant"))
                let strength = Strength(try SolverCase.number(object["strength"] ?? Strength.required.weight, "\(path).strength"))
                return Entry(id: intID, constraint: Constraint(expression, relation, strength: strength, label: "constraint \(intID)"))
            }
        steps = try SolverCase.array(root["steps"] ?? [Any](), "steps").enumerated().map { index, item throws(SolverCaseError) in
            let path = "steps[\(index)]"
            let object = try SolverCase.object(item, path)
            let suggest = try SolverCase.object(object["suggest"] ?? [String: Any](), "\(path).suggest")
            return try suggest.keys.sorted().map { name throws(SolverCaseError) in
                (try variable(name, "\(path).suggest"), try SolverCase.number(suggest[name], "\(path).suggest.\(name)"))
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

    private static func array(_ value: Any?, _ path: String) throws(SolverCaseError) -> [Any] {
        guard let array = value as? [Any] else { throw SolverCaseError(path: path, message: "expected an array") }
        return array
    }

    private static func object(_ value: Any?, _ path: String) throws(SolverCaseError) -> [String: Any] {
        guard let object = value as? [String: Any] else { throw SolverCaseError(path: path, message: "expected an object") }
        return object
    }

    private static func string(_ value: Any?, _ path: String) throws(SolverCaseError) -> String {
        guard let string = value as? String else { throw SolverCaseError(path: path, message: "expected a string") }
        return string
    }

    private static func number(_ value: Any?, _ path: String) throws(SolverCaseError) -> Double {
        // JSON true and false arrive as NSNumber too, with the Objective-C type code of a char.
        guard let number = value as? NSNumber, number.objCType.pointee != CChar(UInt8(ascii: "c")) else {
            throw SolverCaseError(path: path, message: "expected a number")
        }
        let double = number.doubleValue
        guard double.isFinite else { throw SolverCaseError(path: path, message: "expected a finite number") }
        return double
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
    /// Whether the text is not JSON at all (Foundation's parser gives no position; the scene-file
    /// parser can find where).
    public var isSyntaxError = false

    public var description: String { "\(path): \(message)" }
}
