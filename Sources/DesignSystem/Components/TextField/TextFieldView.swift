import Foundation
import LayoutEngine
import ViewKit

/// Seed 003's text field as a view: the box with the text (or the placeholder) and, while
/// editing, the caret after it; under the box the helper line on the left and the counter on
/// the right (`textField`, `textField.box`, `textField.text`, `textField.caret`,
/// `textField.helper`, `textField.counter`).
public final class TextFieldView: UIView {
    public let boxView: UIView
    public let textLabel: UILabel
    public let caretView: UIView
    public let helperLabel: UILabel
    public let counterLabel: UILabel
    private let typed: String
    private let textStyle: TypeStyle

    /// The field `field` in `theme`, its look from the field's appearance provider.
    public init(_ field: TextField, theme: Theme) {
        let look = field.appearanceProvider.appearance(in: theme)
        let common = look.common, stateLook = look.look(for: field.state)
        let showsPlaceholder = field.text.isEmpty
        typed = field.text
        textStyle = common.textStyle
        boxView = UIView(id: "textField.box", color: stateLook.backgroundColor)
        textLabel = UILabel(id: "textField.text", text: showsPlaceholder ? field.placeholder : field.text, style: common.textStyle,
                            color: showsPlaceholder ? stateLook.placeholderColor : stateLook.textColor, alignment: .left, lines: 1)
        caretView = UIView(id: "textField.caret", color: theme.colors.systemBlue)
        helperLabel = UILabel(id: "textField.helper", text: field.helperLine, style: common.helperStyle, color: stateLook.helperColor,
                              alignment: .left)
        counterLabel = UILabel(id: "textField.counter", text: field.counter ?? "", style: common.helperStyle,
                               color: stateLook.counterColor, alignment: .right, lines: 1)
        super.init(frame: .zero)
        accessibilityIdentifier = "textField"
        boxView.layer.cornerRadius = common.cornerRadius
        boxView.layer.borderWidth = common.borderWidth
        boxView.layer.borderColor = UIColor(stateLook.borderColor).cgColor
        caretView.layer.cornerRadius = TextField.caretWidth / 2
        caretView.isHidden = field.state != .editing
        helperLabel.isHidden = field.helperLine.isEmpty
        counterLabel.isHidden = field.counter == nil
        // The counter keeps its natural size; the helper line takes the rest of the row.
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            counterLabel.setContentHuggingPriority(.required, for: axis)
            counterLabel.setContentCompressionResistancePriority(.required, for: axis)
        }

        addSubview(boxView)
        boxView.addSubview(textLabel)
        boxView.addSubview(caretView)
        addSubview(helperLabel)
        addSubview(counterLabel)
        snp.makeConstraints {
            $0.top.equalTo(boxView)
            $0.bottom.greaterThanOrEqualTo(boxView)
            $0.bottom.greaterThanOrEqualTo(helperLabel)
            $0.bottom.greaterThanOrEqualTo(counterLabel)
            $0.height.equalTo(0).priority(.low)
        }
        boxView.snp.makeConstraints {
            $0.directionalHorizontalEdges.equalToSuperview()
            $0.height.equalTo(common.height)
        }
        textLabel.snp.makeConstraints {
            $0.verticalEdges.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview().inset(common.horizontalInset)
        }
        counterLabel.snp.makeConstraints {
            $0.top.equalTo(boxView.snp.bottom).offset(common.helperSpacing)
            $0.trailing.equalTo(boxView)
        }
        helperLabel.snp.makeConstraints {
            $0.top.equalTo(boxView.snp.bottom).offset(common.helperSpacing)
            $0.leading.equalTo(boxView)
            $0.trailing.equalTo(counterLabel.snp.leading).offset(-common.helperSpacing)
        }
    }

    public required init?(coder: NSCoder) { nil }

    /// Places the caret just after the typed text (at the start before any is typed), as high
    /// as a line of the text's style, vertically centered on the pixel grid.
    public override func layoutSubviews() {
        super.layoutSubviews()
        guard !caretView.isHidden else { return }
        let area = textLabel.frame
        let scale = Double(traitCollection.displayScale), areaWidth = Double(area.width), areaHeight = Double(area.height)
        // The typed line as the label sets it (at the label's width, one line): its last line's
        // width, not the unconstrained string's, is where the text ends.
        guard let line = try? TextEngine.current.layout(typed.isEmpty ? " " : typed,
                                                        style: textStyle.textStyle(alignment: .left, lines: 1),
                                                        maxWidth: areaWidth, scale: scale) else { return }
        let lineHeight = line.size.height
        let width = typed.isEmpty ? 0 : (line.lines.last?.width ?? 0)
        caretView.frame = CGRect(x: Double(area.minX) + (min(width, areaWidth - TextField.caretWidth) * scale).rounded() / scale,
                                 y: Double(area.minY) + ((areaHeight - lineHeight) / 2 * scale).rounded() / scale,
                                 width: TextField.caretWidth, height: lineHeight)
    }
}

extension TextField: Component {
    /// Width of the caret drawn after the text while editing (UITextField's is 2 points).
    public static let caretWidth = 2.0

    /// The field between the screen margins, centered in the safe area.
    public func makeView(on device: Device, theme: Theme) throws -> UIView {
        ComponentScreen.layer(placing: TextFieldView(self, theme: theme)) { field, screen in
            field.snp.makeConstraints {
                $0.directionalHorizontalEdges.equalToSuperview().inset(theme.spacing.screenMargin)
                $0.centerY.equalTo(screen.safeAreaLayoutGuide)
            }
        }
    }
}
