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
        // A layout constraint has a handful of terms: pairwise comparison beats hashing.
        guard terms.count > 16 else {
            var kept: [Term] = []
            kept.reserveCapacity(terms.count)
            for term in terms {
                if let index = kept.firstIndex(where: { $0.variable.id == term.variable.id }) {
                    kept[index].coefficient += term.coefficient
                } else {
                    kept.append(term)
                }
            }
            kept.removeAll { $0.coefficient == 0 }
            return Expression(kept, constant: constant)
        }
        var order: [Int] = []
        var sums: [Int: Term] = [:]
        for term in terms {
            if var existing = sums[term.variable.id] {
                existing.coefficient += term.coefficient
                sums[term.variable.id] = existing
            } else {
                order.append(term.variable.id)
                sums[term.variable.id] = term
            }
        }
        let kept = order.compactMap { id -> Term? in
            guard let term = sums[id], term.coefficient != 0 else { return nil }
            return term
        }
        return Expression(kept, constant: constant)
    }

    /// The expression's value when each variable takes `value(variable)`.
    public func evaluated(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// Every term and the constant multiplied by `factor`.
    public func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    public var description: String {
        (terms.map(\.description) + [String(constant)]).joined(separator: " + ")
    }
}
