import Foundation
import LottiePlayback
import Testing

/// Tests/HostileInputs/lottie: files that would make rlottie spend unbounded time or memory, recurse
/// without end, or read files they name are refused before rlottie sees them, naming the file.
@Suite struct HostileLottieTests {
    static let folder = LottieAnimationTests.packageRoot.appendingPathComponent("Tests/HostileInputs/lottie")

    @Test(arguments: [
        ("many-layers.json", "6000 layers, more than the limit of 5000"),
        ("precomposition-bomb.json", "layers as played (precompositions expanded)"),
        ("deep-precomposition.json", "17 levels of precomposition, more than the limit of 16"),
        ("precomposition-cycle.json", "precomposition contains itself: a -> b -> a"),
        ("huge-canvas.json", "points of canvas width (w), more than the limit of 4096"),
        ("huge-frame-count.json", "frames (op - ip), more than the limit of 36000"),
        ("repeater-bomb.json", "1000000000 repeater copies"),
        ("external-image.json", "assets[0].p: images must be embedded as data: URIs"),
        ("deep-nesting.json", "levels of JSON nesting, more than the limit of 128"),
        ("truncated.json", "is not Lottie JSON"),
        ("not-an-animation.json", "(root): must be an object"),
        ("zero-frame-rate.json", "fr: must be a positive number"),
    ])
    func refusedNamingTheFileAndTheReason(file: String, message: String) {
        let path = Self.folder.appendingPathComponent(file).path
        #expect { try LottieAnimation(path: path) } throws: { error in
            let text = "\(error)"
            return error is LottieError && text.hasPrefix(path + ": Lottie ") && text.contains(message)
        }
    }

    @Test func aFileOverTheByteLimitIsNotRead() {
        let limits = LottieLimits(maxFileBytes: 100)
        #expect(throws: LottieError(path: LottieAnimationTests.spinner, reason: .fileTooLarge(bytes: try? FileManager.default
            .attributesOfItem(atPath: LottieAnimationTests.spinner)[.size] as? Int, limit: 100))) {
            try LottieAnimation(path: LottieAnimationTests.spinner, limits: limits)
        }
    }

    @Test func aMissingFileOrAFolderIsUnreadable() {
        #expect { try LottieAnimation(path: "/nonexistent/spinner.json") } throws: { "\($0)".contains("/nonexistent/spinner.json: Lottie cannot be read") }
        #expect { try LottieAnimation(path: Self.folder.path) } throws: { "\($0)".contains("cannot be read: is a folder") }
    }
}
