import Foundation
import LayoutEngine

/// A `UIAlertController`'s view: the dimming view over the whole screen and the alert or the
/// action sheet, laid out by frames as UIKit's alert views are.
///
/// Alert (iOS 13 to 17 on iPhone): 270 points wide (the width every measurement of UIKit's alert
/// gives, e.g. marpies.com, "Coding Auto Layout by Example — Custom UIAlert", 2022), centered in
/// the screen, corner radius 14; the title 17-point semibold and the message 13-point regular,
/// centered, 16 points from the sides, 20 above and below; buttons 44 points tall in 17-point
/// text, two side by side when both titles fit (the cancel action on the leading side), else
/// stacked with the cancel action last; hairline separators.
///
/// Action sheet: 8 points from the screen's sides and above the home indicator's safe area;
/// the title (13-point semibold) and message (13-point regular) in the secondary label color,
/// 14 above and below; rows 57 points tall in 20-point text; the cancel action in a group of its
/// own 8 points below, semibold.
///
/// Colors: the default actions in the tint color, destructive ones red, disabled ones gray; the
/// preferred action (else the cancel action) semibold. The background is UIKit's blurred
/// material drawn as its tint (see `UIBlurEffect`): white 0.96 at 0.9 in light appearance, white
/// 0.17 at 0.9 in dark; an action sheet's cancel group is opaque (the secondary grouped
/// background). The dimming view is black at 0.2. Metrics not cited are our reading of iOS 17
/// (Apple publishes none).
final class AlertView: UIView {
    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    static let alertButtonHeight: CGFloat = 44
    static let sheetRowHeight: CGFloat = 57
    static let sheetMargin: CGFloat = 8
    static let material = UIColor(dynamicProvider: {
        $0.userInterfaceStyle == .dark ? UIColor(white: 0.17, alpha: 0.9) : UIColor(white: 0.96, alpha: 0.9)
    })

