import Testing
@testable import LayoutEngine

/// The expression arithmetic every constraint is made from: the shortcuts that skip copying
/// (a reduced expression kept, times one) must give the terms, order and constant the long way does.
@Suite struct ExpressionTests {
    let a = Variable("a"), b = Variable("b"), c = Variable("c")

    private func summary(_ expression: Expression) -> [String] {
        expression.terms.map { "\($0.variable.id):\($0.coefficient)" } + ["\(expression.constant)"]
    }

    @Test func aDifferenceNegatesTheRightSideInOrder() {
        let difference = (a + 2 * b + 3) - (c + 5)
        #expect(summary(difference) == ["\(a.id):1.0", "\(b.id):2.0", "\(c.id):-1.0", "-2.0"])
    }

    @Test func reducingMergesRepeatsAndDropsZerosButKeepsAReducedExpression() {
        #expect(summary((a + b - a).reduced()) == ["\(b.id):1.0", "0.0"])
        #expect(summary((a + b + a + 1).reduced()) == ["\(a.id):2.0", "\(b.id):1.0", "1.0"])
        #expect(summary(Expression([Term(a, 0), Term(b, 4)], constant: 1).reduced()) == ["\(b.id):4.0", "1.0"])
        #expect(summary((c - a + 7).reduced()) == ["\(c.id):1.0", "\(a.id):-1.0", "7.0"])
    }

    @Test func scalingByOneOrAnotherFactor() {
        #expect(summary((a - b + 2) * 1) == ["\(a.id):1.0", "\(b.id):-1.0", "2.0"])
        #expect(summary((a - b + 2) * -0.5) == ["\(a.id):-0.5", "\(b.id):0.5", "-1.0"])
    }
}
