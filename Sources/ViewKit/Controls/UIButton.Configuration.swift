import Foundation

extension UIButton {
    /// A button's content and look as one value (UIKit's `UIButton.Configuration`, iOS 15): a
    /// style (`plain()`, `tinted()`, `gray()`, `filled()` and the bordered names), a title and
    /// subtitle, an image and its placement, paddings and insets, a corner style and a size.
    ///
    /// Drawn as iOS 17 draws it: the title in the size's font (17 points for medium and large, 15
    /// for small, 12 for mini), the subtitle in a smaller one (15, 15, 12, 11) under it, the
    /// foreground in the tint (white on `filled()`), the background in the style's color behind the
    /// content insets (medium: 7 above and below, 12 at the sides, so a medium one-line button is
    /// 34.33 points tall with a 20.33-point line of 17-point text), with the corner style's radius
    /// (dynamic: 4 for mini and small, 6 for medium, 12 for large; capsule: half the height).
    /// Disabled, the foreground is the tertiary label color and a filled background turns the
    /// tertiary system fill; highlighted, the foreground and background are drawn at 70%.
    /// A symbol image takes the title's point size unless `preferredSymbolConfigurationForImage`
    /// says otherwise. These metrics are iOS 17's as measured from its drawing, not documented by Apple.
    public struct Configuration {
        /// UIKit's `UIButton.Configuration.Size`.
        public enum Size: Int, Sendable { case mini, small, medium, large }
        /// UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Sendable { case fixed = -1, dynamic, small, medium, large, capsule }
        /// UIKit's `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }
        /// The background behind the content (the part of UIKit's `UIBackgroundConfiguration` a
        /// button uses): its color, corner radius (for `.fixed` corners) and stroke.
        public struct Background {
            public var backgroundColor: UIColor?
            public var cornerRadius: CGFloat = 0
            public var strokeColor: UIColor?
            public var strokeWidth: CGFloat = 0
            public var strokeOutset: CGFloat = 0
            public var image: UIImage?
            public var imageContentMode: UIView.ContentMode = .scaleToFill
            public var customView: UIView?
            public var visualEffect: Any?
            public init() {}
            public static func clear() -> Background { Background() }
        }
        /// The look a style starts from.
        enum Style { case plain, tinted, gray, filled }
        let style: Style

        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var attributedSubtitle: AttributedString?
        public var image: UIImage?
        /// Where the image goes relative to the title: leading (default), trailing, top or bottom.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var subtitleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var buttonSize: Size = .medium
        public var cornerStyle: CornerStyle = .dynamic
        /// The foreground (title, subtitle, image); nil takes the style's.
        public var baseForegroundColor: UIColor?
        /// The background; nil takes the style's.
        public var baseBackgroundColor: UIColor?
        public var background = Background()
        /// Draws an activity indicator in place of the image.
        public var showsActivityIndicator = false
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public var automaticallyUpdateForSelection = true
        /// The space around the content; the size's insets until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { ownContentInsets ?? Self.defaultInsets(buttonSize) }
            set { ownContentInsets = newValue }
        }
        private var ownContentInsets: NSDirectionalEdgeInsets?

        init(style: Style) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// UIKit's bordered styles of iOS 15, drawn as their newer names.
        public static func borderless() -> Configuration { plain() }
        public static func bordered() -> Configuration { gray() }
        public static func borderedTinted() -> Configuration { tinted() }
        public static func borderedProminent() -> Configuration { filled() }

        /// The same configuration (UIKit's hook for a state's look: `configurationUpdateHandler`
        /// does the updating here, and the states' colors are applied when drawn).
        public func updated(for button: UIButton) -> Configuration { self }

        /// Resets the insets to the size's.
        public mutating func setDefaultContentInsets() { ownContentInsets = nil }

        static func defaultInsets(_ size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }
        /// The title's and subtitle's point sizes.
        var titleSize: CGFloat {
            switch buttonSize { case .mini: 12; case .small: 15; case .medium, .large: 17 }
        }
        var subtitleSize: CGFloat {
            switch buttonSize { case .mini: 11; case .small: 12; case .medium, .large: 15 }
        }
        /// The corner radius for a button `height` tall.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: background.cornerRadius
            case .small: 4
            case .medium: 6
            case .large: 12
            case .capsule: height / 2
            case .dynamic:
                switch buttonSize { case .mini, .small: 4; case .medium: 6; case .large: 12 }
            }
        }
        /// The foreground for `state` with `tint`.
        func foregroundColor(state: UIControl.State, tint: UIColor) -> UIColor {
            if state.contains(.disabled) { return .tertiaryLabel }
            let base = baseForegroundColor ?? (style == .filled ? .white : tint)
            return state.contains(.highlighted) ? base.withAlphaComponent(0.7) : base
        }
        /// The background for `state` with `tint`; nil draws none.
        func backgroundColor(state: UIControl.State, tint: UIColor) -> UIColor? {
            let styled: UIColor?
            switch style {
            case .plain: styled = nil
            case .gray: styled = .secondarySystemFill
            case .filled: styled = state.contains(.disabled) ? .tertiarySystemFill : baseBackgroundColor ?? tint
            case .tinted:
                let base = baseBackgroundColor ?? tint
                styled = state.contains(.disabled) ? .tertiarySystemFill
                    : UIColor { $0.userInterfaceStyle == .dark ? base.withAlphaComponent(0.25) : base.withAlphaComponent(0.15) }
            }
            guard let color = background.backgroundColor ?? (style == .gray ? baseBackgroundColor ?? styled : styled) else { return nil }
            return state.contains(.highlighted) ? color.withAlphaComponent(0.7) : color
        }
    }
}
