import LayoutEngine
/// The alert modal of seed 000 (`CommonModal`, COMPONENTS.md §1): a dimmed screen and a
/// 270-point card with a one-line title, an optional image, a message of any length, a
/// divider and a 44-point row of one or two buttons.
///
/// Scene-file keys: `title`, `message`, `image` (`{"width", "height"}`, and the picture:
/// `"path"` relative to the scene file's folder or `"asset"`, with `"contentMode"`), `negative`,
/// `positive`, and the color overrides `titleColor`, `messageColor`, `negativeColor`,
/// `positiveColor`, `backgroundColor`, `lineColor` (`"#RRGGBB"` or `"#RRGGBBAA"`),
/// `animatePresentation` (default false; true: the crossDissolve fade in on the scene's timeline).
///
/// Node ids: `modal.dim`, `modal.card`, `modal.title`, `modal.image` (only with an image),
/// `modal.message`, `modal.divider`, `modal.buttons`, `modal.negative` (absent when the
/// negative label is empty), `modal.negative.title`, `modal.positive`,
/// `modal.positive.title`, `modal.buttonDivider` (absent with the negative button).
public struct AlertModal: FluentConfiguration, Hashable {
    /// The size of the image shown between title and message (seed: `setImage(_:width:height:)`).
    public struct ImageSize: Sendable, Hashable {
        /// In points.
        public var width: Double
        /// In points.
        public var height: Double
        /// The picture shown in the area (a `UIImageView`, placed by the picture's `contentMode`);
        /// nil: a gray placeholder box.
        public var picture: ComponentImage?
        /// An image area of `width` x `height` points showing `picture` (a gray placeholder when nil).
        public init(width: Double, height: Double, picture: ComponentImage? = nil) {
            self.width = width; self.height = height; self.picture = picture
        }
    }

    /// One line, centered, 16 points below the card's top.
    public var title: String
    /// Any number of lines, centered, 16 points in from the card's sides.
    public var message: String
    /// The image between title and message; nil: none, and no gap for it.
    public var image: ImageSize?
    /// An empty label hides the negative button and the vertical divider (seed 000).
    public var negative: String
    /// The right (or only) button's label.
    public var positive: String
    /// nil: the theme's default (seed 000's builder defaults: black, black, blue, red, white, gray).
    public var titleColor: Color?
    /// nil: the theme's black.
    public var messageColor: Color?
    /// nil: the theme's blue.
    public var negativeColor: Color?
    /// nil: the theme's red.
    public var positiveColor: Color?
    /// The card's color; nil: the theme's white.
    public var backgroundColor: Color?
    /// The dividers' color; nil: the theme's gray.
    public var lineColor: Color?
    /// Draws the modal at rest and puts its presentation on the scene's timeline: seed 000's
    /// `modalTransitionStyle = .crossDissolve`, a 0.4 s fade in (`PresentationAnimation`).
    public var animatesPresentation = false

    /// A modal with these texts; an empty `negative` hides the negative button.
    public init(title: String = "", message: String = "", image: ImageSize? = nil,
                negative: String = "", positive: String = "") {
        self.title = title; self.message = message; self.image = image
        self.negative = negative; self.positive = positive
    }

    /// A copy with `message` changed, as the seed builder's setter.
    public func message(_ text: String) -> Self { with(\.message, text) }
    /// A copy with `image` changed, as the seed builder's setter.
    public func image(width: Double, height: Double) -> Self { with(\.image, ImageSize(width: width, height: height)) }
    /// A copy showing `picture` in an image area of `width` x `height` points (seed 000's `setImage(_:width:height:)`).
    public func image(_ picture: ComponentImage, width: Double, height: Double) -> Self {
        with(\.image, ImageSize(width: width, height: height, picture: picture))
    }
    /// A copy showing pixels given in code, placed by their `contentMode`, in an image area of
    /// `width` x `height` points.
    public func image(_ pixels: ImageContent, width: Double, height: Double) -> Self {
        image(ComponentImage(.pixels(pixels), contentMode: pixels.contentMode), width: width, height: height)
    }
    /// A copy with `negative` changed, as the seed builder's setter.
    public func negative(_ label: String) -> Self { with(\.negative, label) }
    /// A copy with `positive` changed, as the seed builder's setter.
    public func positive(_ label: String) -> Self { with(\.positive, label) }
    /// A copy with `titleColor` changed, as the seed builder's setter.
    public func titleColor(_ color: Color) -> Self { with(\.titleColor, color) }
    /// A copy with `messageColor` changed, as the seed builder's setter.
    public func messageColor(_ color: Color) -> Self { with(\.messageColor, color) }
    /// A copy with `negativeColor` changed, as the seed builder's setter.
    public func negativeColor(_ color: Color) -> Self { with(\.negativeColor, color) }
    /// A copy with `positiveColor` changed, as the seed builder's setter.
    public func positiveColor(_ color: Color) -> Self { with(\.positiveColor, color) }
    /// A copy with `backgroundColor` changed, as the seed builder's setter.
    public func backgroundColor(_ color: Color) -> Self { with(\.backgroundColor, color) }
    /// A copy with `lineColor` changed, as the seed builder's setter.
    public func lineColor(_ color: Color) -> Self { with(\.lineColor, color) }
    /// A copy at rest whose crossDissolve presentation is animated on the scene's timeline.
    public func animatingPresentation(_ animates: Bool = true) -> Self { with(\.animatesPresentation, animates) }

    /// Whether the button row shows the negative button (and the divider between the two).
    public var showsNegative: Bool { !negative.isEmpty }
}

extension AlertModal: SceneComponent {
    public static var sceneKeys: SceneKeys<AlertModal> {
        SceneKeys(component: "modal", prototype: AlertModal(), summary: "Alert modal. Ids: modal.dim, modal.card, modal.title, "
                    + "modal.image, modal.message, modal.divider, modal.buttons, modal.negative(.title), modal.positive(.title), "
                    + "modal.buttonDivider.", keys: [
            .value("title", \.title),
            .value("message", \.message),
            .optional("image", \.image),
            .value("negative", \.negative, doc: "Empty hides the negative button and the divider."),
            .value("positive", \.positive),
            .optional("titleColor", \.titleColor),
            .optional("messageColor", \.messageColor),
            .optional("negativeColor", \.negativeColor),
            .optional("positiveColor", \.positiveColor),
            .optional("backgroundColor", \.backgroundColor),
            .optional("lineColor", \.lineColor),
            .value("animatePresentation", \.animatesPresentation, doc: "Draw at rest and put seed 000's crossDissolve presentation "
                   + "(a 0.4 s fade in) on the scene's timeline, for render --time/--frames."),
        ])
    }
}

extension AlertModal.ImageSize: SceneConfigurable, SceneValue {
    public static var sceneKeys: SceneKeys<AlertModal.ImageSize> {
        SceneKeys(component: nil, prototype: AlertModal.ImageSize(width: 0, height: 0), keys: [
            .value("width", \.width, .length(upTo: 2000)),
            .value("height", \.height, .length(upTo: 2000)),
        ] + ComponentImage.keys(\.picture), validate: { ComponentImage.problem($0.picture) })
    }
}
