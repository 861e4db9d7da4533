import Foundation
import LayoutEngine

/// What a snapshot (of a view, a scene, a component, or anything a strategy draws as a scene) does
/// about text with characters no font draws.
public enum MissingGlyphPolicy: Sendable, Hashable {
    /// The assertion fails, naming the characters and the text nodes (the default: a snapshot of
    /// boxes is not a picture of the component).
    case fail
    /// A note is printed and the comparison goes on.
    case warn
}

extension MissingGlyphPolicy {
    /// The rule every snapshot applies to text with characters no font draws (`missing`: one line
    /// per text node, `MissingGlyphs.find(in:)`): nil when there is none; under `.fail` the failure
    /// message naming the characters and the nodes; under `.warn` that message is printed as a note
    /// and the result is nil.
    func failure(for missing: [String]) -> String? {
        guard !missing.isEmpty else { return nil }
        let message = "Text with characters no font draws: " + missing.joined(separator: "; ")
        switch self {
        case .fail: return message
        case .warn: TestIssueReporter.note(message); return nil
        }
    }

    /// The rule applied to `scene`'s text nodes, for strategies that draw scenes outside
    /// `ImageSnapshot` (swift-snapshot-testing's): see `failure(for:)`.
    public func failure(in scene: Scene) -> String? {
        failure(for: MissingGlyphs.find(in: scene))
    }
}

/// The text nodes of a scene whose text has characters no font draws.
enum MissingGlyphs {
    static func find(in scene: Scene) -> [String] {
        var found: [String] = []
        func visit(_ node: SceneNode) {
            if case let .text(layout, _)? = node.content, !layout.missingCharacters.isEmpty {
                found.append("\(node.id): " + layout.missingCharactersNamed)
            }
            node.children.forEach(visit)
        }
        scene.nodes.forEach(visit)
        return found
    }
}
