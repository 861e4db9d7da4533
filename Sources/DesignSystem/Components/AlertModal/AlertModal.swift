import LayoutEngine
/// The alert modal of seed 000 (`CommonModal`, COMPONENTS.md §1): a dimmed screen and a
/// 270-point card with a one-line title, an optional image, a message of any length, a
/// divider and a 44-point row of one or two buttons.
///
/// Scene-file keys: `title`, `message`, `image` (`{"width", "height"}`), `negative`,
/// `positive`, and the color overrides `titleColor`, `messageColor`, `negativeColor`,
/// `positiveColor`, `backgroundColor`, `lineColor` (`"#RRGGBB"` or `"#RRGGBBAA"`).
///
/// Node ids: `modal.dim`, `modal.card`, `modal.title`, `modal.image` (only with an image),
/// `modal.message`, `modal.divider`, `modal.buttons`, `modal.negative` (absent when the
/// negative label is empty), `modal.negative.title`, `modal.positive`,
/// `modal.positive.title`, `modal.buttonDivider` (absent with the negative button).
public struct AlertModal: FluentConfiguration, Hashable {
    /// The size of the image shown between title and message (seed: `setImage(_:width:height:)`).
    public struct ImageSize: Sendable, Hashable, Decodable {
        /// In points.
        public var width: Double
        /// In points.
        public var height: Double
        /// The picture shown in the area (a `UIImageView`, placed by the picture's `contentMode`);
        /// nil: a gray placeholder box.
        public var picture: ImageContent?
        /// An image area of `width` x `height` points showing `picture` (a gray placeholder when nil).
        public init(width: Double, height: Double, picture: ImageContent? = nil) {
            self.width = width; self.height = height; self.picture = picture
        }

        public init(from decoder: Decoder) throws {
            var reader = try ConfigurationReader(decoder)
            let check = ConfigurationReader.length(upTo: 2000)
            width = try reader.read("width", default: 0, check: check)
            height = try reader.read("height", default: 0, check: check)
            try reader.finish()
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
    public func image(_ picture: ImageContent, width: Double, height: Double) -> Self {
        with(\.image, ImageSize(width: width, height: height, picture: picture))
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

    /// Whether the button row shows the negative button (and the divider between the two).
    public var showsNegative: Bool { !negative.isEmpty }
}

extension AlertModal: Decodable {
    public init(from decoder: Decoder) throws {
        var reader = try ConfigurationReader(decoder)
        self.init(title: try reader.read("title", default: ""),
                  message: try reader.read("message", default: ""),
                  image: try reader.readIfPresent("image"),
                  negative: try reader.read("negative", default: ""),
                  positive: try reader.read("positive", default: ""))
        titleColor = try reader.readIfPresent("titleColor")
        messageColor = try reader.readIfPresent("messageColor")
        negativeColor = try reader.readIfPresent("negativeColor")
        positiveColor = try reader.readIfPresent("positiveColor")
        backgroundColor = try reader.readIfPresent("backgroundColor")
        lineColor = try reader.readIfPresent("lineColor")
        try reader.finish()
    }
}

extension AlertModal: Encodable {
    public func encode(to encoder: Encoder) throws {
        var writer = try ConfigurationWriter(encoder, component: "modal")
        try writer.write("title", title, default: "")
        try writer.write("message", message, default: "")
        try writer.writeIfPresent("image", image)
        try writer.write("negative", negative, default: "")
        try writer.write("positive", positive, default: "")
        try writer.writeIfPresent("titleColor", titleColor)
        try writer.writeIfPresent("messageColor", messageColor)
        try writer.writeIfPresent("negativeColor", negativeColor)
        try writer.writeIfPresent("positiveColor", positiveColor)
        try writer.writeIfPresent("backgroundColor", backgroundColor)
        try writer.writeIfPresent("lineColor", lineColor)
    }
}

extension AlertModal.ImageSize: Encodable {
    public func encode(to encoder: Encoder) throws {
        var writer = try ConfigurationWriter(encoder, component: nil)
        try writer.write("width", width, default: 0)
        try writer.write("height", height, default: 0)
    }
}
