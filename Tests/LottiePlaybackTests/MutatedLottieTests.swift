import Foundation
import LottiePlayback
import TestSupport
import Testing

/// A seeded fuzzer: our spinner with one number, value or key changed at a time (extreme numbers,
/// wrong types, missing keys) either plays or is refused with a LottieError, and never crashes or
/// hangs rlottie. The same seed checks the same 300 files on every run.
@Suite struct MutatedLottieTests {
    static let replacements = ["-1e9", "1e9", "0", "-1", "0.5", "1e300", "-1e300", "4096", "null", "\"x\"", "[]", "{}",
                               "[1e9, 1e9]", "[[]]", "true"]

    /// The spinner's text with one mutation picked by `random`.
    static func mutate(_ text: String, _ random: inout SplitMix64) -> String {
        let numbers = text.ranges(of: /-?[0-9]+(\.[0-9]+)?/)
        let keys = text.ranges(of: #/"[a-z]{1,3}": /#)
        if random.below(3) == 0, let key = keys.isEmpty ? nil : keys[random.below(keys.count)] {
            // A key renamed: the value it held goes missing.
            var mutated = text
            mutated.replaceSubrange(key, with: "\"zz\(random.below(1000))\": ")
            return mutated
        }
        guard !numbers.isEmpty else { return text }
        var mutated = text
        mutated.replaceSubrange(numbers[random.below(numbers.count)], with: replacements[random.below(replacements.count)])
        return mutated
    }

    @Test func mutatedSpinnersPlayOrAreRefusedNeverCrash() throws {
        let text = try String(contentsOfFile: LottieAnimationTests.spinner, encoding: .utf8)
        let folder = try Scratch.directory("lottie-fuzz")
        var random = SplitMix64(seed: 0x10771E)
        var played = 0, refused = 0
        for index in 0..<300 {
            let path = folder.appendingPathComponent("mutant-\(index).json").path
            try Self.mutate(text, &random).write(toFile: path, atomically: true, encoding: .utf8)
            do {
                let animation = try LottieAnimation(path: path)
                _ = try animation.frame(at: random.double(0...2), scale: 1)
                played += 1
            } catch let error as LottieError {
                #expect(error.path == path)
                refused += 1
            }
        }
        #expect(played + refused == 300)
        #expect(played > 0 && refused > 0, "played \(played), refused \(refused)")
    }
}
