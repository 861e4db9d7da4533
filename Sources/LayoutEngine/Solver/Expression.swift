/// A linear expression: a sum of terms plus a constant, as kiwi's `Expression`.
public struct Expression: Sendable, CustomStringConvertible {
    /// The summands; the same variable may appear more than once until `reduced()`.
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// The expression `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression made of one variable.
    public init(_ variable: Variable) { self.init([Term(variable)]) }

    /// The constant expression.
    public init(constant: Double) { self.init([], constant: constant) }

    /// The same expression with each variable once (coefficients summed, first appearance
    /// keeps its place) and zero coefficients dropped: kiwi reduces before it solves.
    public func reduced() -> Expression {
        // A layout constraint has a handful of terms, which a scan finds faster than a
        // hash; a long sum indexes its variables.
        let indexed = terms.count > 16
        // Most are reduced already (`a.top - b.bottom`): kept as they are, without a new array.
        if !indexed && isReducedShortSum { return self }
        var position: [Int: Int] = [:]
        var kept: [Term] = []
        kept.reserveCapacity(terms.count)
        for term in terms {
            let id = term.variable.id
            if let index = indexed ? position[id] : kept.firstIndex(where: { $0.variable.id == id }) {
                kept[index].coefficient += term.coefficient
            } else {
                if indexed { position[id] = kept.count }
                kept.append(term)
            }
        }
        kept.removeAll { $0.coefficient == 0 }
        return Expression(kept, constant: constant)
    }

    /// Whether no variable appears twice and no coefficient is zero (a scan: for a few terms).
    private var isReducedShortSum: Bool {
        for (index, term) in terms.enumerated() {
            if term.coefficient == 0 { return false }
            for earlier in terms[..<index] where earlier.variable.id == term.variable.id { return false }
        }
        return true
    }

    /// The expression's value when each variable takes `value(variable)`.
    public func evaluated(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// Every term and the constant multiplied by `factor`.
    public func scaled(by factor: Double) -> Expression {
        // Times one is the same expression (x * 1 == x for every double): a constraint's second
        // item mostly has multiplier 1, and a copy of its terms was an allocation per constraint.
        if factor == 1 { return self }
        return Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    public var description: String {
        (terms.map(\.description) + [String(constant)]).joined(separator: " + ")
    }
}
