import Foundation
import LayoutEngine

/// One line of editable text (UIKit's `UITextField`), drawn as iOS 17 draws a field at rest:
/// its text (or its placeholder, in the placeholder text color, when empty) in one line,
/// vertically centered and truncated at the tail, laid out by `UILabel`'s text machinery;
/// secure entry as one "•" a character; the border style's frame; the left and right views by
/// their modes; and the clear button by its mode.
///
/// A snapshot shows a field that is not being edited (there is no keyboard, and no editing
/// session), so `.whileEditing` views and clear buttons are not drawn, `.unlessEditing` and
/// `.always` ones are (a clear button only over text), even for a field made first responder
/// (first-responder status is `UIResponder`'s, recorded without a keyboard). The delegate is kept
/// and never called: no editing happens.
///
/// Metrics: the default font is the system font at 17 points (UIKit's for a field made in code);
/// a `.roundedRect` field is at least 34 points tall (its text's line height plus 14), with 7
/// points of inset left and right, corner radius 5 and a hairline border (black at 20%; white at
/// 20% in dark) over the tertiary system background; `.line` is a 1-point label-colored frame,
/// `.bezel` a 1-point gray frame, both with 2 points of inset. Left and right views swap sides in
/// right-to-left layout, as UIKit swaps them.
open class UITextField: UIControl, UITextInputTraits {
    /// UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    /// UIKit's `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

    /// The label that draws the text, placeholder or dots (UIKit keeps its own private text view).
    private let display = UILabel()
    private let clearButton = UIImageView()

