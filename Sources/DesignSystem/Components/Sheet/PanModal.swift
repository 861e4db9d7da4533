import LayoutEngine

/// A PanModal presentation (slackhq/PanModal; seed 000's `presentPanModal`, COMPONENTS.md §11):
/// any content in a view that rises from the screen's bottom to its short- or long-form position
/// over a dim, with a drag indicator above it. Every number is PanModal's (`PanModalLayout`,
/// docs/sheets.md).
///
/// Scene-file keys: `shortFormHeight` and `longFormHeight` (each `"maxHeight"`,
/// `{"maxHeightWithTopInset": n}`, `{"contentHeight": n}`, `{"contentHeightIgnoringSafeArea": n}` or
/// `"intrinsicHeight"` (the content's measured height);
/// defaults: the long form's, and `"maxHeight"`), `state` (`"shortForm"` default, or `"longForm"`),
/// `anchorModalToLongForm` (default true), `topOffset` (default the top safe area + 21),
/// `showDragIndicator` (default true), `content` (components and raw nodes, laid out in the
/// presented view), `progress` (0...1 of the presentation's spring, default 1: at rest).
///
/// Node ids: `panModal.dim` (the screen), `panModal.container` (the presented view, its content's
/// ids as children), `panModal.dragIndicator` (absent when hidden).
public struct PanModal: FluentConfiguration {
    /// `shortFormHeight`; nil: the long form's.
    public var shortFormHeight: PanModalHeight?
    /// `longFormHeight`.
    public var longFormHeight: PanModalHeight
    /// Which form the view rests in.
    public var state: PanModalState
    /// `anchorModalToLongForm`.
    public var anchorModalToLongForm: Bool
    /// `topOffset`; nil: the top safe area + 21.
    public var topOffset: Double?
    /// `showDragIndicator`.
    public var showDragIndicator: Bool
    /// What the presented view shows.
    public var content: [ScreenContent]
    /// How far the presentation has run, 0 (below the screen) to 1 (at rest).
    public var progress: Double
    /// Draws the view at rest and gives its presentation to the scene's timeline instead
    /// (`AnimatedComponent`): the view rising and the dim fading in on the spring, for
    /// `render --frames`. Scene-file key `animatePresentation`.
    public var animatesPresentation = false

    /// A PanModal of `content` with PanModal's defaults, in short form.
    public init(shortFormHeight: PanModalHeight? = nil, longFormHeight: PanModalHeight = .maxHeight,
                state: PanModalState = .shortForm, content: [ScreenContent] = []) {
        self.shortFormHeight = shortFormHeight; self.longFormHeight = longFormHeight
        self.state = state; self.content = content
        anchorModalToLongForm = true; topOffset = nil; showDragIndicator = true; progress = 1
    }

    /// A copy resting in `state`.
    public func state(_ state: PanModalState) -> Self { with(\.state, state) }
    /// A copy with `anchorModalToLongForm` changed.
    public func anchoredToLongForm(_ anchored: Bool) -> Self { with(\.anchorModalToLongForm, anchored) }
    /// A copy with its own `topOffset`.
    public func topOffset(_ offset: Double) -> Self { with(\.topOffset, offset) }
    /// A copy with the drag indicator shown or hidden.
    public func showingDragIndicator(_ shown: Bool) -> Self { with(\.showDragIndicator, shown) }
    /// A copy `progress` of the way through its presentation.
    public func presented(_ progress: Double) -> Self { with(\.progress, progress) }
    /// A copy at rest whose presentation is animated on the scene's timeline.
    public func animatingPresentation(_ animates: Bool = true) -> Self { with(\.animatesPresentation, animates) }
}

extension PanModal: SceneComponent {
    public static var sceneKeys: SceneKeys<PanModal> {
        SceneKeys(component: "panModal", prototype: PanModal(),
                  summary: "PanModal (slackhq/PanModal, COMPONENTS.md §11): its heights, y positions and defaults. "
                    + "Ids: panModal.dim, panModal.container (content ids as children), panModal.dragIndicator.",
                  keys: [
            SceneKey("shortFormHeight", PanModalHeightDescription.self, doc: "Default: the long form's.",
                     get: { $0.shortFormHeight.map(PanModalHeightDescription.init) }, set: { $0.shortFormHeight = $1.height }),
            SceneKey("longFormHeight", PanModalHeightDescription.self, doc: "Default: \"maxHeight\".",
                     get: { PanModalHeightDescription($0.longFormHeight) }, set: { $0.longFormHeight = $1.height }),
            .value("state", \.state),
            .value("anchorModalToLongForm", \.anchorModalToLongForm),
            .optional("topOffset", \.topOffset, SceneCheck(schema: [.init("minimum", 0), .init("exclusiveMaximum", .number(Device.maximumLength))]) {
                $0.isFinite && $0 >= 0 && $0 < Device.maximumLength
                    ? nil : "expected 0 or more points, less than \(Int(Device.maximumLength)), found \($0)"
            }, doc: "Points; default the top safe area + 21."),
            .value("showDragIndicator", \.showDragIndicator),
            .content(\.content),
            .value("progress", \.progress, .progress, doc: PresentationKeys.progress),
            .value("animatePresentation", \.animatesPresentation, doc: PresentationKeys.animatePresentation),
        ], validate: { PresentationKeys.conflict(progress: $0.progress, animates: $0.animatesPresentation) })
    }
}

