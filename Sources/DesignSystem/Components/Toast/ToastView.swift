import Foundation
import LayoutEngine
import ViewKit

/// Seed 000's `CommonToast` as a view tree: a band as wide as the screen and `height` high with
/// its message centered (`messageLabel.snp.makeConstraints { $0.center.equalToSuperview() }`),
/// shown by Toast-Swift's `showToast(_:duration: 1, position: .bottom)`, which centers the toast
/// at `superview.bounds.height - toast.height / 2 - bottomPadding`, `bottomPadding =
/// style.verticalPadding + safeAreaInsets.bottom` (scalessec/Toast-Swift, Toast/Toast.swift,
/// `ToastPosition.centerPoint(forToast:inSuperview:)`): the band's bottom 10 pt above the bottom
/// safe area. Node ids: `toast`, `toast.message`.
public final class ToastView: UIView {
    /// Toast-Swift's `ToastStyle.verticalPadding`: "Default is 10.0" (Toast/Toast.swift).
    public static let verticalPadding = 10.0

    public let band = UIView()
    public let messageLabel = UILabel()

    /// The toast `toast` in `theme`, to be laid out full screen.
    public init(_ toast: Toast, theme: Theme) {
        super.init(frame: .zero)
        let colors = theme.colors
        band.accessibilityIdentifier = "toast"
        band.backgroundColor = UIColor(toast.backgroundColor ?? colors.cyan)
        messageLabel.style(id: "toast.message", text: toast.message, style: theme.typography.body,
                           color: toast.messageColor ?? colors.black, lines: 0)
        addSubview(band)
        band.addSubview(messageLabel)
        band.snp.makeConstraints {
            $0.leading.trailing.equalToSuperview()
            $0.height.equalTo(toast.height)
            $0.bottom.equalTo(safeAreaLayoutGuide.snp.bottom).offset(-ToastView.verticalPadding)
        }
        // The seed only centers the label; ours also wraps it inside the content inset, so a long
        // message stays on the band instead of running off the screen's sides.
        messageLabel.snp.makeConstraints {
            $0.center.equalToSuperview()
            $0.leading.greaterThanOrEqualToSuperview().offset(theme.spacing.content)
            $0.trailing.lessThanOrEqualToSuperview().offset(-theme.spacing.content)
        }
    }

    public required init?(coder: NSCoder) { nil }
}

/// A toast built in code with a height no view can have (scene files check it when read).
struct ToastHeightError: Error, CustomStringConvertible {
    var height: Double
    var description: String { "the toast's height is \(height); expected a finite length above 0" }
}

extension Toast: AnimatedComponent {
    /// Toast-Swift's `ToastStyle.fadeDuration`: "The fade in/out animation duration. Default is
    /// 0.2." (Toast/Toast.swift).
    public static let fadeDuration = 0.2

    /// The toast laid out on `device` in `theme`, shown (opacity 1); `animations` fades it.
    public func makeView(on device: Device, theme: Theme) throws -> UIView {
        guard height.isFinite, height > 0 else { throw ToastHeightError(height: height) }
        return ToastView(self, theme: theme)
    }

    /// Toast-Swift's `showToast(_:duration:point:)`: alpha 0 to 1 over `fadeDuration` with
    /// `.curveEaseOut`; the `duration` timer is added to the run loop only when that fade completes;
    /// then `hideToast` fades alpha to 0 over `fadeDuration` with `.curveEaseIn` and removes the
    /// toast. So it is fully shown from 0.2 s to 0.2 s + duration and gone 0.2 s later.
    public func animations(of nodes: [SceneNode], on device: Device, theme: Theme) -> Timeline {
        var timeline = Timeline()
        guard nodes.contains(where: { $0.id == "toast" }) else { return timeline }
        timeline.add(.keyframe(fade), to: "toast")
        return timeline
    }

    /// The toast's opacity over its life: 0, 1 after the fade in, 1 until the timer fires, 0
    /// after the fade out, held there (the toast is removed).
    var fade: KeyframeAnimation {
        let fadeIn = Toast.fadeDuration
        let duration = self.duration.isFinite ? min(max(self.duration, 0), Toast.maximumDuration) : 0
        let total = 2 * Toast.fadeDuration + duration
        let timing = try! MediaTiming(duration: total, fillMode: .both)
        return try! KeyframeAnimation(keyPath: .opacity, values: [0, 1, 1, 0],
                                      keyTimes: [0, fadeIn / total, (fadeIn + duration) / total, 1],
                                      timingFunctions: [.easeOut, .linear, .easeIn], timing: timing)
    }
}
