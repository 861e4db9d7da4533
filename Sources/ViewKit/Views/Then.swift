import Foundation

/// The `Then` library's `then`, `with` and `do`: configure an object in a closure where it is
/// made (`let label = UILabel().then { $0.text = "Hi" }`).
public protocol Then {}

extension Then where Self: AnyObject {
    /// Runs `block` on the object and returns it.
    @discardableResult
    public func then(_ block: (Self) throws -> Void) rethrows -> Self {
        try block(self)
        return self
    }
}

extension Then {
    /// A copy changed by `block` (for value types).
    public func with(_ block: (inout Self) throws -> Void) rethrows -> Self {
        var copy = self
        try block(&copy)
        return copy
    }
    /// Runs `block` on the value.
    public func `do`(_ block: (Self) throws -> Void) rethrows { try block(self) }
}

extension UIEdgeInsets: Then {}
extension NSDirectionalEdgeInsets: Then {}
extension CGRect: Then {}
extension CGSize: Then {}
extension CGPoint: Then {}
extension NSParagraphStyle: Then {}
extension UIColor: Then {}
