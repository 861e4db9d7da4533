import Foundation
import LayoutEngine

/// Scrollable, multi-line, editable text (UIKit's `UITextView`), drawn as iOS 17 draws one at
/// rest: its text wrapped at its width less `textContainerInset` (8 above and below, 0 at the
/// sides by default) and the text container's `lineFragmentPadding` (5 at each side), from the
/// top, laid out by `UILabel`'s text machinery. The default font is the system font at 12 points
/// (UIKit's for a text view made in code), the color the label color, the background the system
/// background.
///
/// With `isScrollEnabled = false` the view sizes itself to its text at the width it gets, as
/// UIKit's does (a self-sizing text view); a scrolling one has no intrinsic size. Editing, the
/// caret and the keyboard cannot be seen (first-responder status is `UIResponder`'s), and the
/// delegate is kept and never called.
open class UITextView: UIScrollView, UITextInputTraits {
    /// The text's container: its padding at each line's ends (UIKit's `NSTextContainer`).
    @preconcurrency @MainActor
    public final class TextContainer {
        weak var owner: UITextView?
        /// Space at each end of every line, in points; 5 by default.
        public var lineFragmentPadding: CGFloat = 5 { didSet { owner?.contentChanged() } }
        /// The most lines shown; 0 for any number.
        public var maximumNumberOfLines = 0 { didSet { owner?.contentChanged() } }
        public var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { owner?.contentChanged() } }
        public var widthTracksTextView = true
        public var heightTracksTextView = false
    }

    private let display = UILabel()
    public let textContainer = TextContainer()

    public var text: String! {
        get { storedAttributedText?.string ?? storedText ?? "" }
        set {
            storedText = newValue
            storedAttributedText = nil
            contentChanged()
        }
    }
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    public var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: storedText ?? "", attributes: typingAttributes) }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
            contentChanged()
        }
    }
    public var font: UIFont? = .systemFont(ofSize: 12) { didSet { contentChanged() } }
    public var textColor: UIColor? = .label { didSet { contentChanged() } }
    public var textAlignment: NSTextAlignment = .natural { didSet { contentChanged() } }
    /// The space around the text container; (8, 0, 8, 0) by default.
    public var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { contentChanged() } }
    public var isEditable = true
    public var isSelectable = true
    public var dataDetectorTypes: UIDataDetectorTypes = []
    public var allowsEditingTextAttributes = false
    public var linkTextAttributes: [NSAttributedString.Key: Any]?
    public var selectedRange = NSRange(location: 0, length: 0)
    public var typingAttributes: [NSAttributedString.Key: Any] {
        get { [.font: font ?? .systemFont(ofSize: 12), .foregroundColor: textColor ?? .label] }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
        }
    }
    /// The delegate as a text view's: `delegate` is the scroll view's (UIKit's
    /// `UITextViewDelegate` refines `UIScrollViewDelegate`).
    var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    public var keyboardType: UIKeyboardType = .default
    public var returnKeyType: UIReturnKeyType = .default
    public var autocapitalizationType: UITextAutocapitalizationType = .sentences
    public var autocorrectionType: UITextAutocorrectionType = .default
    public var spellCheckingType: UITextSpellCheckingType = .default
    public var keyboardAppearance: UIKeyboardAppearance = .default
    public var isSecureTextEntry = false
    public var textContentType: UITextContentType! = nil

    public override init(frame: CGRect) {
        super.init(frame: frame)
        textContainer.owner = self
        backgroundColor = .systemBackground
        display.numberOfLines = 0
        addSubview(display)
        contentChanged()
    }
    public convenience init(frame: CGRect, textContainer: Any?) { self.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public func scrollRangeToVisible(_ range: NSRange) {}

    fileprivate func contentChanged() {
        guard display.superview != nil else { return }
        let font = self.font ?? .systemFont(ofSize: 12)
        if let storedAttributedText {
            display.attributedText = storedAttributedText
            display.font = font
            display.textColor = textColor ?? .label
        } else {
            display.attributedText = NSAttributedString(string: storedText ?? "", attributes: [.font: font, .foregroundColor: textColor ?? .label])
        }
        display.textAlignment = textAlignment
        display.lineBreakMode = textContainer.lineBreakMode
        display.numberOfLines = textContainer.maximumNumberOfLines
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The horizontal space the text does not get: the insets' sides and the padding at both ends.
    private var horizontalChrome: CGFloat { textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding }
    /// The text's height wrapped at `width` for the view (at least one line of the font).
    private func textHeight(viewWidth: CGFloat?) -> CGFloat {
        let lineHeight = UILabel.lineHeight(of: font ?? .systemFont(ofSize: 12))
        guard !(text ?? "").isEmpty else { return lineHeight }
        let size = display.sizeThatFits(CGSize(width: viewWidth.map { max(1, $0 - horizontalChrome) } ?? 0, height: 0))
        return max(lineHeight, size.height)
    }

    override func intrinsicSize(proposedWidth: Double?) -> CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let width = proposedWidth.map { CGFloat($0) }
        let height = textHeight(viewWidth: width) + textContainerInset.top + textContainerInset.bottom
        // As wide as its text on one line (UIKit's self-sizing text view grows sideways when nothing holds it).
        let textWidth = display.sizeThatFits(.zero).width + horizontalChrome
        return CGSize(width: ceil(textWidth), height: ceil(height * 3) / 3)
    }
    open override var intrinsicContentSize: CGSize {
        intrinsicSize(proposedWidth: bounds.width > 0 ? Double(bounds.width) : nil)
    }
    override func hasIntrinsicSize() -> Bool { !isScrollEnabled }
    override func intrinsicHeightDependsOnWidth() -> Bool { !isScrollEnabled }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : display.sizeThatFits(.zero).width + horizontalChrome
        return CGSize(width: width, height: ceil((textHeight(viewWidth: width) + textContainerInset.top + textContainerInset.bottom) * 3) / 3)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let x = textContainerInset.left + textContainer.lineFragmentPadding
        let width = max(0, bounds.width - horizontalChrome)
        let height = (text ?? "").isEmpty ? 0 : display.sizeThatFits(CGSize(width: width, height: 0)).height
        display.frame = CGRect(x: x, y: textContainerInset.top, width: width, height: height)
        if isScrollEnabled { contentSize = CGSize(width: bounds.width, height: height + textContainerInset.top + textContainerInset.bottom) }
    }
}

/// The kinds of text a text view turns into links (UIKit's `UIDataDetectorTypes`); kept, not drawn.
public struct UIDataDetectorTypes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

/// What a text view tells its delegate (UIKit's `UITextViewDelegate`); every method is optional,
/// with UIKit's answer when not implemented. A snapshot edits nothing, so none is called.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
