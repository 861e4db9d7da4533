import Foundation
import Testing
@testable import LayoutEngine

/// Differential test against Chromium's Web Animations (w3.org/TR/web-animations-1), which
/// computes what Core Animation does for these cases: key times become keyframe offsets,
/// per-segment timing functions per-keyframe easing, the whole animation's timing function the
/// effect's easing, repeatCount x 2 alternate iterations for autoreverses, beginTime the
/// delay, timeOffset / duration the iterationStart, additive composite "add", discrete mode
/// step-end easing with the last value repeated at the final key time. A registered
/// `<number>` custom property carries the value; Chromium prints it with six significant
/// digits, so values stay below 1 in magnitude to compare within 1e-6. The timing model's
/// progress (getComputedTiming) comes back as a full double, but Chromium solves cubic-bezier()
/// only to 1e-7 in x (gfx::CubicBezier), so it too is compared within 1e-6.
@Suite(.enabled(if: chromiumPath != nil, "chromium is not installed (make chromium installs it)"))
struct ChromiumAnimationTests {
    struct Case {
        var values: [Double]
        var keyTimes: [Double]? = nil
        var functions: [TimingFunction] = []
        var easing: TimingFunction = .linear
        var mode: CalculationMode = .linear
        var duration = 1.0
        var repeatCount = 1.0
        var autoreverses = false
        var beginTime = 0.0
        var timeOffset = 0.0
        var fillMode = FillMode.both
        var additive = false
        var base = 0.0
    }

    static let cases: [Case] = [
        Case(values: [0.1, 0.9, -0.4], keyTimes: [0, 0.3, 1]),
        Case(values: [-0.5, 0.5, 0.2, 0.8], keyTimes: [0, 0.2, 0.7, 1],
             functions: [.easeIn, try! TimingFunction(0.3, -0.5, 0.7, 1.4), .easeInEaseOut], easing: .default),
        Case(values: [0.2, 0.6, 0.9], keyTimes: [0, 0.5, 0.8, 1], mode: .discrete, repeatCount: 2, fillMode: .forwards),
        Case(values: [0.1, 0.3, 0.5, 0.7], mode: .discrete, duration: 0.7, fillMode: .backwards, base: 0.05),
        Case(values: [-0.3, 0.4, 0.1], functions: [.easeOut], duration: 0.8, repeatCount: 2.5, autoreverses: true,
             beginTime: 0.3, additive: true, base: 0.25),
        Case(values: [0, 0.6], easing: try! TimingFunction(0.1, 0.7, 0.2, 1), duration: 0.9, repeatCount: 3,
             autoreverses: true, beginTime: 0.2, timeOffset: 0.35, fillMode: .removed, base: -0.2),
        Case(values: [0, 0.0353, 0, -0.0353, 0], keyTimes: [0, 0.25, 0.5, 0.75, 1], duration: 0.25,
             repeatCount: .infinity, beginTime: 0.13, fillMode: .removed, additive: true, base: 0.5),
        Case(values: [0.9, 0.1], easing: .easeInEaseOut, duration: 0.6, repeatCount: 1.75, beginTime: 0.4,
             timeOffset: 0.15, fillMode: .forwards),
    ]

    /// Seconds: off the boundaries every 0.0173 s, and on some boundaries exactly.
    static let times = stride(from: -0.5, through: 4.0, by: 0.0173).map { $0 } + [0, 0.2, 0.3, 0.4, 0.5, 1, 1.1, 2, 2.5, 2.9, 4.3]

    struct Sample: Decodable { var value: String; var progress: Double? }

    func animation(_ c: Case) throws -> KeyframeAnimation {
        let timing = try MediaTiming(beginTime: c.beginTime, timeOffset: c.timeOffset, duration: c.duration,
                                     repetition: .count(c.repeatCount), autoreverses: c.autoreverses, fillMode: c.fillMode)
        return try KeyframeAnimation(keyPath: AnimatedProperty(rawValue: "v"), values: c.values, keyTimes: c.keyTimes,
                                     timingFunctions: c.functions, timingFunction: c.easing, calculationMode: c.mode,
                                     isAdditive: c.additive, timing: timing)
    }

