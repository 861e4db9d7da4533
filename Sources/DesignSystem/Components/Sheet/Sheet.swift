import LayoutEngine

/// A UIKit sheet (`UISheetPresentationController`, iOS 15 to 17; COMPONENTS.md §11, seed 004):
/// any content in a sheet resting at one of its detents over the presenting screen, which is
/// dimmed only above the largest undimmed detent. Numbers Apple does not publish are listed in
/// docs/sheets.md.
///
/// Scene-file keys: `detents` (default `["large"]`; each `"medium"`, `"large"`, `"content"`, or
/// `{"identifier", "fraction" | "height" | "safeAreaFraction"}`), `detent` (the selected detent's
/// identifier; default the smallest), `largestUndimmedDetent` (an identifier; default none: always
/// dimmed), `grabber` (default false), `cornerRadius` (default the theme's `sheet`, 10),
/// `edgeAttachedInCompactHeight` (default false), `content` (components and raw nodes, laid out in
/// the sheet), `progress` (0...1 of the presentation's spring, default 1: at rest),
/// `navigationTitle` (the content inside a navigation controller with this title; default none).
///
/// Node ids: `sheet.dim` (only when dimmed), `sheet` (the sheet, clipping its content), its
/// content's ids as children, `sheet.navigationBar` with `sheet.navigationBar.title` (with a
/// navigation title), `sheet.grabber` (last child, when shown).
public struct Sheet: FluentConfiguration {
    /// Where the sheet may rest (`detents`).
    public var detents: [SheetDetent]
    /// `selectedDetentIdentifier`; nil: the smallest detent.
    public var detent: String?
    /// `largestUndimmedDetentIdentifier`; nil: dimmed at every detent.
    public var largestUndimmedDetent: String?
    /// `prefersGrabberVisible`.
    public var grabber: Bool
    /// `preferredCornerRadius`; nil: the theme's sheet radius.
    public var cornerRadius: Double?
    /// `prefersEdgeAttachedInCompactHeight`.
    public var edgeAttachedInCompactHeight: Bool
    /// What the sheet shows.
    public var content: [ScreenContent]
    /// How far the presentation has run, 0 (not yet shown) to 1 (at rest).
    public var progress: Double
    /// The content sits in a navigation controller whose bar shows this title (seed 004 presents
    /// `UINavigationController(rootViewController: memoVC)` as the sheet); nil: no bar.
    public var navigationTitle: String?
    /// Draws the view at rest and gives its presentation to the scene's timeline instead
    /// (`AnimatedComponent`): the view rising and the dim fading in on the spring, for
    /// `render --frames`. Scene-file key `animatePresentation`.
    public var animatesPresentation = false

    /// A sheet of `content` at `detents`, showing the smallest.
    public init(detents: [SheetDetent] = [.large], content: [ScreenContent] = []) {
        self.detents = detents; self.content = content
        detent = nil; largestUndimmedDetent = nil; grabber = false; cornerRadius = nil
        edgeAttachedInCompactHeight = false; progress = 1
    }

    /// A copy resting at the detent called `identifier`.
    public func selecting(_ identifier: String) -> Self { with(\.detent, identifier) }
    /// A copy undimmed at and below the detent called `identifier`.
    public func largestUndimmed(_ identifier: String) -> Self { with(\.largestUndimmedDetent, identifier) }
    /// A copy showing the grabber.
    public func showingGrabber(_ shown: Bool = true) -> Self { with(\.grabber, shown) }
    /// A copy with its own corner radius.
    public func cornerRadius(_ radius: Double) -> Self { with(\.cornerRadius, radius) }
    /// A copy edge-attached in compact height.
    public func edgeAttachedInCompactHeight(_ attached: Bool = true) -> Self { with(\.edgeAttachedInCompactHeight, attached) }
    /// A copy `progress` of the way through its presentation.
    public func presented(_ progress: Double) -> Self { with(\.progress, progress) }
    /// A copy at rest whose presentation is animated on the scene's timeline.
    public func animatingPresentation(_ animates: Bool = true) -> Self { with(\.animatesPresentation, animates) }
    /// A copy whose content sits in a navigation controller titled `title`.
    public func inNavigationController(title: String) -> Self { with(\.navigationTitle, title) }

