import Foundation
import Testing
import LayoutEngine
import TestSupport
@testable import SceneFile

/// The raw-scene fast path (`RawSceneReader`) must read every raw JSON scene exactly as the general
/// `Codable` path does, and give up, never guess, on anything else, so the general path's
/// positioned error is what a user sees.
@Suite struct RawSceneReaderTests {
    /// A random valid raw scene as JSON text, with random key order, spacing and number spellings.
    static func randomScene(_ random: inout SplitMix64, nodes count: Int) -> String {
        func number(_ value: Double) -> String {
            switch random.below(6) {
            case 0: return String(Int(value.rounded()))
            case 1: return String(format: "%.2f", value)
            case 2: return "\(value)"
            case 3: return String(format: "%.3e", value)
            case 4: return String(format: "%.17g", value)
            default: return String(format: "%.1f", value)
            }
        }
        func space() -> String { ["", " ", "\n  ", "\t"][random.below(4)] }
        func object(_ members: [(String, String)]) -> String {
            var shuffled = members
            shuffled.shuffle(using: &random)
            return "{" + space() + shuffled.map { "\"\($0.0)\"" + space() + ":" + space() + $0.1 }
                .joined(separator: "," + space()) + space() + "}"
        }
        func color() -> String {
            let digits = random.below(2) == 0 ? 6 : 8
            let hex = (0..<digits).map { _ in String("0123456789abcdefABCDEF".randomElement(using: &random)!) }.joined()
            return "\"" + (random.below(4) == 0 ? "" : "#") + hex + "\""
        }
        func node(depth: Int) -> String {
            var members: [(String, String)] = [
                ("frame", object([("x", number(random.double(-50...400))), ("y", number(random.double(-50...800))),
                                  ("width", number(random.double(0...300))), ("height", number(random.double(0...300)))])),
            ]
            if random.below(2) == 0 { members.append(("id", "\"node-\(random.below(1000))\"")) }
            switch random.below(4) {
            case 0: members.append(("fill", color()))
            case 1: members.append(("fill", object([("linear", object([("start", object([("x", "0"), ("y", "0")])),
                                                                        ("end", object([("x", "0"), ("y", "40")]))])),
                                                     ("stops", "[{\"location\": 0, \"color\": \"#FF0000\"}, {\"location\": 1, \"color\": \"#0000FF80\"}]")])))
            default: break
            }
            switch random.below(6) {
            case 0, 1: members.append(("cornerRadius", number(random.double(0...20))))
            case 2: members.append(("cornerRadius", object([("topLeft", number(random.double(0...20))), ("bottomRight", "4")])))
            default: break
            }
            if random.below(4) == 0 { members.append(("cornerStyle", random.below(2) == 0 ? "\"continuous\"" : "\"circular\"")) }
            if random.below(3) == 0 { members.append(("opacity", number(random.double(0...1)))) }
            if random.below(3) == 0 { members.append(("border", object([("width", number(random.double(0...4))), ("color", color())]))) }
            if random.below(5) == 0 {
                var shadow = [("blur", number(random.double(0...20)))]
                if random.below(2) == 0 { shadow.append(("color", color())) }
                if random.below(2) == 0 { shadow += [("x", "1"), ("y", number(random.double(-5...5))), ("spread", "-2")] }
                members.append(("shadow", object(shadow)))
            }
            if random.below(5) == 0 { members.append(("clipsToBounds", random.below(2) == 0 ? "true" : "false")) }
            if random.below(6) == 0 { members.append(("rotation", number(random.double(-360...360)))) }
            if random.below(6) == 0 { members += [("scaleX", number(random.double(-2...2))), ("scaleY", "1.5")] }
            if random.below(10) == 0 {
                members.append(("text", object([("string", "\"Hello \\\"world\\\"\""), ("fontSize", "15"), ("weight", "\"bold\""),
                                                ("lines", "2"), ("color", color())])))
            }
            if depth < 3, random.below(4) == 0 {
                members.append(("children", "[" + (0..<random.below(4)).map { _ in node(depth: depth + 1) }.joined(separator: ",") + "]"))
            }
            return object(members)
        }
        var top: [(String, String)] = [
            ("size", object([("width", number(random.double(1...400))), ("height", number(random.double(1...900)))])),
            ("nodes", "[" + space() + (0..<count).map { _ in node(depth: 0) }.joined(separator: "," + space()) + "]"),
        ]
        if random.below(2) == 0 { top.append(("scale", number(random.double(0.5...3)))) }
        if random.below(2) == 0 { top.append(("background", color())) }
        return space() + object(top) + space()
    }

    @Test("200 random raw scenes read the same by the fast path and the general path")
    func fastPathMatchesGeneralPath() throws {
        var random = SplitMix64(seed: 0x5CE4E)
        for round in 0..<200 {
            let text = Self.randomScene(&random, nodes: random.int(0...12))
            let general = try SceneFile.decode(SceneDescription.self, text: text, format: .json, file: "random.json")
            let fast = RawSceneReader.read(text, file: "random.json")
            #expect(fast != nil, "round \(round): the fast path gave up on a valid scene:\n\(text)")
            #expect(fast == general, "round \(round):\n\(text)")
        }
    }

