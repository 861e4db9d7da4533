import Foundation

#if !canImport(ObjectiveC)
/// The name of a method (Objective-C's `Selector`), which Swift on Linux lacks.
///
/// Swift on Linux rejects `#selector(...)`; the zero-edits adapter rewrites
/// `#selector(didTap(_:))` into `Selector("didTap:")`, and code may write a string literal.
/// Without the Objective-C runtime a selector names a method but cannot call it: a control or
/// gesture recognizer records its target-action pairs (readable through `allTargets`,
/// `actions(forTarget:forControlEvent:)`), and sending an action to a selector target is recorded
/// in `UIApplication.shared.sentActions`, not performed. `UIAction` handlers are real closures
/// and are called.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name as Objective-C spells it (`didTap:`).
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.init(value) }
    public var description: String { name }
}

/// `NSStringFromSelector`: the selector's name.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
/// `NSSelectorFromString`: a selector of that name.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
#endif