    /// Seed 004's sheet: large and a custom detent at 0.3 x the safe-area height, undimmed up to
    /// the custom one, grabber visible.
    public static func seedReading(content: [ScreenContent] = []) -> Sheet {
        Sheet(detents: [.large, .safeAreaFraction("reading", 0.3)], content: content)
            .largestUndimmed("reading").showingGrabber()
    }
}

extension Sheet: SceneComponent {
    public static var sceneKeys: SceneKeys<Sheet> {
        SceneKeys(component: "sheet", prototype: Sheet(),
                  summary: "UIKit sheet (UISheetPresentationController, COMPONENTS.md §11, docs/sheets.md). "
                    + "Ids: sheet.dim (when dimmed), sheet (content ids as children), sheet.grabber.",
                  keys: [
            SceneKey("detents", [SheetDetentDescription].self, check: SceneCheck(schema: [.init("minItems", 1)]) { detents in
                if detents.isEmpty { return "expected at least one detent" }
                let names = detents.map(\.detent.identifier)
                if let repeated = names.enumerated().first(where: { names[..<$0.offset].contains($0.element) }) {
                    return "expected distinct detent identifiers, found \"\(repeated.element)\" twice"
                }
                return nil
            }, get: { $0.detents.map(SheetDetentDescription.init) }, set: { $0.detents = $1.map(\.detent) }),
            .optional("detent", \.detent, doc: "The selected detent's identifier; default the smallest detent."),
            .optional("largestUndimmedDetent", \.largestUndimmedDetent,
                      doc: "The screen is dimmed only above this detent; default: always dimmed."),
            .value("grabber", \.grabber),
            .optional("cornerRadius", \.cornerRadius, .range(0...1000, "a radius in points"),
                      doc: "Default the theme's radii.sheet (10)."),
            .value("edgeAttachedInCompactHeight", \.edgeAttachedInCompactHeight),
            .content(\.content),
            .value("progress", \.progress, .progress, doc: PresentationKeys.progress),
            .value("animatePresentation", \.animatesPresentation, doc: PresentationKeys.animatePresentation),
            .optional("navigationTitle", \.navigationTitle,
                      doc: "The content inside a navigation controller: a navigation bar with this title at the sheet's top."),
        ], validate: { sheet in
            let names = sheet.detents.map(\.identifier)
            for (key, name) in [("detent", sheet.detent), ("largestUndimmedDetent", sheet.largestUndimmedDetent)] {
                if let name, !names.contains(name) {
                    return (key, "expected one of the detents' identifiers (\(names.joined(separator: ", "))), found \"\(name)\"")
                }
            }
            return PresentationKeys.conflict(progress: sheet.progress, animates: sheet.animatesPresentation)
        })
    }
}

/// The keys a presented sheet (UIKit's or PanModal's) shares: one frame of its presentation, or
/// the presentation on the scene's timeline.
enum PresentationKeys {
    static let progress = "How far the presentation's spring has run: 0 not shown, 1 at rest."
    static let animatePresentation = "Draw at rest and put the presentation (the view rising, the dim fading in, on the "
        + "spring) on the scene's timeline, for render --time/--frames. Not with progress."

    /// The error for a presentation given both ways.
    static func conflict(progress: Double, animates: Bool) -> (key: String, problem: String)? {
        animates && progress != 1
            ? ("animatePresentation", "\"progress\" draws one frame of the presentation and \"animatePresentation\" animates it: give one of them")
            : nil
    }
}

/// One entry of a sheet's `detents` in a scene file: `"medium"`, `"large"`, `"content"`, or an
/// object with an `identifier` and one of `fraction` (of the maximum detent value), `height`
/// (points) or `safeAreaFraction` (of the presenting screen's safe-area height, seed 004's resolver).
struct SheetDetentDescription: SceneValue {
    var detent: SheetDetent

    init(_ detent: SheetDetent) { self.detent = detent }

    /// A reference to the schema's `sheetDetent` definition, `definition`.
    static var schema: JSONValue { ["$ref": "#/$defs/sheetDetent"] }