    @Test("numbers: the fast path makes the same doubles as the general parser, bit for bit", arguments: [
        "0", "-0", "7", "0.1", "0.30000000000000004", "4.35", "1234567.891", "-12.5", "9007199254740993",
        "123456789012345678901234", "0.000000000000000000000001", "1e3", "2.5E-3", "1E+2", "17976931348623157e292",
        "999999.9999999999", "0.1000000000000000055511151231257827", "3.0000000000000004", "100000000000000000000000",
    ])
    func numbersMatch(_ text: String) throws {
        let scene = "{\"size\": {\"width\": 10, \"height\": 10}, \"nodes\": [{\"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}, \"rotation\": 0}]}"
        // Rotation takes -36000...36000; a number outside goes through the general path's range error.
        let value = try #require(Double(text))
        let document = scene.replacingOccurrences(of: "\"rotation\": 0", with: "\"opacity\": 1, \"rotation\": \(text)")
        let fast = RawSceneReader.read(document, file: "n.json")
        if abs(value) <= 36_000 {
            let general = try SceneFile.decode(SceneDescription.self, text: document, format: .json, file: "n.json")
            #expect(fast == general)
            #expect(fast?.nodes.first?.transform == NodeDescription.transform(rotation: value, scaleX: 1, scaleY: 1))
        } else {
            #expect(fast == nil)
        }
    }

    static let valid = """
        {"size": {"width": 100, "height": 50}, "scale": 2, "nodes": [
          {"id": "a", "frame": {"x": 1, "y": 2, "width": 30, "height": 20}, "fill": "#FF0000", "border": {"width": 1, "color": "#000000"}}
        ]}
        """

    @Test("anything unusual goes to the general path, which reports it where it is", arguments: [
        ("\"id\": \"a\",", "\"id\": \"a\", \"titel\": 1,", "unknown key \"titel\""),
        ("\"id\": \"a\",", "\"id\": \"a\", \"id\": \"b\",", "duplicate member \"id\""),
        ("\"fill\": \"#FF0000\"", "\"fill\": null", ""),
        ("\"scale\": 2", "\"scale\": 9", "expected a number in 0.1...8, found 9"),
        ("\"scale\": 2", "\"scale\": \"2\"", "expected a number"),
        ("\"fill\": \"#FF0000\"", "\"fill\": \"#FF00\"", "expected a color"),
        ("\"fill\": \"#FF0000\"", "\"fill\": \"#+F0000\"", ""),
        ("\"x\": 1", "\"x\": 01", "expected ',' or '}'"),
        ("\"x\": 1", "\"x\": 1.", "expected a digit after '.'"),
        ("\"x\": 1", "\"\\u0078\": 1", ""),
        ("\"width\": 30", "\"width\": -30", "expected a number in 0...1000000, found -30"),
        ("\"width\": 30, \"height\": 20}", "\"width\": 30}", "missing required key \"height\""),
        ("\"scale\": 2", "\"scale\": 2, \"animations\": []", ""),
        ("\"scale\": 2", "\"scale\": 2, \"device\": \"iphone15\"", "unknown key \"nodes\""),
        ("]}", "]} x", "after the document's end"),
        ("\"color\": \"#000000\"}", "\"color\": \"#000000\", \"style\": \"dashed\"}", "unknown key \"style\""),
    ])
    func unusualInputGoesToTheGeneralPath(_ change: (String, String, String)) throws {
        let text = Self.valid.replacingOccurrences(of: change.0, with: change.1)
        #expect(text != Self.valid)
        #expect(RawSceneReader.read(text, file: "s.json") == nil)
        let viaLoad = Result { try AnimatedSceneDocument.decode(text: text, format: .json, file: "s.json") }
        let general = Result { try SceneFile.decode(AnimatedSceneDocument.self, text: text, format: .json, file: "s.json") }
        switch (viaLoad, general) {
        case (.failure(let a), .failure(let b)):
            #expect("\(a)" == "\(b)")
            #expect("\(a)".contains(change.2), "\(a)")
        case (.success(let a), .success(let b)):
            #expect(change.2.isEmpty, "expected an error containing \(change.2)")
            #expect("\(a.document)" == "\(b.document)")
        default:
            Issue.record("the two paths disagree: \(viaLoad) against \(general)")
        }
    }

    @Test("a deep tree of children gives up past the general parser's depth limit, never overflowing the stack")
    func deepChildren() throws {
        var text = "{\"size\": {\"width\": 10, \"height\": 10}, \"nodes\": "
        let depth = 400
        for _ in 0..<depth { text += "[{\"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}, \"children\": " }
        text += "[]"
        for _ in 0..<depth { text += "}]" }
        text += "}"
        #expect(RawSceneReader.read(text, file: "deep.json") == nil)
        #expect(throws: SceneFileError.self) { try AnimatedSceneDocument.decode(text: text, format: .json, file: "deep.json") }
    }
}
