/// The result builder of `LayoutSystem.constrain`: each line is a constraint or a list of
/// them (`$0.edges(equalTo: card.frame)`); `if`, `if/else` and `for` work as in Swift.
@resultBuilder
public enum ConstraintBuilder {
    public static func buildExpression(_ constraint: Constraint) -> [Constraint] { [constraint] }
    public static func buildExpression(_ constraints: [Constraint]) -> [Constraint] { constraints }
    public static func buildBlock(_ parts: [Constraint]...) -> [Constraint] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Constraint]?) -> [Constraint] { part ?? [] }
    public static func buildEither(first part: [Constraint]) -> [Constraint] { part }
    public static func buildEither(second part: [Constraint]) -> [Constraint] { part }
    public static func buildArray(_ parts: [[Constraint]]) -> [Constraint] { parts.flatMap { $0 } }
}