extension PanModalState: SceneValue {}

/// A `PanModalHeight` in a scene file: `"maxHeight"`, `"intrinsicHeight"` or an object with one of
/// `maxHeightWithTopInset`, `contentHeight`, `contentHeightIgnoringSafeArea` (points, 0 or more).
struct PanModalHeightDescription: SceneValue {
    var height: PanModalHeight

    init(_ height: PanModalHeight) { self.height = height }

    /// A reference to the schema's `panModalHeight` definition, `definition`.
    static var schema: JSONValue { ["$ref": "#/$defs/panModalHeight"] }

    static var definition: JSONValue {
        let inset: JSONValue = ["type": "number", "minimum": 0, "maximum": .number(Device.maximumLength)]
        let content: JSONValue = ["type": "number", "minimum": 0, "description": "Points of scroll content; any length (PanModal caps the position itself)."]
        return ["oneOf": [
            ["enum": ["maxHeight", "intrinsicHeight"],
             "description": "intrinsicHeight: the content's measured height, above the bottom safe area."],
            ["type": "object", "additionalProperties": false, "required": ["maxHeightWithTopInset"], "properties": ["maxHeightWithTopInset": inset]],
            ["type": "object", "additionalProperties": false, "required": ["contentHeight"], "properties": ["contentHeight": content]],
            ["type": "object", "additionalProperties": false, "required": ["contentHeightIgnoringSafeArea"],
             "properties": ["contentHeightIgnoringSafeArea": content]],
        ]]
    }

    private static let expected = "expected \"maxHeight\", \"intrinsicHeight\", {\"maxHeightWithTopInset\": n}, "
        + "{\"contentHeight\": n} or {\"contentHeightIgnoringSafeArea\": n}"

    init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            switch name {
            case "maxHeight": height = .maxHeight
            case "intrinsicHeight": height = .intrinsicHeight
            default: throw DecodingError.dataCorruptedError(in: single, debugDescription: "\(Self.expected), found \"\(name)\"")
            }
            return
        }
        var reader = try ConfigurationReader(decoder, readsComponentKey: false)
        let inset = { (value: Double) in
            value.isFinite && value >= 0 && value <= Device.maximumLength
                ? nil : "expected 0 to \(Int(Device.maximumLength)) points, found \(value)"
        }
        // A content height is the scroll content's, 10,000 points and more is ordinary; PanModal's
        // `topMargin(from:)` and `longFormYPos` cap the position themselves (never above `maxHeight`),
        // so any finite length is drawable and no upper bound applies (DESIGN.md: limits bound
        // resources, never values real UIKit code uses).
        let content = { (value: Double) in
            value.isFinite && value >= 0 ? nil : "expected a finite length of 0 or more points, found \(value)"
        }
        let heights: [PanModalHeight] = [
            try reader.readIfPresent("maxHeightWithTopInset", check: inset).map(PanModalHeight.maxHeightWithTopInset),
            try reader.readIfPresent("contentHeight", check: content).map(PanModalHeight.contentHeight),
            try reader.readIfPresent("contentHeightIgnoringSafeArea", check: content).map(PanModalHeight.contentHeightIgnoringSafeArea),
        ].compactMap { $0 }
        try reader.finish()
        guard heights.count == 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(Self.expected), found \(heights.count) keys"))
        }
        height = heights[0]
    }
}

extension PanModalHeightDescription {
    /// `"maxHeight"`, `"intrinsicHeight"`, or an object with the height's one key.
    func encode(to encoder: Encoder) throws {
        let named: (String, Double)
        switch height {
        case .maxHeight, .intrinsicHeight:
            var single = encoder.singleValueContainer()
            try single.encode(height == .maxHeight ? "maxHeight" : "intrinsicHeight")
            return
        case .maxHeightWithTopInset(let points): named = ("maxHeightWithTopInset", points)
        case .contentHeight(let points): named = ("contentHeight", points)
        case .contentHeightIgnoringSafeArea(let points): named = ("contentHeightIgnoringSafeArea", points)
        }
        var writer = try ConfigurationWriter(encoder, component: nil)
        try writer.writeIfPresent(named.0, named.1)
    }
}
