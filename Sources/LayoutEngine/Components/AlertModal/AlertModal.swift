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
        public var width: Double
        public var height: Double
        public init(width: Double, height: Double) { self.width = width; self.height = height }

        public init(from decoder: Decoder) throws {
            var reader = try ConfigurationReader(decoder)
            let check = ConfigurationReader.length(upTo: 2000)
            width = try reader.read("width", default: 0, check: check)
            height = try reader.read("height", default: 0, check: check)
            try reader.finish()
        }
    }

    public var title: String
    public var message: String
    public var image: ImageSize?
    /// An empty label hides the negative button and the vertical divider (seed 000).
    public var negative: String
    public var positive: String
    /// nil: the theme's default (seed 000's builder defaults: black, black, blue, red, white, gray).
    public var titleColor: Color?
    public var messageColor: Color?
    public var negativeColor: Color?
    public var positiveColor: Color?
    public var backgroundColor: Color?
    public var lineColor: Color?

    public init(title: String = "", message: String = "", image: ImageSize? = nil,
                negative: String = "", positive: String = "") {
        self.title = title; self.message = message; self.image = image
        self.negative = negative; self.positive = positive
    }

    public func message(_ text: String) -> Self { with(\.message, text) }
    public func image(width: Double, height: Double) -> Self { with(\.image, ImageSize(width: width, height: height)) }
    public func negative(_ label: String) -> Self { with(\.negative, label) }
    public func positive(_ label: String) -> Self { with(\.positive, label) }
    public func titleColor(_ color: Color) -> Self { with(\.titleColor, color) }
    public func messageColor(_ color: Color) -> Self { with(\.messageColor, color) }
    public func negativeColor(_ color: Color) -> Self { with(\.negativeColor, color) }
    public func positiveColor(_ color: Color) -> Self { with(\.positiveColor, color) }
    public func backgroundColor(_ color: Color) -> Self { with(\.backgroundColor, color) }
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
