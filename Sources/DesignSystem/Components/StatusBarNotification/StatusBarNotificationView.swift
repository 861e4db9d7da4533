import Foundation
import LayoutEngine
import ViewKit

/// JDStatusBarNotification's banner in its default style, as the library lays it out
/// (calimarkus/JDStatusBarNotification, JDStatusBarNotification/Public/NotificationStyle.swift,
/// Private/NotificationView.swift and Private/NotificationViewController.swift; its 2.x
/// Objective-C styles have the same defaults):
/// - `StatusBarNotificationBackgroundStyle`: `backgroundType = .pill`, `backgroundColor` white;
///   `StatusBarNotificationPillStyle`: `height = 50`, `topSpacing = 0`, `minimumWidth = 200`, no
///   border, no shadow.
/// - `StatusBarNotificationTextStyle`: `font = .preferredFont(forTextStyle: .footnote)` (13 pt at
///   the default content size), `textColor = .gray`.
/// - `pillContentRectForContentRect`: `paddingX = 20`, `minimumPillInset = 20`; the pill's width
///   is `round(max(minimumWidth, min(screen width - 40, text width + 40)))`, its x
///   `round(max(20, (screen width - width) / 2))`; its corner radius `round(height / 2)`.
/// - `contentHeight(for:with:)`: the view is `safe area top + height + topSpacing + notch
///   adjustment` high and the pill sits at its bottom, so the pill's top is the safe area's top
///   plus the adjustment: 0 with a Dynamic Island (a top inset of 54 or more), -7 with a notch
///   (more than 20), 3 on a phone without a notch.
/// - `layoutSubviews`: the title as wide as its text (at most the pill's width less 2 x 20),
///   centered in the pill (the library rounds its y to a point, we to the pixel grid).
public final class StatusBarNotificationView: UIView {
    /// `StatusBarNotificationPillStyle.height`.
    public static let pillHeight = 50.0
    /// `StatusBarNotificationPillStyle.minimumWidth`.
    public static let minimumPillWidth = 200.0
    /// `pillContentRectForContentRect`'s `paddingX` and `minimumPillInset`, and `layoutSubviews`'
    /// `labelInsetX`: 20 each.
    public static let inset = 20.0

    public let pill = UIView(id: "statusBarNotification")
    public let titleLabel: UILabel

    /// The banner `notification` on `device` in `theme`, to be laid out full screen.
    public init(_ notification: StatusBarNotification, on device: Device, theme: Theme) {
        titleLabel = UILabel(id: "statusBarNotification.title", text: notification.title, style: theme.typography.caption,
                             color: theme.colors.gray, lines: 1)
        super.init(frame: .zero)
        // Measured before layout, so at the device's scale here: text widths round to its pixel grid.
        titleLabel.traitOverrides.displayScale = CGFloat(device.scale)
        let textWidth = Double(titleLabel.intrinsicContentSize.width)
        let frame = StatusBarNotificationView.pillFrame(textWidth: textWidth, screenWidth: device.size.width,
                                                        safeAreaTop: device.safeArea.top)
        // A pill sized from its text rounds its width to a point, which can leave the text up to half a
        // point more than the insets allow: the library shrinks the font to fit (adjustsFontSizeToFitWidth),
        // we let the text keep its width; only a pill at its widest cuts the text.
        let room = frame.width - 2 * StatusBarNotificationView.inset
        let titleWidth = max(0, frame.width < device.size.width - 2 * StatusBarNotificationView.inset ? max(room, textWidth) : room)
        pill.backgroundColor = UIColor(theme.colors.white)
        pill.layer.cornerRadius = (StatusBarNotificationView.pillHeight / 2).rounded()
        pill.layer.cornerCurve = .continuous
        addSubview(pill)
        pill.addSubview(titleLabel)
        pill.snp.makeConstraints {
            $0.top.equalToSuperview().offset(frame.minY)
            $0.leading.equalToSuperview().offset(frame.minX)
            $0.width.equalTo(frame.width)
            $0.height.equalTo(frame.height)
        }
        titleLabel.snp.makeConstraints {
            $0.center.equalToSuperview()
            $0.width.lessThanOrEqualTo(titleWidth)
        }
    }

    public required init?(coder: NSCoder) { nil }

    /// The pill's frame on a screen `screenWidth` wide whose safe area starts `safeAreaTop` down,
    /// for a title `textWidth` wide: `pillContentRectForContentRect` and `contentHeight(for:with:)`.
    public static func pillFrame(textWidth: Double, screenWidth: Double, safeAreaTop: Double) -> Rect {
        // A screen narrower than the insets (a custom device) gets an empty pill, not a negative one.
        let maximumWidth = max(0, screenWidth - 2 * inset)
        let minimumWidth = min(maximumWidth, max(pillHeight, minimumPillWidth))
        let width = max(minimumWidth, min(maximumWidth, textWidth + 2 * inset)).rounded()
        let notchAdjustment = safeAreaTop >= 54 ? 0.0 : safeAreaTop > 20 ? -7.0 : 3.0
        return Rect(x: max(inset, (screenWidth - width) / 2).rounded(), y: (safeAreaTop + notchAdjustment).rounded(),
                    width: width, height: pillHeight)
    }
}

extension StatusBarNotification: AnimatedComponent {
    /// `NotificationViewController.present(withStyle:completion:)`: `animator.animateIn(for: 0.4)`.
    public static let presentationDuration = 0.4

    /// The banner laid out on `device` in `theme` (see `Component`).
    public func makeView(on device: Device, theme: Theme) throws -> UIView {
        StatusBarNotificationView(self, on: device, theme: theme)
    }

    /// The default `.move` animation (Private/NotificationAnimator.swift, `animateIn(for:completion:)`):
    /// the notification view starts translated up by its own height (the safe area's top plus the
    /// pill's height and spacing: the pill's bottom) and `UIView.animate(withDuration:)` brings it
    /// to rest on its default curve, ease in and out. With `animatesPresentation` only.
    public func animations(of nodes: [SceneNode], on device: Device, theme: Theme) -> Timeline {
        var timeline = Timeline()
        guard animatesPresentation, let pill = nodes.first(where: { $0.id == "statusBarNotification" }) else { return timeline }
        let timing = try! MediaTiming(duration: StatusBarNotification.presentationDuration, fillMode: .backwards)
        timeline.add(.basic(try! BasicAnimation(keyPath: .translationY, fromValue: -pill.frame.maxY, toValue: 0,
                                                timingFunction: .easeInEaseOut, timing: timing)), to: pill.id)
        return timeline
    }
}
