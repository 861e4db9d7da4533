import Foundation
import LayoutEngine
import LottiePlayback
import ViewKit

/// Seed 000's `CommonLoadingView` as a view tree: a clear view over the screen standing for the
/// blocked input (`window?.isUserInteractionEnabled = false`) and the `LottieAnimationView`
/// centered at its own size (`loadingView?.snp.makeConstraints { $0.center.equalToSuperview() }`),
/// hidden until 0.8 s have passed (`isHidden = true` until the timer fires).
public final class LoadingOverlayView: UIView {
    public let blockerView = UIView()
    public let animationView: LottieAnimationView

    /// The overlay `overlay` playing `animation`, drawn at `scale`: at `overlay.time`, or, when it
    /// animates, shown with no frame of its own (its frames are the timeline's).
    public init(_ overlay: LoadingOverlay, animation: LottieAnimation, scale: Double) throws {
        animationView = LottieAnimationView(animation: animation, loopMode: .loop)
        super.init(frame: .zero)
        blockerView.accessibilityIdentifier = "loading.blocker"
        animationView.accessibilityIdentifier = "loading.animation"
        if overlay.animates {
            blockerView.isHidden = false
            animationView.isHidden = false
        } else {
            blockerView.isHidden = !overlay.blocksInput(at: overlay.time)
            animationView.isHidden = !overlay.animationVisible(at: overlay.time)
            // The animation plays from `show()`: lottie-ios's `play()` runs while the view is hidden.
            if !animationView.isHidden { try animationView.show(at: overlay.time, scale: scale) }
        }
        addSubview(blockerView)
        addSubview(animationView)
        blockerView.snp.makeConstraints { $0.edges.equalToSuperview() }
        animationView.snp.makeConstraints { $0.center.equalToSuperview() }
    }

    public required init?(coder: NSCoder) { nil }
}

/// An animated loading overlay whose animation's frames would take more memory than allowed.
struct LoadingAnimationTooLarge: Error, CustomStringConvertible {
    var path: String
    var frames: Int
    var pixelWidth: Int
    var pixelHeight: Int

    var description: String {
        "\(path): an animated loading overlay holds every frame: \(frames) frames of \(pixelWidth) x \(pixelHeight) pixels "
            + "need \(frames * pixelWidth * pixelHeight * 4) bytes, more than \(LoadingOverlay.maximumFrameBytes); "
            + "draw it at one \"time\" instead of \"animate\""
    }
}

extension LoadingOverlay: AnimatedComponent {
    /// The component's view on `device` (see `Component`); when it animates, the animation view
    /// holds every frame of the animation (`frameNodes`) over its bounds.
    public func makeView(on device: Device, theme: Theme) throws -> UIView {
        let animation = try loadAnimation()
        let view = try LoadingOverlayView(self, animation: animation, scale: device.scale)
        guard animates else { return view }
        // The animation view is centered at its intrinsic size, the animation's.
        let size = animation.size
        let frames = SceneNodeView(nodes: try frameNodes(of: animation, size: size, scale: device.scale),
                                   frame: CGRect(origin: .zero, size: CGSize(size)))
        frames.accessibilityIdentifier = ComponentScreen.layerIdentifier
        view.animationView.addSubview(frames)
        return view
    }

    /// Every frame of `animation` as an image node over the view's bounds, shown (opacity 1) only
    /// for the frame at `time`, so a still render of an animated overlay is its picture at `time`.
    private func frameNodes(of animation: LottieAnimation, size: Size, scale: Double) throws -> [SceneNode] {
        let count = animation.frameCount
        let width = Int((animation.size.width * scale).rounded(.up)), height = Int((animation.size.height * scale).rounded(.up))
        guard count * width * height * 4 <= LoadingOverlay.maximumFrameBytes else {
            throw LoadingAnimationTooLarge(path: animation.path, frames: count, pixelWidth: width, pixelHeight: height)
        }
        let shown = time.isFinite ? animation.frameNumber(at: time) : nil
        return try (0..<count).map { index in
            let number = animation.firstFrame + index
            return SceneNode(id: "loading.animation.frame.\(index)", frame: Rect(origin: .zero, size: size),
                             opacity: number == shown ? 1 : 0, content: .image(try animation.image(number: number, scale: scale)))
        }
    }

    /// With `animate`: the input blocked from `show()` until dismissal, the animation hidden for
    /// the first 0.8 s (the seed's timer) and after dismissal, and each frame node shown for its
    /// frame's span of every pass (frame k from k / fr seconds, `LottieAnimation.frameNumber(at:)`).
    public func animations(of nodes: [SceneNode], on device: Device, theme: Theme) -> Timeline {
        var timeline = Timeline()
        guard animates, let view = nodes.first(where: { $0.id == "loading.animation" }),
              let animation = try? loadAnimation() else { return timeline }
        timeline.add(.keyframe(LoadingOverlay.shown(from: 0, until: dismissedAt)), to: "loading.blocker")
        timeline.add(.keyframe(LoadingOverlay.shown(from: LoadingOverlay.revealDelay, until: dismissedAt)), to: view.id)
        let pass = animation.composition.duration, frames = animation.composition.outPoint - animation.composition.inPoint
        let timing = try! MediaTiming(duration: pass, repetition: .count(.infinity))
        for (index, frame) in view.children.enumerated() {
            let start = Double(index) / frames, end = min(Double(index + 1) / frames, 1)
            timeline.add(.keyframe(try! KeyframeAnimation(keyPath: .opacity, values: [0, 1, 0], keyTimes: [0, start, end, 1],
                                                          calculationMode: .discrete, timing: timing)), to: frame.id)
        }
        return timeline
    }

    /// Opacity 0 before `start`, 1 from `start` until `end` (nil: for ever), then 0: discrete
    /// keyframes held by their fills.
    static func shown(from start: Double, until end: Double?) -> KeyframeAnimation {
        guard end.map({ $0 > start }) ?? true else {
            return try! KeyframeAnimation(keyPath: .opacity, values: [0], timing: try! MediaTiming(duration: 1, fillMode: .both))
        }
        let length = end ?? start + 1
        return try! KeyframeAnimation(keyPath: .opacity, values: [0, 1, end == nil ? 1 : 0],
                                      keyTimes: [0, start / length, (end ?? length) / length, 1],
                                      calculationMode: .discrete, timing: try! MediaTiming(duration: length, fillMode: .both))
    }
}
