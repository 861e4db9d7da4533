import Foundation
import LayoutEngine

/// A rectangle that takes part in layout without drawing (UIKit's `UILayoutGuide`): spacers,
/// and each view's safe-area and margins guides.
@preconcurrency @MainActor
open class UILayoutGuide: LayoutItem, Then {
    /// What the guide is: one of its own, or a view's safe area, margins or frame.
    enum Kind {
        case custom, safeArea, margins, frame
    }
    let kind: Kind
    /// The view the guide belongs to.
    public internal(set) var owningView: UIView? {
        get { ownerReference?.view }
        set { ownerReference = newValue?.reference }
    }
    private var ownerReference: ItemReference?
    /// How constraints point at the guide (see `ItemReference`).
    let reference = ItemReference()
    public var identifier = ""
    /// The guide's rectangle in its owning view's coordinates, after layout.
    public internal(set) var layoutFrame: CGRect = .zero

    public init() {
        kind = .custom
        reference.item = self
    }
    init(kind: Kind, owner: UIView) {
        self.kind = kind
        reference.item = self
        owningView = owner
        identifier = switch kind {
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .margins: "UIViewLayoutMarginsGuide"
        case .frame: "UIScrollView-frameLayoutGuide"
        case .custom: ""
        }
    }

    deinit { reference.item = nil }

    var owningItemView: UIView? { owningView }
    var snapConstraints: [Constraint] = []
    var layoutDebugName: String {
        let owner = owningView?.layoutDebugName ?? "?"
        return switch kind {
        case .safeArea: "\(owner).safeArea"
        case .margins: "\(owner).margins"
        case .frame: "\(owner).frameGuide"
        case .custom: identifier.isEmpty ? "\(owner).guide" : "\(owner).\(identifier)"
        }
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
