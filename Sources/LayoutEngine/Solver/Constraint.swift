/// Where in the caller's source a constraint was made: shown when it conflicts.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The `#fileID` of the call (`"MyModule/AlertLayout.swift"`).
    public var file: String {
        get {
            switch name {
            case .text(let text): text
            case .literal(let literal): literal.description
            }
        }
        set { name = .text(newValue) }
    }
    /// The line of the call.
    public var line: Int
    /// The file as given. A `#fileID` literal is kept as one until a message reads it: every node
    /// and constraint records where it was made, and a `String` of a path longer than 15 bytes is
    /// an allocation each time.
    private var name: FileName
    private enum FileName: Sendable {
        case text(String)
        case literal(StaticString)
    }

    /// The location `file:line`.
    public init(file: String, line: Int) {
        name = .text(file)
        self.line = line
    }

    /// The location of a call's `#fileID` and `#line`.
    public init(_ fileID: StaticString, line: UInt) {
        name = .literal(fileID)
        self.line = Int(line)
    }

    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool { lhs.line == rhs.line && lhs.file == rhs.file }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(line)
    }

    public var description: String { "\(file):\(line)" }
}

/// A linear relation the solver keeps: `expression OP 0` at a strength, as kiwi's
/// `Constraint`. Copies are the same constraint; the modifiers (`labeled`, `strength`)
/// make a new one.
public struct Constraint: Sendable, CustomStringConvertible {
    /// The identity the solver knows the constraint by.
    public let id: Int
    /// The left side minus the right side, reduced (each variable once).
    public let expression: Expression
    /// How `expression` compares with zero.
    public let relation: Relation
    /// How much it matters; `.required` must hold.
    public let strength: Strength
    /// A human name for messages (`"card width"`); empty when none was given.
    public var label: String {
        switch labelSource {
        case .text(let text): text
        case .described(let describe): describe()
        }
    }
    /// The source location of the call that made it, when known.
    public let location: SourceLocation?

    /// The label as given, or how to make it when a message needs it: a constraint is rarely
    /// named in a message, and describing one (`title.top == card.top + 16`) builds strings.
    enum LabelSource: Sendable {
        case text(String)
        case described(@Sendable () -> String)
    }
    private let labelSource: LabelSource

    /// The constraint `expression OP 0`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required,
                label: String = "", location: SourceLocation? = nil) {
        self.init(reduced: expression.reduced(), relation, strength: strength, labelSource: .text(label), location: location)
    }

    /// The constraint `expression OP 0`, its label made by `describe` only when a message names it.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required,
                describedBy describe: @escaping @Sendable () -> String, location: SourceLocation? = nil) {
        self.init(reduced: expression.reduced(), relation, strength: strength, labelSource: .described(describe), location: location)
    }

    /// The constraint over an expression already reduced (a modifier's copy).
    private init(reduced expression: Expression, _ relation: Relation, strength: Strength, labelSource: LabelSource,
                 location: SourceLocation?) {
        self.id = nextSolverIdentity()
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.labelSource = labelSource
        self.location = location
    }

    /// The same relation with a name for messages, made at the caller's location.
    public func labeled(_ label: String, file: StaticString = #fileID, line: UInt = #line) -> Constraint {
        Constraint(reduced: expression, relation, strength: strength, labelSource: .text(label),
                   location: SourceLocation(file, line: line))
    }

    /// The same relation named by `describe` when a message names it (see `init(_:_:strength:describedBy:location:)`),
    /// made at the caller's location.
    public func labeled(describedBy describe: @escaping @Sendable () -> String, file: StaticString = #fileID,
                        line: UInt = #line) -> Constraint {
        Constraint(reduced: expression, relation, strength: strength, labelSource: .described(describe),
                   location: SourceLocation(file, line: line))
    }

    /// The same relation named by `describe` (when a message names it), made at `location`.
    func described(by describe: @escaping @Sendable () -> String, at location: SourceLocation?) -> Constraint {
        Constraint(reduced: expression, relation, strength: strength, labelSource: .described(describe), location: location)
    }

    /// The same relation made at `location`, unless it already records where it was made.
    func located(at location: SourceLocation) -> Constraint {
        guard self.location == nil else { return self }
        return Constraint(reduced: expression, relation, strength: strength, labelSource: labelSource, location: location)
    }

    /// The same relation, strength, label and location over the same terms with another constant
    /// (a new constraint; `Solver.changeConstant(of:to:)`).
    func withConstant(_ constant: Double) -> Constraint {
        Constraint(reduced: Expression(expression.terms, constant: constant), relation, strength: strength,
                   labelSource: labelSource, location: location)
    }

    /// The same relation at another strength.
    public func strength(_ strength: Strength) -> Constraint {
        Constraint(reduced: expression, relation, strength: strength, labelSource: labelSource, location: location)
    }

    /// The same relation at a UIKit priority (1...1000); see `Strength.priority(_:)`.
    public func priority(_ priority: Double) -> Constraint { strength(.priority(priority)) }

    /// Whether `value` satisfies the relation within `tolerance`.
    public func isSatisfied(_ value: (Variable) -> Double, tolerance: Double = 1e-6) -> Bool {
        let v = expression.evaluated(value)
        switch relation {
        case .equal: return abs(v) <= tolerance
        case .lessThanOrEqual: return v <= tolerance
        case .greaterThanOrEqual: return v >= -tolerance
        }
    }

    /// The label and location as a message names the constraint: `"card width" (File.swift:12)`,
    /// or the relation itself when it has no label.
    public var name: String {
        let what = label.isEmpty ? "\(expression) \(relation) 0" : "\"\(label)\""
        guard let location else { return what }
        return "\(what) (\(location))"
    }

    public var description: String { "\(name) [\(strength)]" }
}
