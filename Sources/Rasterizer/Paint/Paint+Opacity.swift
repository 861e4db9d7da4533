import LayoutEngine

extension Paint {
    /// The paint with every color's alpha multiplied by `opacity` (0...1).
    public func withOpacity(_ opacity: Double) -> Paint {
        guard opacity < 1 else { return self }
        func fade(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(location: $0.location, color: $0.color.withOpacity(opacity)) }
        }
        switch self {
        case .solid(let color):
            return .solid(color.withOpacity(opacity))
        case .linearGradient(let start, let end, let stops):
            return .linearGradient(start: start, end: end, stops: fade(stops))
        case .radialGradient(let center, let radius, let stops):
            return .radialGradient(center: center, radius: radius, stops: fade(stops))
        }
    }
}
