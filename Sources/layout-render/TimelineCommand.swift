import ArgumentParser
import Foundation
import LayoutEngine
import SceneFile

/// `layout-render timeline ANIM.json --at t1,t2,... --json`: samples one animation, as Core
/// Animation would present it, at the given times.
struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Sample a keyframe, basic or spring animation (Core Animation semantics) at given times.",
        discussion: """
            ANIM is JSON or YAML with Core Animation's names: keyPath, values, keyTimes, timingFunctions \
            (names linear, easeIn, easeOut, easeInEaseOut, default, or [x1, y1, x2, y2]), timingFunction (the whole \
            pass), calculationMode (linear, discrete, paced, cubic, cubicPaced; tensionValues, continuityValues, \
            biasValues for the cubic ones), duration (0 means 0.25 s), repeatCount (a number or "infinity"), \
            repeatDuration, autoreverses, beginTime, timeOffset, speed, fillMode (removed, forwards, backwards, \
            both), additive, cumulative and baseValue. fromValue/toValue/byValue instead of values make a basic \
            animation; mass, stiffness, damping or initialVelocity with them a spring. Discrete keyTimes have one \
            more entry than values. Invalid keyTimes space the values evenly, as Core Animation does, with a \
            warning on standard error.

            A sample is the presentation value at t seconds after the animation is added: baseValue (default 0) \
            where the animation has no effect, baseValue + the animated value when additive, the animated value \
            otherwise. Exit status 2 for a file or a time that cannot be read.

            Examples:
              layout-render timeline examples/animations/wobble.json --at 0,0.0625,0.125 --json
                {"samples":[{"t":0,"value":0},{"t":0.0625,"value":0.0353},{"t":0.125,"value":0}]}
            """)

    @Argument(help: "The animation (.json, .yaml or .yml).")
    var animation: String

    @Option(help: "Comma-separated times in seconds on the parent timeline, e.g. 0,0.1,0.25.")
    var at: String

    @Flag(help: "Print {\"samples\":[{\"t\":t,\"value\":v}]} instead of one \"t value\" line per sample.")
    var json = false

    /// The most times one run samples.
    static let maximumSamples = 1_000_000

    func run() throws {
        let description: AnimationDescription
        let times: [Double]
        do {
            times = try Self.times(at)
            description = try SceneFile.decode(AnimationDescription.self, path: animation)
        } catch {
            throw InputError(error)
        }
        for warning in description.warnings { LayoutRender.printError("warning: \(animation): \(warning)") }
        var timeline = Timeline()
        timeline.add(description.animation, to: "animation")
        let samples = times.map { t in (t, timeline.sample(at: t).values[0].applied(to: description.baseValue)) }
        if json {
            let items = samples.map { "{\"t\":\(JSONText.number($0.0)),\"value\":\(JSONText.number($0.1))}" }
            print("{\"samples\":[\(items.joined(separator: ","))]}")
        } else {
            for (t, value) in samples { print("\(JSONText.number(t)) \(JSONText.number(value))") }
        }
    }

    /// The times of `--at`, each a finite number of seconds.
    static func times(_ list: String) throws -> [Double] {
        let fields = list.split(separator: ",", omittingEmptySubsequences: false)
        guard fields.count <= maximumSamples else {
            throw ValidationError("--at lists \(fields.count) times; at most \(maximumSamples)")
        }
        return try fields.enumerated().map { index, field in
            let text = field.trimmingCharacters(in: .whitespaces)
            guard let t = Double(text), t.isFinite, abs(t) <= AnimationDescription.limit else {
                throw ValidationError("--at: time \(index + 1), \"\(text)\", is not a number of seconds within ±\(Int(AnimationDescription.limit))")
            }
            return t
        }
    }
}
