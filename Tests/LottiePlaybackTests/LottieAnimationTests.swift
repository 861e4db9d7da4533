import Foundation
import LayoutEngine
import LottiePlayback
import Rasterizer
import Testing

/// Our spinner (examples/lottie/spinner.json) played by rlottie: its size and timing from the file,
/// frames sampled at any time, looping, byte-identical for the same time, premultiplied RGBA.
@Suite struct LottieAnimationTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let spinner = packageRoot.appendingPathComponent("examples/lottie/spinner.json").path

    /// The straight RGBA of the pixel at (x, y) of `bitmap`.
    static func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let image = RGBAImage(bitmap)
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    @Test func theSpinnerIsFortyPointsAndTurnsOnceASecondAtSixtyFrames() throws {
        let animation = try LottieAnimation(path: Self.spinner)
        #expect(animation.size == Size(width: 40, height: 40))
        #expect(animation.composition.frameRate == 60)
        #expect(animation.composition.duration == 1)
        #expect(animation.composition.layerCount == 2)
    }

    @Test func theFrameAtATimeIsTheFrameRateTimesTheTimeWithinTheLoop() throws {
        let animation = try LottieAnimation(path: Self.spinner)
        #expect(animation.frameNumber(at: 0) == 0)
        #expect(animation.frameNumber(at: 0.5) == 30)
        #expect(animation.frameNumber(at: 0.999) == 59)
        #expect(animation.frameNumber(at: 1) == 0)
        #expect(animation.frameNumber(at: 2.5) == 30)
        #expect(animation.frameNumber(at: -0.25) == 45)
        #expect(animation.frameNumber(at: 7, loop: false) == 59)
        #expect(animation.frameNumber(at: -1, loop: false) == 0)
    }

    @Test func theSameTimeGivesTheSameBytesAndALoopLaterTooEvenInAnotherLoad() throws {
        let animation = try LottieAnimation(path: Self.spinner)
        let frame = try animation.frame(at: 0.3, scale: 2)
        #expect(try animation.frame(at: 0.3, scale: 2) == frame)
        #expect(try animation.frame(at: 3.3, scale: 2) == frame)
        #expect(try LottieAnimation(path: Self.spinner).frame(at: 0.3, scale: 2) == frame)
        #expect(try animation.frame(at: 0.6, scale: 2) != frame)
        #expect(frame.width == 80 && frame.height == 80)
    }

    @Test func theArcStartsAtTwelveOClockOverTheTrackAndHalfASecondLaterIsOpposite() throws {
        let animation = try LottieAnimation(path: Self.spinner)
        // The ring is 32 points wide, centered at (20, 20): the 4-point stroke covers radius 14 to 18.
        // The arc is the first quarter of the ellipse's path, which Lottie starts at the top going
        // clockwise: at t = 0 it covers 12 to 3 o'clock, and the track shows at 6 to 9.
        let start = try animation.frame(at: 0)
        let arc: [UInt8] = [142, 142, 147, 255], track: [UInt8] = [229, 229, 234, 255]
        func near(_ pixel: [UInt8], _ color: [UInt8]) -> Bool { zip(pixel, color).allSatisfy { abs(Int($0) - Int($1)) <= 3 } }
        let upperRight = (20 + Int(16 * cos(Double.pi / 4)), 20 - Int(16 * sin(Double.pi / 4)))
        let lowerLeft = (40 - upperRight.0, 40 - upperRight.1)
        #expect(near(Self.pixel(start, upperRight.0, upperRight.1), arc), "\(Self.pixel(start, upperRight.0, upperRight.1))")
        #expect(near(Self.pixel(start, lowerLeft.0, lowerLeft.1), track), "\(Self.pixel(start, lowerLeft.0, lowerLeft.1))")
        #expect(Self.pixel(start, 20, 20)[3] == 0, "the middle is transparent")
        let half = try animation.frame(at: 0.5)
        #expect(near(Self.pixel(half, lowerLeft.0, lowerLeft.1), arc))
        #expect(near(Self.pixel(half, upperRight.0, upperRight.1), track))
        // LOTTIE_FRAMES_OUT keeps a quarter second apart at scale 4, for looking at.
        if let folder = ProcessInfo.processInfo.environment["LOTTIE_FRAMES_OUT"] {
            for time in [0, 0.25, 0.5, 0.75] {
                try AtomicFile.write(try PNGEncoder().encode(try animation.frame(at: time, scale: 4)), toPath: "\(folder)/spinner-\(time).png")
            }
        }
    }

    @Test func framesArePremultiplied() throws {
        let frame = try LottieAnimation(path: Self.spinner).frame(at: 0.1, scale: 3)
        let pixels = frame.pixels
        let translucent = stride(from: 0, to: pixels.count, by: 4).filter { pixels[$0 + 3] > 0 && pixels[$0 + 3] < 255 }
        #expect(!translucent.isEmpty, "anti-aliased edges")
        #expect(translucent.allSatisfy { i in (0..<3).allSatisfy { pixels[i + $0] <= pixels[i + 3] } })
    }

    @Test func aNodeShowsTheFrameAtTheAnimationsOwnSizeCentered() throws {
        let animation = try LottieAnimation(path: Self.spinner)
        let node = try animation.node(id: "loading", centeredAt: Point(x: 187.5, y: 406), at: 0.2, scale: 3)
        #expect(node.frame == Rect(x: 167.5, y: 386, width: 40, height: 40))
        guard case .image(let image) = node.content else { Issue.record("no image"); return }
        #expect(image == (try animation.image(at: 0.2, scale: 3)))
        let drawn = try ScenePainter().render(Scene(size: Size(width: 40, height: 40), scale: 3, nodes: [
            try animation.node(id: "loading", centeredAt: Point(x: 20, y: 20), at: 0, scale: 3),
        ]))
        #expect(Self.pixel(drawn, 3 * 31, 3 * 8) != [255, 255, 255, 255], "the arc is drawn on the scene")
    }

    @Test func timesAndScalesThatAreNotFramesAreRefused() throws {
        let animation = try LottieAnimation(path: Self.spinner)
        #expect(throws: LottieError(path: Self.spinner, reason: .invalidFrame("time nan is not finite"))) {
            try animation.frame(at: .nan)
        }
        #expect { try animation.frame(at: 0, scale: 0) } throws: { ($0 as? LottieError)?.path == Self.spinner }
        #expect { try animation.frame(at: 0, scale: 1e6) } throws: { "\($0)".contains("pixels") }
    }
}
