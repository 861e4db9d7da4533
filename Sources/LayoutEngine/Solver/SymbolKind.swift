/// What a tableau symbol stands for, kiwi's `Symbol::Type`.
enum SymbolKind: UInt8, Sendable {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: restricted to be non-negative.
    case slack
    /// The error of a non-required constraint: non-negative, weighted in the objective.
    case error
    /// The marker of a required equality: always zero, never pivoted.
    case dummy
}
