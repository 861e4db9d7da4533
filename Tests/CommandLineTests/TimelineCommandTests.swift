import Foundation
import TestSupport
import Testing

/// `layout-render timeline`: the sample contract, warnings and errors.
@Suite struct TimelineCommandTests {
    /// Runs `timeline` on `text` written to a scratch file named `name`.
    func timeline(_ text: String, at times: String, name: String = "anim.json", json: Bool = true) throws
        -> (status: Int32, standardOutput: String, standardError: String) {
        let file = try Scratch.directory("timeline").appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return try BuiltCommand.run(["timeline", file.path, "--at=" + times] + (json ? ["--json"] : []))
    }

    /// The sampled values of a `--json` output.
    func values(_ output: String) throws -> [Double] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let samples = try #require(object["samples"] as? [[String: Any]])
        return samples.compactMap { ($0["value"] as? NSNumber)?.doubleValue }
    }

    @Test func printsTheTimeAndPresentationValueOfEverySample() throws {
        let result = try timeline(#"{"keyPath": "opacity", "values": [0, 10], "duration": 1}"#, at: "-1,0,0.25,0.5,1")
        #expect(result.status == 0)
        // Before the begin and after the end (fill mode removed) the base value, 0, shows.
        #expect(result.standardOutput == #"{"samples":[{"t":-1,"value":0},{"t":0,"value":0},{"t":0.25,"value":2.5},"#
            + #"{"t":0.5,"value":5},{"t":1,"value":0}]}"# + "\n")
        let plain = try timeline(#"{"keyPath": "opacity", "values": [0, 10], "duration": 1}"#, at: "0.25", json: false)
        #expect(plain.standardOutput == "0.25 2.5\n")
    }

    @Test func additiveSamplesAddTheBaseValueAndTheWobbleRepeatsForever() throws {
        let wobble = #"""
            {"keyPath": "transform.rotation.z", "values": [0, 0.0353, 0, -0.0353, 0], "keyTimes": [0, 0.25, 0.5, 0.75, 1],
             "duration": 0.25, "repeatCount": "infinity", "additive": true, "baseValue": 1}
            """#
        let result = try timeline(wobble, at: "0.0625,0.1875,0.125,31536000.0625")
        let expected = [1.0353, 0.9647, 1, 1.0353]
        for (value, target) in zip(try values(result.standardOutput), expected) { #expect(abs(value - target) < 1e-9) }
        #expect(result.standardError.isEmpty)
    }

    @Test func aReplacingAnimationIgnoresTheBaseValueWhileItHasAnEffect() throws {
        let text = #"{"keyPath": "opacity", "values": [2, 4], "duration": 1, "beginTime": 1, "fillMode": "forwards", "baseValue": 7}"#
        #expect(try values(timeline(text, at: "0.5,1.5,9").standardOutput) == [7, 3, 4])
    }

    @Test func discreteKeyTimesHaveOneMoreEntryThanValues() throws {
        let text = #"{"keyPath": "opacity", "values": [1, 2, 3], "keyTimes": [0, 0.5, 0.9, 1], "calculationMode": "discrete", "duration": 1}"#
        #expect(try values(timeline(text, at: "0.49,0.5,0.95").standardOutput) == [1, 2, 3])
    }

    @Test func timingCyclesFollowCoreAnimation() throws {
        let text = #"""
            {"keyPath": "transform.translation.x", "values": [0, 8], "duration": 2, "autoreverses": true, "repeatCount": 1.5,
             "timeOffset": 0.5, "speed": 2, "timingFunctions": [[0, 0, 1, 1]]}
            """#
        // Local time = 2t + 0.5: at t = 0.5, 1.5 s into the first forward pass (6); at t = 1, 0.5 s
        // back from its end (6); at t = 2.5, 5.5 s in, 1.5 s into the second forward pass (6).
        #expect(try values(timeline(text, at: "0.5,1,2.5").standardOutput) == [6, 6, 6])
    }

    @Test func yamlSpringsAndCubicModesSample() throws {
        let yaml = "keyPath: opacity\nfromValue: 0\ntoValue: 1\ndamping: 20\nstiffness: 100\nduration: 5\n"
        // Critically damped from rest: 1 - e^(-10 t)(1 + 10 t).
        let spring = try values(timeline(yaml, at: "0.1,0.3", name: "spring.yaml").standardOutput)
        #expect(abs(spring[0] - (1 - exp(-1) * 2)) < 1e-12)
        #expect(abs(spring[1] - (1 - exp(-3) * 4)) < 1e-12)
        let cubic = try values(timeline(#"{"keyPath": "x", "values": [0, 1, 3, 2], "calculationMode": "cubic", "duration": 3}"#,
                                        at: "1.5").standardOutput)
        #expect(abs(cubic[0] - 2.125) < 1e-12)
    }

    @Test func invalidKeyTimesSpaceTheValuesEvenlyWithAWarning() throws {
        let result = try timeline(#"{"keyPath": "opacity", "values": [0, 10, 30], "keyTimes": [0, 0.9, 0.2], "duration": 1}"#, at: "0.75")
        #expect(result.status == 0)
        #expect(try values(result.standardOutput) == [20])
        #expect(result.standardError.contains("warning:"))
        #expect(result.standardError.contains("keyTimes decrease at entry 2"))
    }

    @Test(arguments: [
        (#"{"values": [0, 1]}"#, #"missing required key "keyPath""#),
        (#"{"keyPath": "opacity", "values": []}"#, "values: at least one value is needed"),
        ("{\"keyPath\": \"opacity\",\n \"values\": [0, 1], \"duration\": -2}", "2:32: duration: expected a number in 0"),
        (#"{"keyPath": "opacity", "values": [0, 1], "repeatCount": "forever"}"#, #"expected a number of cycles or "infinity""#),
        (#"{"keyPath": "opacity", "values": [0, 1], "fillMode": "sticky"}"#, #"fillMode: expected one of "removed""#),
        (#"{"keyPath": "opacity", "values": [0, 1], "calculationMode": "spline"}"#, #"calculationMode: expected one of"#),
        (#"{"keyPath": "opacity", "values": [0, 1], "timingFunctions": [[2, 0, 1, 1]]}"#, "timingFunctions[0]: timing function control points"),
        (#"{"keyPath": "opacity", "values": [0, 1], "timingFunctions": [[0, 0, 1]]}"#, "expected 4 control point coordinates"),
        (#"{"keyPath": "opacity", "values": [0, 1], "speed": -1}"#, "speed: expected a number in 0"),
        (#"{"keyPath": "opacity", "values": [0, 1], "repeatCount": 2, "repeatDuration": 1}"#, "repeatDuration: give repeatCount or repeatDuration"),
        (#"{"keyPath": "opacity", "values": [0, 1], "tension": [1]}"#, #"unknown key "tension""#),
        (#"{"keyPath": "opacity", "toValue": 1, "mass": 0}"#, "mass: expected a number in"),
        (#"{"keyPath": "opacity"}"#, "a basic animation needs fromValue, toValue or byValue"),
        (#"{"keyPath": "opacity", "values": [0, 1e300]}"#, "values[1]: expected a number in"),
        (#"{"keyPath": "opacity", "values": [0, 1]"#, "anim.json:1:"),
    ])
    func badAnimationsExitTwoNamingThePlace(text: String, message: String) throws {
        let result = try timeline(text, at: "0")
        #expect(result.status == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
    }

    @Test(arguments: ["", "0,,1", "nan", "1e400", "0.5,abc"])
    func badTimesExitTwo(times: String) throws {
        let result = try timeline(#"{"keyPath": "opacity", "values": [0, 1]}"#, at: times)
        #expect(result.status == 2)
        #expect(result.standardError.contains("--at"))
    }
}
