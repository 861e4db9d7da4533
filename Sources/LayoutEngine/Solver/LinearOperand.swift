/// Anything that reads as a linear expression: variables, terms and expressions. The
/// operators below combine operands and numbers into expressions, and compare them into
/// constraints, so `x + 8 == y` builds a `Constraint` as it does in kiwi.
public protocol LinearOperand: Sendable {
    /// The operand as an expression.
    var linearExpression: Expression { get }
}

extension Variable: LinearOperand {
    /// The variable alone.
    public var linearExpression: Expression { Expression(self) }
}

extension Term: LinearOperand {
    /// The term alone.
    public var linearExpression: Expression { Expression([self]) }
}

extension Expression: LinearOperand {
    /// The expression itself.
    public var linearExpression: Expression { self }
}

/// The sum of two expressions.
public func + <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> Expression {
    let l = lhs.linearExpression, r = rhs.linearExpression
    return Expression(l.terms + r.terms, constant: l.constant + r.constant)
}

/// The expression plus a constant.
public func + <L: LinearOperand>(lhs: L, rhs: Double) -> Expression {
    let l = lhs.linearExpression
    return Expression(l.terms, constant: l.constant + rhs)
}

/// A constant plus the expression.
public func + <R: LinearOperand>(lhs: Double, rhs: R) -> Expression { rhs + lhs }

/// The difference of two expressions.
public func - <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> Expression {
    // One array, not a negated copy of the right side and then the concatenation: every
    // constraint `lhs OP rhs` is made from this difference.
    let l = lhs.linearExpression, r = rhs.linearExpression
    var terms = l.terms
    terms.reserveCapacity(l.terms.count + r.terms.count)
    for term in r.terms { terms.append(Term(term.variable, term.coefficient * -1)) }
    return Expression(terms, constant: l.constant + r.constant * -1)
}

/// The expression minus a constant.
public func - <L: LinearOperand>(lhs: L, rhs: Double) -> Expression { lhs + -rhs }

/// A constant minus the expression.
public func - <R: LinearOperand>(lhs: Double, rhs: R) -> Expression { rhs.linearExpression.scaled(by: -1) + lhs }

/// The expression negated.
public prefix func - <E: LinearOperand>(operand: E) -> Expression { operand.linearExpression.scaled(by: -1) }

/// The expression times a number.
public func * <L: LinearOperand>(lhs: L, rhs: Double) -> Expression { lhs.linearExpression.scaled(by: rhs) }

/// A number times the expression.
public func * <R: LinearOperand>(lhs: Double, rhs: R) -> Expression { rhs.linearExpression.scaled(by: lhs) }

/// The expression divided by a number.
public func / <L: LinearOperand>(lhs: L, rhs: Double) -> Expression { lhs.linearExpression.scaled(by: 1 / rhs) }

/// The required constraint `lhs == rhs`.
public func == <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == <L: LinearOperand>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == <R: LinearOperand>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs <= rhs`.
public func <= <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= <L: LinearOperand>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= <R: LinearOperand>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= <L: LinearOperand, R: LinearOperand>(lhs: L, rhs: R) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= <L: LinearOperand>(lhs: L, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= <R: LinearOperand>(lhs: Double, rhs: R) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
