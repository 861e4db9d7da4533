/// The result builder of `LayoutSystem.constrain`: each line is a constraint or a list of
/// them (`$0.frame.edges(equalTo: card.frame)`); `if`, `if/else` and `for` work as in Swift.
///
/// Each line records its own `#fileID:#line` on the constraints it makes (a constraint
/// that already has a location, from `labeled`, keeps it), so an unsatisfiable layout
/// names the very line of the DSL that made each conflicting constraint.
@resultBuilder
public enum ConstraintBuilder {
    /// One constraint line.
    public static func buildExpression(_ constraint: Constraint, file: StaticString = #fileID,
                                       line: UInt = #line) -> [Constraint] {
        [constraint.located(at: SourceLocation(file, line: line))]
    }
    /// A line that makes several constraints (the guide helpers).
    public static func buildExpression(_ constraints: [Constraint], file: StaticString = #fileID,
                                       line: UInt = #line) -> [Constraint] {
        let location = SourceLocation(file, line: line)
        return constraints.map { $0.located(at: location) }
    }
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
