import Foundation

/// What VoiceOver makes of one element, as AccessibilitySnapshot's parser reports it: the
/// sentence it reads (`description`), the hint it reads after a pause, the shape it outlines
/// and where a double tap lands, in the parsed root view's coordinates.
public struct AccessibilityElement: Hashable, Sendable {
    /// A name of a custom action, as the legend lists it.
    public typealias CustomAction = String

    /// What VoiceOver reads: label, value, traits and context ("Selected: Week. Button. 2 of 3.").
    public let description: String
    public let label: String?
    public let value: String?
    public let traits: UIAccessibilityTraits
    public let identifier: String?
    /// The element's hint with what VoiceOver adds for switches, text fields and adjustable
    /// elements ("Double tap to toggle setting."), or nil.
    public let hint: String?
    public let userInputLabels: [String]?
    /// The outline VoiceOver draws, in the root's coordinates.
    public let shape: AccessibilityShape
    /// Where a double tap activates the element, in the root's coordinates.
    public let activationPoint: AccessibilityPoint
    /// Whether the activation point is the default one (the frame's center; a slider's thumb).
    public let usesDefaultActivationPoint: Bool
    /// The names of the element's custom actions, in order.
    public let customActions: [CustomAction]
    public let accessibilityLanguage: String?
    public let respondsToUserInteraction: Bool

    public init(description: String, label: String?, value: String?, traits: UIAccessibilityTraits, identifier: String?,
                hint: String?, userInputLabels: [String]?, shape: AccessibilityShape, activationPoint: AccessibilityPoint,
                usesDefaultActivationPoint: Bool, customActions: [CustomAction], accessibilityLanguage: String?,
                respondsToUserInteraction: Bool) {
        self.description = description
        self.label = label
        self.value = value
        self.traits = traits
        self.identifier = identifier
        self.hint = hint
        self.userInputLabels = userInputLabels
        self.shape = shape
        self.activationPoint = activationPoint
        self.usesDefaultActivationPoint = usesDefaultActivationPoint
        self.customActions = customActions
        self.accessibilityLanguage = accessibilityLanguage
        self.respondsToUserInteraction = respondsToUserInteraction
    }
}

/// AccessibilitySnapshot's older name for an element.
public typealias AccessibilityMarker = AccessibilityElement

/// A point in the parsed root's coordinates.
public struct AccessibilityPoint: Hashable, Sendable {
    public let x: Double
    public let y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
    public static let zero = AccessibilityPoint(x: 0, y: 0)
    public var cgPoint: CGPoint { CGPoint(x: x, y: y) }
}

/// A size in points.
public struct AccessibilitySize: Hashable, Sendable {
    public let width: Double
    public let height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = AccessibilitySize(width: 0, height: 0)
}

/// A rectangle in the parsed root's coordinates.
public struct AccessibilityRect: Hashable, Sendable {
    public let origin: AccessibilityPoint
    public let size: AccessibilitySize
    public init(origin: AccessibilityPoint, size: AccessibilitySize) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: AccessibilityPoint(x: x, y: y), size: AccessibilitySize(width: width, height: height))
    }
    public init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
    public static let zero = AccessibilityRect(origin: .zero, size: .zero)
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var cgRect: CGRect { CGRect(x: origin.x, y: origin.y, width: size.width, height: size.height) }
}

/// One step of an element's outline (`accessibilityPath`), in the root's coordinates.
public enum AccessibilityPathElement: Hashable, Sendable {
    case move(to: AccessibilityPoint)
    case line(to: AccessibilityPoint)
    case quadCurve(to: AccessibilityPoint, control: AccessibilityPoint)
    case curve(to: AccessibilityPoint, control1: AccessibilityPoint, control2: AccessibilityPoint)
    case closeSubpath
}

/// What VoiceOver outlines: the element's frame, or its path when it has one.
public enum AccessibilityShape: Hashable, Sendable {
    case frame(AccessibilityRect)
    case path([AccessibilityPathElement])

    /// The rectangle holding the shape.
    public var boundingBox: AccessibilityRect {
        switch self {
        case let .frame(rect): return rect
        case let .path(elements):
            let points = elements.flatMap { element -> [AccessibilityPoint] in
                switch element {
                case let .move(to), let .line(to): return [to]
                case let .quadCurve(to, control): return [to, control]
                case let .curve(to, control1, control2): return [to, control1, control2]
                case .closeSubpath: return []
                }
            }
            guard let first = points.first else { return .zero }
            var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
            for point in points {
                minX = min(minX, point.x); minY = min(minY, point.y); maxX = max(maxX, point.x); maxY = max(maxY, point.y)
            }
            return AccessibilityRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }
}