    @Test func valuesAndProgressEqualChromiumsWebAnimations() throws {
        let json = try ChromiumPage.output(of: Self.html())
        let measured = try JSONDecoder().decode([[Sample]].self, from: Data(json.utf8))
        try #require(measured.count == Self.cases.count)
        for (index, (testCase, samples)) in zip(Self.cases, measured).enumerated() {
            let keyframes = try animation(testCase)
            var timeline = Timeline()
            timeline.add(.keyframe(keyframes), to: "node")
            for (t, sample) in zip(Self.times, samples) {
                let ours = timeline.sample(at: t).values[0].applied(to: testCase.base)
                let theirs = try #require(Double(sample.value.trimmingCharacters(in: .whitespaces)))
                #expect(abs(ours - theirs) < 1e-6, "case \(index) at t=\(t): ours \(ours), Chromium \(theirs)")
                let progress = keyframes.timing.localTime(at: t).map { keyframes.timingFunction.value(at: $0.time / keyframes.timing.duration) }
                #expect((progress == nil) == (sample.progress == nil), "case \(index) at t=\(t): effect \(String(describing: progress)) vs \(String(describing: sample.progress))")
                if let progress, let theirs = sample.progress {
                    #expect(abs(progress - theirs) < 1e-6, "case \(index) at t=\(t): progress \(progress) vs \(theirs)")
                }
            }
        }
    }

    static func css(_ f: TimingFunction) -> String { "cubic-bezier(\(f.x1),\(f.y1),\(f.x2),\(f.y2))" }

    /// Keyframes and timing of `c` as Element.animate() arguments.
    static func javascript(_ c: Case) -> String {
        var offsets: [Double], values = c.values, easings: [String]
        let n = c.values.count
        if c.mode == .discrete {
            offsets = c.keyTimes ?? (0...n).map { Double($0) / Double(n) }
            values.append(c.values[n - 1])
            easings = Array(repeating: "step-end", count: n + 1)
        } else {
            offsets = c.keyTimes ?? (0..<n).map { Double($0) / Double(n - 1) }
            easings = (0..<n).map { $0 < c.functions.count ? css(c.functions[$0]) : "linear" }
        }
        let frames = (0..<offsets.count).map { "{offset: \(offsets[$0]), '--v': \(values[$0]), easing: '\(easings[$0])'}" }
        let fill = ["removed": "none", "forwards": "forwards", "backwards": "backwards", "both": "both"][c.fillMode.rawValue]!
        let iterations = c.repeatCount.isInfinite ? "Infinity" : "\(c.repeatCount * (c.autoreverses ? 2 : 1))"
        return """
            {base: \(c.base), frames: [\(frames.joined(separator: ", "))], timing: {duration: \(c.duration * 1000), \
            iterations: \(iterations), direction: '\(c.autoreverses ? "alternate" : "normal")', delay: \(c.beginTime * 1000), \
            fill: '\(fill)', iterationStart: \(c.timeOffset / c.duration), easing: '\(css(c.easing))', \
            composite: '\(c.additive ? "add" : "replace")'}}
            """
    }

    static func html() -> String {
        """
        <!doctype html><html><body><pre id="out"></pre><script>
        CSS.registerProperty({name: '--v', syntax: '<number>', inherits: false, initialValue: '0'});
        const cases = [\(cases.map(javascript).joined(separator: ",\n"))];
        const times = [\(times.map { "\($0 * 1000)" }.joined(separator: ","))];
        const out = cases.map(c => {
          const div = document.createElement('div');
          document.body.appendChild(div);
          div.style.setProperty('--v', String(c.base));
          const animation = div.animate(c.frames, c.timing);
          animation.pause();
          return times.map(t => {
            animation.currentTime = t;
            return {value: getComputedStyle(div).getPropertyValue('--v'), progress: animation.effect.getComputedTiming().progress};
          });
        });
        document.getElementById('out').textContent = JSON.stringify(out);
        </script></body></html>
        """
    }
}
