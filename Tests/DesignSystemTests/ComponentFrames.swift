import Testing
@testable import LayoutEngine
@testable import DesignSystem

/// The screen frames of `component`'s nodes on `device` with the standard theme.
func frames(_ component: any Component, on device: Device = .iphone15) throws -> FrameReport {
    FrameReport(scene: Scene(size: device.size, scale: device.scale,
                             nodes: try component.sceneNodes(on: device, theme: .standard)))
}

extension FrameReport {
    /// The frame of `id`; records an issue and returns `.zero` when there is none.
    subscript(id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Rect {
        guard let frame = frame(id) else {
            Issue.record("no node \(id) among \(allEntries.map(\.id))", sourceLocation: sourceLocation)
            return .zero
        }
        return frame
    }

    /// Whether the scene has a node called `id`.
    func contains(_ id: String) -> Bool { frame(id) != nil }
}

/// Whether two lengths agree within one device pixel at `scale` (centering rounds to the grid).
func withinPixel(_ a: Double, _ b: Double, scale: Double) -> Bool { abs(a - b) <= 1 / scale + 1e-9 }

/// Whether two lengths are equal but for floating-point error (frames on a 1/3-point grid
/// are not exact binary fractions).
func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