    private weak var controller: UIAlertController?
    private let dimView = UIView()
    /// What the subviews were built from: rebuilt when it changes.
    private var builtFrom: [String] = []

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        dimView.backgroundColor = PresentationDrawing.dimColor
        dimView.accessibilityIdentifier = "alert.dim"
        addSubview(dimView)
    }

    required init?(coder: NSCoder) { nil }

    /// The actions in the order drawn: the cancel action last (stacked), or first when two sit
    /// side by side.
    private func orderedActions(sideBySide: Bool) -> [UIAlertAction] {
        guard let actions = controller?.actions else { return [] }
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        return sideBySide ? cancel + others : others + cancel
    }

    private func buttonLabel(_ action: UIAlertAction, size: CGFloat) -> UILabel {
        let label = UILabel()
        label.text = action.title
        label.textAlignment = .center
        label.numberOfLines = 1
        let bold = controller?.preferredAction.map { $0 === action } ?? (action.style == .cancel)
        label.font = .systemFont(ofSize: size, weight: bold ? .semibold : .regular)
        let color: UIColor
        if !action.isEnabled { color = BarButtonLayout.disabledColor }
        else if action.style == .destructive { color = .systemRed }
        else { color = tintColor }
        label.textColor = color
        return label
    }

    private func textLabel(_ text: String?, font: UIFont, color: UIColor) -> UILabel? {
        guard let text, !text.isEmpty else { return nil }
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = color
        label.numberOfLines = 0
        label.textAlignment = .center
        return label
    }

    /// The title and message, centered, `width` wide and 16 from the sides, `padding` above and
    /// below and 2 apart, added to `group`; returns the header's height (0 without either).
    private func addHeader(_ controller: UIAlertController, to group: UIView, width: CGFloat, padding: CGFloat,
                           titleFont: UIFont, color: UIColor) -> CGFloat {
        let labels = [textLabel(controller.title, font: titleFont, color: color),
                      textLabel(controller.message, font: .systemFont(ofSize: 13), color: color)].compactMap { $0 }
        guard !labels.isEmpty else { return 0 }
        var y = padding
        for (index, label) in labels.enumerated() {
            if index > 0 { y += 2 }
            let height = label.sizeThatFits(CGSize(width: width, height: 0)).height
            label.frame = CGRect(x: 16, y: y, width: width, height: height)
            group.addSubview(label)
            y += height
        }
        return y + padding
    }

    private func group(color: UIColor) -> UIView {
        let view = UIView()
        view.backgroundColor = color
        view.layer.cornerRadius = AlertView.alertCornerRadius
        view.layer.cornerCurve = .continuous
        view.clipsToBounds = true
        return view
    }

    private func separator(_ frame: CGRect, in view: UIView) {
        let line = UIView(frame: frame)
        line.backgroundColor = .separator
        view.addSubview(line)
    }

    private var pixel: CGFloat {
        let scale = traitCollection.displayScale
        return 1 / (scale > 0 ? scale : 3)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        dimView.setFrameIfChanged(bounds)
        let signature = [controller.title ?? "", controller.message ?? "", "\(controller.preferredStyle.rawValue)",
                         "\(bounds.size)", "\(effectiveUserInterfaceLayoutDirection.rawValue)",
                         controller.preferredAction.map { "\(ObjectIdentifier($0))" } ?? ""]
            + controller.actions.map { "\($0.title ?? "")|\($0.style.rawValue)|\($0.isEnabled)" }
        guard signature != builtFrom else { return }
        builtFrom = signature
        for view in subviews where view !== dimView { view.removeFromSuperview() }
        if controller.preferredStyle == .alert { buildAlert(controller) } else { buildActionSheet(controller) }
    }

    private func buildAlert(_ controller: UIAlertController) {
        let width = AlertView.alertWidth
        let inner = width - 32
        let card = group(color: AlertView.material)
        card.accessibilityIdentifier = "alert"
        var y = addHeader(controller, to: card, width: inner, padding: 20, titleFont: .systemFont(ofSize: 17, weight: .semibold),
                          color: .label)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let actions = controller.actions
        let half = width / 2
        let fitsSideBySide = actions.count == 2 && actions.allSatisfy {
            buttonLabel($0, size: 17).sizeThatFits(.zero).width <= half - 16
        }
        let ordered = orderedActions(sideBySide: fitsSideBySide)
        let height = AlertView.alertButtonHeight
        if !ordered.isEmpty, y > 0 { separator(CGRect(x: 0, y: y, width: width, height: pixel), in: card) }
        if fitsSideBySide {
            for (index, action) in ordered.enumerated() {
                let slot = rtl ? 1 - index : index
                let label = buttonLabel(action, size: 17)
                label.frame = CGRect(x: CGFloat(slot) * half + 8, y: y, width: half - 16, height: height)
                card.addSubview(label)
            }
            separator(CGRect(x: half - pixel / 2, y: y, width: pixel, height: height), in: card)
            y += height
        } else {
            for (index, action) in ordered.enumerated() {
                if index > 0 { separator(CGRect(x: 0, y: y, width: width, height: pixel), in: card) }
                let label = buttonLabel(action, size: 17)
                label.frame = CGRect(x: 8, y: y, width: width - 16, height: height)
                card.addSubview(label)
                y += height
            }
        }
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 3
        card.frame = CGRect(x: ((bounds.width - width) / 2 * scale).rounded() / scale, y: ((bounds.height - y) / 2 * scale).rounded() / scale,
                            width: width, height: y)
        addSubview(card)
    }

    private func buildActionSheet(_ controller: UIAlertController) {
        let safe = givenSafeAreaInsets
        let margin = AlertView.sheetMargin
        let width = bounds.width - 2 * margin - safe.left - safe.right
        let inner = width - 32
        let rowHeight = AlertView.sheetRowHeight
        let main = group(color: AlertView.material)
        main.accessibilityIdentifier = "actionSheet"
        var y = addHeader(controller, to: main, width: inner, padding: 14, titleFont: .systemFont(ofSize: 13, weight: .semibold),
                          color: .secondaryLabel)
        let others = controller.actions.filter { $0.style != .cancel }
        for action in others {
            if y > 0 { separator(CGRect(x: 0, y: y, width: width, height: pixel), in: main) }
            let label = buttonLabel(action, size: 20)
            label.frame = CGRect(x: 8, y: y, width: width - 16, height: rowHeight)
            main.addSubview(label)
            y += rowHeight
        }
        var bottom = bounds.height - max(safe.bottom, margin)
        if let cancel = controller.actions.first(where: { $0.style == .cancel }) {
            let group = group(color: .secondarySystemGroupedBackground)
            group.accessibilityIdentifier = "actionSheet.cancel"
            group.frame = CGRect(x: margin + safe.left, y: bottom - rowHeight, width: width, height: rowHeight)
            let label = buttonLabel(cancel, size: 20)
            label.frame = CGRect(x: 8, y: 0, width: width - 16, height: rowHeight)
            group.addSubview(label)
            addSubview(group)
            bottom -= rowHeight + margin
        }
        if y > 0 {
            main.frame = CGRect(x: margin + safe.left, y: bottom - y, width: width, height: y)
            addSubview(main)
        }
    }
}
