/// The result builder of `LayoutSystem.constrain`: each line is a constraint or a list of
/// them (`$0.frame.edges(equalTo: card.frame)`); `if`, `if/else` and `for` work as in Swift.
@resultBuilder
public enum ConstraintBuilder {
    /// One constraint line.
    public static func buildExpression(_ constraint: Constraint) -> [Constraint] { [constraint] }
    /// A line that makes several constraints (the guide helpers).
    public static func buildExpression(_ constraints: [Constraint]) -> [Constraint] { constraints }
    /// The lines of a block, in order.
    public static func buildBlock(_ parts: [Constraint]...) -> [Constraint] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [Constraint]?) -> [Constraint] { part ?? [] }
    /// The `if` branch of an `if/else`.
    public static func buildEither(first part: [Constraint]) -> [Constraint] { part }
    /// The `else` branch of an `if/else`.
    public static func buildEither(second part: [Constraint]) -> [Constraint] { part }
    /// A `for` loop's iterations.
    public static func buildArray(_ parts: [[Constraint]]) -> [Constraint] { parts.flatMap { $0 } }
}