    public var text: String? {
        get { storedAttributedText?.string ?? storedText ?? "" }
        set {
            storedText = newValue
            storedAttributedText = nil
            contentChanged()
        }
    }
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    public var attributedText: NSAttributedString? {
        get { storedAttributedText ?? NSAttributedString(string: storedText ?? "", attributes: defaultTextAttributes) }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
            contentChanged()
        }
    }
    public var placeholder: String? {
        get { attributedPlaceholder?.string }
        set {
            attributedPlaceholder = newValue.map {
                NSAttributedString(string: $0, attributes: [.foregroundColor: UIColor.placeholderText])
            }
        }
    }
    /// The placeholder with its own attributes (the field's font and the placeholder color where it has none).
    public var attributedPlaceholder: NSAttributedString? { didSet { contentChanged() } }
    public var font: UIFont? = .systemFont(ofSize: 17) { didSet { contentChanged() } }
    public var textColor: UIColor? = .label { didSet { contentChanged() } }
    public var textAlignment: NSTextAlignment = .natural { didSet { contentChanged() } }
    public var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { [.font: font ?? .systemFont(ofSize: 17), .foregroundColor: textColor ?? .label] }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
        }
    }
    public var borderStyle: BorderStyle = .none { didSet { contentChanged() } }
    public var background: UIImage?
    public var disabledBackground: UIImage?
    public var adjustsFontSizeToFitWidth = false
    public var minimumFontSize: CGFloat = 0
    public var clearsOnBeginEditing = false
    public var clearsOnInsertion = false
    public var allowsEditingTextAttributes = false
    public var typingAttributes: [NSAttributedString.Key: Any]?
    public private(set) var isEditing = false

    public var leftView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let leftView { addSubview(leftView) }; contentChanged() }
    }
    public var leftViewMode: ViewMode = .never { didSet { contentChanged() } }
    public var rightView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let rightView { addSubview(rightView) }; contentChanged() }
    }
    public var rightViewMode: ViewMode = .never { didSet { contentChanged() } }
    public var clearButtonMode: ViewMode = .never { didSet { contentChanged() } }

    public weak var delegate: UITextFieldDelegate?

    // UITextInputTraits: kept and read back (no keyboard is drawn).
    public var keyboardType: UIKeyboardType = .default
    public var returnKeyType: UIReturnKeyType = .default
    public var autocapitalizationType: UITextAutocapitalizationType = .sentences
    public var autocorrectionType: UITextAutocorrectionType = .default
    public var spellCheckingType: UITextSpellCheckingType = .default
    public var keyboardAppearance: UIKeyboardAppearance = .default
    public var enablesReturnKeyAutomatically = false
    public var smartQuotesType: UITextSmartQuotesType = .default
    public var smartDashesType: UITextSmartDashesType = .default
    public var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    public var textContentType: UITextContentType! = nil
    public var passwordRules: Any?
    /// Draws the text as "•", one a character.
    public var isSecureTextEntry = false { didSet { contentChanged() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        display.lineBreakMode = .byTruncatingTail
        addSubview(display)
        addSubview(clearButton)
        contentVerticalAlignment = .center
        contentChanged()
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Content

    private var hasText: Bool { !(text ?? "").isEmpty }

    private func contentChanged() {
        guard display.superview != nil else { return }
        let font = self.font ?? .systemFont(ofSize: 17)
        display.textAlignment = textAlignment
        if hasText {
            if isSecureTextEntry {
                display.attributedText = NSAttributedString(string: String(repeating: "•", count: (text ?? "").count),
                                                            attributes: [.font: font, .foregroundColor: textColor ?? .label])
            } else if let storedAttributedText {
                display.attributedText = storedAttributedText
                display.font = font
                display.textColor = textColor ?? .label
            } else {
                display.attributedText = NSAttributedString(string: text ?? "", attributes: [.font: font, .foregroundColor: textColor ?? .label])
            }
        } else if let attributedPlaceholder {
            let placeholder = NSMutableAttributedString(attributedString: attributedPlaceholder)
            let whole = NSRange(location: 0, length: placeholder.length)
            placeholder.enumerateAttribute(.font, in: whole) { value, range, _ in
                if value == nil { placeholder.addAttribute(.font, value: font, range: range) }
            }
            placeholder.enumerateAttribute(.foregroundColor, in: whole) { value, range, _ in
                if value == nil { placeholder.addAttribute(.foregroundColor, value: UIColor.placeholderText, range: range) }
            }
            display.attributedText = placeholder
        } else {
            display.attributedText = nil
        }
        display.isEnabled = isEnabled
        let clearShown = hasText && (clearButtonMode == .always || clearButtonMode == .unlessEditing)
        clearButton.isHidden = !clearShown
        if clearShown, clearButton.image == nil {
            clearButton.image = UIImage(systemName: "xmark.circle.fill",
                                        withConfiguration: UIImage.SymbolConfiguration(pointSize: 14, weight: .regular))
            clearButton.tintColor = .tertiaryLabel
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
    override func stateChanged() {
        super.stateChanged()
        contentChanged()
    }

    private static func shows(_ mode: ViewMode) -> Bool { mode == .always || mode == .unlessEditing }
    /// The view drawn at the left and at the right (swapped in right-to-left layout).
    private var sideViews: (left: UIView?, right: UIView?) {
        let left = UITextField.shows(leftViewMode) ? leftView : nil
        let right = UITextField.shows(rightViewMode) ? rightView : nil
        return effectiveUserInterfaceLayoutDirection == .rightToLeft ? (right, left) : (left, right)
    }
    private func size(of view: UIView) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: view.bounds.width > 0 ? view.bounds.width : max(0, intrinsic.width),
                      height: view.bounds.height > 0 ? view.bounds.height : max(0, intrinsic.height))
    }
    /// The inset of the text from the sides for the border style.
    private var horizontalInset: CGFloat {
        switch borderStyle {
        case .roundedRect: 7
        case .line, .bezel: 2
        case .none: 0
        }
    }
    private var clearButtonSize: CGFloat { 19 }

    /// Where the text is drawn: the bounds less the border's inset, the side views and the clear button.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: horizontalInset, dy: 0)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let (left, right) = sideViews
        if let left { let w = size(of: left).width; rect.origin.x = max(rect.minX, bounds.minX + w); rect.size.width = rect.maxX - rect.minX }
        if let right { rect.size.width = min(rect.maxX, bounds.maxX - size(of: right).width) - rect.minX }
        if !clearButton.isHidden {
            let reserve = clearButtonSize + 8
            if rtl { rect.origin.x += reserve }
            rect.size.width -= reserve
        }
        rect.size.width = max(0, rect.width)
        return rect
    }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let view = leftView else { return .zero }
        let size = size(of: view)
        let atLeft = effectiveUserInterfaceLayoutDirection == .leftToRight
        return CGRect(x: atLeft ? 0 : bounds.width - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let view = rightView else { return .zero }
        let size = size(of: view)
        let atRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        return CGRect(x: atRight ? bounds.width - size.width : 0, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let (left, right) = sideViews
        let s = clearButtonSize
        let x = rtl ? (left.map { size(of: $0).width } ?? 0) + horizontalInset + 1
                    : bounds.width - (right.map { size(of: $0).width } ?? 0) - horizontalInset - 1 - s
        return CGRect(x: x, y: (bounds.height - s) / 2, width: s, height: s)
    }

    open override var intrinsicContentSize: CGSize {
        let line = UILabel.lineHeight(of: font ?? .systemFont(ofSize: 17))
        var width = display.attributedText == nil ? 0 : display.intrinsicContentSize.width
        width += 2 * horizontalInset
        let (left, right) = sideViews
        var height = line
        for view in [left, right].compactMap({ $0 }) {
            let s = size(of: view)
            width += s.width
            height = max(height, s.height)
        }
        if !clearButton.isHidden { width += clearButtonSize + 8 }
        switch borderStyle {
        case .roundedRect: height = max(34, height + 14)
        case .line, .bezel: height += 4
        case .none: break
        }
        return CGSize(width: ceil(width), height: ceil(height * 3) / 3)
    }
    override func hasIntrinsicSize() -> Bool { true }
    override func baselineOffsets() -> (fromTop: Double, fromBottom: Double)? {
        guard let inner = display.baselineOffsets() else { return nil }
        let top = Double(display.frame.minY) + inner.fromTop
        return (top, Double(bounds.height) - Double(display.frame.maxY) + inner.fromBottom)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = CGRect(origin: .zero, size: self.bounds.size)
        let rect = hasText ? textRect(forBounds: bounds) : placeholderRect(forBounds: bounds)
        let height = display.intrinsicContentSize.height
        let y: CGFloat = switch contentVerticalAlignment {
        case .top: rect.minY
        case .bottom: rect.maxY - height
        case .center, .fill: rect.midY - height / 2
        }
        display.frame = CGRect(x: rect.minX, y: y, width: rect.width, height: height)
        clearButton.frame = clearButtonRect(forBounds: bounds)
        let (left, right) = sideViews
        leftView?.isHidden = !(leftView === left || leftView === right)
        rightView?.isHidden = !(rightView === left || rightView === right)
        if let leftView, !leftView.isHidden { leftView.frame = leftViewRect(forBounds: bounds) }
        if let rightView, !rightView.isHidden { rightView.frame = rightViewRect(forBounds: bounds) }
    }

    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] {
        // The border's color and the rounded style's fill, resolved for the traits (a layer's
        // border color is fixed once set, so the field draws its own frame).
        let frame = CGRect(origin: .zero, size: bounds.size).engineRect
        switch borderStyle {
        case .roundedRect:
            let fill = backgroundColor == nil ? UIColor.tertiarySystemBackground.color(for: traits) : nil
            let edge = traits.userInterfaceStyle == .dark ? Color(red: 255, green: 255, blue: 255, alpha: 51)
                                                          : Color(red: 0, green: 0, blue: 0, alpha: 51)
            let scale = traits.displayScale > 0 ? Double(traits.displayScale) : 3
            return [SceneNode(id: id + ".border", frame: frame, fill: fill.map { .solid($0) }, border: Border(width: 1 / scale, color: edge),
                              cornerRadii: CornerRadii(all: 5))]
        case .line:
            return [SceneNode(id: id + ".border", frame: frame, border: Border(width: 1, color: UIColor.label.color(for: traits)))]
        case .bezel:
            return [SceneNode(id: id + ".border", frame: frame, border: Border(width: 1, color: UIColor.systemGray.color(for: traits)))]
        case .none:
            return []
        }
    }
}

/// What a text field tells its delegate (UIKit's `UITextFieldDelegate`); every method is optional,
/// with UIKit's answer when not implemented. A snapshot edits nothing, so none is called.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
