import Foundation
import LayoutEngine
import LottiePlayback
import ViewKit

/// lottie-ios's `LottieAnimationView` on our views: a view showing one frame of a Lottie
/// animation at its own size (its intrinsic content size is the animation's `w` x `h`, so
/// `snp.makeConstraints { $0.center.equalToSuperview() }` places it as the seed does), the frame
/// rendered by rlottie at the screen's scale.
public final class LottieAnimationView: UIImageView {
    /// How playback continues past the animation's end (lottie-ios's `LottieLoopMode`).
    public enum LoopMode: Sendable, Hashable {
        /// Starts over at every multiple of the duration (the seed's `loopMode = .loop`).
        case loop
        /// Holds the last frame.
        case playOnce
    }

    /// The animation played.
    public let animation: LottieAnimation
    /// How playback continues past the end.
    public let loopMode: LoopMode

    /// A view for `animation`, showing no frame until `show(at:scale:)`.
    public init(animation: LottieAnimation, loopMode: LoopMode = .loop) {
        self.animation = animation
        self.loopMode = loopMode
        super.init(frame: .zero)
    }

    /// Shows the frame `seconds` after `play()`, rendered `scale` pixels a point.
    public func show(at seconds: Double, scale: Double) throws {
        image = UIImage(content: try animation.image(at: seconds, loop: loopMode == .loop, scale: scale))
    }

    public required init?(coder: NSCoder) { nil }

    /// The animation's own size (rlottie renders the frame's pixels rounded up to whole ones).
    public override var intrinsicContentSize: CGSize {
        CGSize(animation.size)
    }
}
