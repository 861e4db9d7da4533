// A settings-style panel with every control, as a team lays one out with stack views.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

/// Stacks `views` vertically `spacing` apart in `container`, 16 points from its top and bottom
/// and, by `placement`, from both sides (`.fill`), from the leading side (`.leading`) or centered.
func stack(_ views: [UIView], spacing: CGFloat, in container: UIView, placement: UIStackView.Alignment = .fill) {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = spacing
    stack.alignment = placement
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    var constraints = [stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 16),
                       stack.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -16)]
    switch placement {
    case .center: constraints.append(stack.centerXAnchor.constraint(equalTo: container.centerXAnchor))
    case .leading: constraints.append(stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16))
    default:
        constraints.append(stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16))
        constraints.append(stack.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16))
    }
    NSLayoutConstraint.activate(constraints)
}

/// A row: a caption at the leading edge and a control after it.
private func row(_ caption: String, _ control: UIView) -> UIStackView {
    let label = UILabel()
    label.text = caption
    label.font = .systemFont(ofSize: 15)
    label.textColor = .secondaryLabel
    label.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
    let stack = UIStackView(arrangedSubviews: [label, control])
    stack.axis = .horizontal
    stack.alignment = .center
    stack.spacing = 12
    return stack
}

final class ControlPanelView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground

        let on = UISwitch()
        on.isOn = true
        let off = UISwitch()
        let tinted = UISwitch()
        tinted.isOn = true
        tinted.onTintColor = .systemOrange
        let disabled = UISwitch()
        disabled.isOn = true
        disabled.isEnabled = false
        let switches = UIStackView(arrangedSubviews: [on, off, tinted, disabled])
        switches.spacing = 8

        let segments = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
        segments.selectedSegmentIndex = 1
        let symbols = UISegmentedControl(items: [UIImage(systemName: "list.bullet")!, UIImage(systemName: "square.grid.2x2")!])
        symbols.selectedSegmentIndex = 0

        let slider = UISlider()
        slider.value = 0.3
        let stepper = UIStepper()
        stepper.value = 0
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.45
        let done = UIProgressView(progressViewStyle: .default)
        done.progress = 5
        done.progressTintColor = .systemGreen

        let medium = UIActivityIndicatorView(style: .medium)
        medium.startAnimating()
        let large = UIActivityIndicatorView(style: .large)
        large.startAnimating()
        large.color = .systemBlue
        let spinners = UIStackView(arrangedSubviews: [medium, large])
        spinners.spacing = 16
        spinners.alignment = .center

        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 2
        pages.pageIndicatorTintColor = .systemGray4
        pages.currentPageIndicatorTintColor = .label

        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.font = .systemFont(ofSize: 15)
        textView.backgroundColor = .secondarySystemBackground
        textView.text = "A text view that does not scroll sizes itself to its text at the width it gets."

        stack([row("Switches", switches), segments, symbols, row("Slider", slider), row("Stepper", stepper),
               progress, done, row("Activity", spinners), pages, textView], spacing: 16, in: self)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Text fields in each border style, with placeholders, secure entry, side views and clear buttons.
final class TextFieldPanelView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground

        func field(_ style: UITextField.BorderStyle, text: String?, placeholder: String?) -> UITextField {
            let field = UITextField()
            field.borderStyle = style
            field.text = text
            field.placeholder = placeholder
            return field
        }
        let plain = field(.none, text: "Borderless text", placeholder: nil)
        let line = field(.line, text: nil, placeholder: "Line border")
        let bezel = field(.bezel, text: "Bezel border", placeholder: nil)
        let rounded = field(.roundedRect, text: nil, placeholder: "Rounded rect placeholder")
        let search = field(.roundedRect, text: "Coffee", placeholder: "Search")
        let icon = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        icon.tintColor = .secondaryLabel
        icon.contentMode = .center
        icon.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        search.leftView = icon
        search.leftViewMode = .always
        search.clearButtonMode = .always
        let secure = field(.roundedRect, text: "correct horse", placeholder: "Password")
        secure.isSecureTextEntry = true
        let centered = field(.roundedRect, text: "Centered", placeholder: nil)
        centered.textAlignment = .center
        let big = field(.roundedRect, text: nil, placeholder: "28-point placeholder")
        big.font = .systemFont(ofSize: 28)
        let disabled = field(.roundedRect, text: "Disabled", placeholder: nil)
        disabled.isEnabled = false

        stack([plain, line, bezel, rounded, search, secure, centered, big, disabled], spacing: 10, in: self)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
