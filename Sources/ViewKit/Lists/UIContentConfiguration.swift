import Foundation

/// What a cell, header or footer shows, as a value (UIKit's `UIContentConfiguration`): it makes the
/// view that draws it (`makeContentView()`) and gives the version of itself for a state (selected,
/// highlighted, disabled). `UIListContentConfiguration` is UIKit's own; a team writes its own for a
/// custom cell, as in UIKit. Setting one on a cell (`contentConfiguration`) puts its view in the
/// cell's `contentView`, pinned to its edges. Sendable, so that code in the Swift 5 language mode
/// (a team's tests) sets and reads a cell's configuration from anywhere, as it does with UIKit.
public protocol UIContentConfiguration: Sendable {
    /// A new view that draws this configuration.
    @MainActor func makeContentView() -> UIView & UIContentView
    /// This configuration as it is drawn in `state`.
    func updated(for state: UIConfigurationState) -> Self
}

/// A view made by a content configuration (UIKit's `UIContentView`): setting `configuration`
/// redraws it. UIKit requires `NSObjectProtocol`; here any class will do.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can draw `configuration` (UIKit then reuses it instead of making another).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// A view supports configurations of the type it was made for, as UIKit's default does.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The state a configuration is updated for (UIKit's `UIConfigurationState`): traits, and custom
/// states by key.
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A key for an app's own state in a configuration state (UIKit's `UIConfigurationStateCustomKey`).
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