    static var definition: JSONValue {
        let fraction: JSONValue = ["type": "number", "exclusiveMinimum": 0, "maximum": 1]
        return ["oneOf": [
            ["enum": ["medium", "large", "content"],
             "description": .string("medium: half the maximum detent value, inactive in compact height; large: the maximum "
                + "(screen - top safe area - 10 - bottom safe area); content: the content's measured height.")],
            ["type": "object", "additionalProperties": false, "properties": [
                "identifier": ["type": "string", "minLength": 1, "default": "custom"],
                "fraction": fraction.adding([.init("description", "Of the maximum detent value.")]),
                "height": ["type": "number", "exclusiveMinimum": 0, "maximum": .number(Device.maximumLength),
                           "description": "Points, above the bottom safe area."],
                "safeAreaFraction": fraction.adding([.init("description", "Of the presenting screen's safe-area height (seed 004: 0.3).")]),
             ], "oneOf": [["required": ["fraction"]], ["required": ["height"]], ["required": ["safeAreaFraction"]]]],
        ]]
    }

    /// Equal when they say the same in a scene file; a code resolver equals nothing.
    static func == (a: SheetDetentDescription, b: SheetDetentDescription) -> Bool {
        guard a.detent.identifier == b.detent.identifier else { return false }
        switch (a.detent.kind, b.detent.kind) {
        case (.medium, .medium), (.large, .large), (.contentHeight, .contentHeight): return true
        case let (.fraction(x), .fraction(y)), let (.height(x), .height(y)), let (.safeAreaFraction(x), .safeAreaFraction(y)): return x == y
        default: return false
        }
    }

    init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            switch name {
            case "medium": detent = .medium
            case "large": detent = .large
            case "content": detent = SheetDetent("content", .contentHeight)
            default:
                throw DecodingError.dataCorruptedError(in: single, debugDescription:
                    "expected \"medium\", \"large\", \"content\" or {\"identifier\", \"fraction\" | \"height\" | \"safeAreaFraction\"}, found \"\(name)\"")
            }
            return
        }
        var reader = try ConfigurationReader(decoder, readsComponentKey: false)
        let identifier: String = try reader.read("identifier", default: "custom", check: { $0.isEmpty ? "expected a non-empty identifier" : nil })
        let fraction = { (value: Double) in value.isFinite && value > 0 && value <= 1 ? nil : "expected a fraction above 0 and at most 1, found \(value)" }
        let kinds: [SheetDetent] = [
            try reader.readIfPresent("fraction", check: fraction).map { SheetDetent(identifier, .fraction($0)) },
            try reader.readIfPresent("height", check: SceneCheck<Double>.length(upTo: Device.maximumLength).problem).map { SheetDetent(identifier, .height($0)) },
            try reader.readIfPresent("safeAreaFraction", check: fraction).map { SheetDetent.safeAreaFraction(identifier, $0) },
        ].compactMap { $0 }
        try reader.finish()
        guard kinds.count == 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "expected exactly one of \"fraction\", \"height\", \"safeAreaFraction\", found \(kinds.count)"))
        }
        detent = kinds[0]
    }
}

extension SheetDetentDescription {
    /// `"medium"`, `"large"`, `"content"` or `{"identifier", "fraction" | "height" | "safeAreaFraction"}`;
    /// a detent the format cannot say (a code resolver, a medium detent renamed) is an error.
    func encode(to encoder: Encoder) throws {
        switch (detent.identifier, detent.kind) {
        case ("medium", .medium), ("large", .large), ("content", .contentHeight):
            var single = encoder.singleValueContainer()
            try single.encode(detent.identifier)
        case (_, .fraction(let value)), (_, .height(let value)), (_, .safeAreaFraction(let value)):
            let key = switch detent.kind {
            case .fraction: "fraction"
            case .height: "height"
            default: "safeAreaFraction"
            }
            var writer = try ConfigurationWriter(encoder, component: nil)
            try writer.write("identifier", detent.identifier, default: "custom")
            try writer.writeIfPresent(key, value)
        default:
            throw EncodingError.invalidValue(detent.identifier, .init(codingPath: encoder.codingPath,
                debugDescription: "the detent \"\(detent.identifier)\" cannot be written in a scene file"))
        }
    }
}
