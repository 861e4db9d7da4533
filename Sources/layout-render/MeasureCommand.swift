import ArgumentParser
import Foundation
import LayoutEngine
import DesignSystem
import SceneFile
import Previews

/// `layout-render measure`: lays out a text the way UIKit's `boundingRect` measures it and prints its size
/// and lines.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measure a text: size in points and the lines it breaks into.",
        discussion: """
            The size is UIKit's boundingRect(with:options: [.usesLineFragmentOrigin, .usesFontLeading]): \
            the widest line and the sum of line heights, rounded up to the pixel grid of --scale. \
            A line's text excludes its trailing whitespace and line break.

            Examples:
              layout-render measure --text "Hello, world" --font-size 17 --width 60 --json
              layout-render measure --text "오늘의 일기" --width 50 --line-break hangul-word
            """)

    /// How the command-line names map onto the engine's break settings.
    enum LineBreak: String, ExpressibleByArgument, CaseIterable {
        case word, char, hangulWord = "hangul-word"
    }

    @Option(help: "The text to measure (\\n in the shell's quoting makes hard breaks).")
    var text: String

    @Option(parsing: .unconditional, help: "The font size in points.")
    var fontSize: Double = 17

    @Option(parsing: .unconditional, help: "The line width in points; without it, lines break only at hard breaks.")
    var width: Double?

    @Option(help: "A font family name (fontconfig) or a font file path.")
    var font: String = "DejaVu Sans"

    @Option(help: "The font weight: regular or bold.")
    var weight: String = "regular"

    @Option(help: "Line breaking: word, char or hangul-word (no breaks inside Korean words).")
    var lineBreak: LineBreak = .word

    @Option(parsing: .unconditional, help: "The most lines; 0 means unlimited. Text beyond the last line is cut with an ellipsis.")
    var lines: Int = 0

    @Option(parsing: .unconditional, help: "Pixels per point: sizes are rounded up to multiples of 1/scale.")
    var scale: Double = 1

    @Flag(help: "Print JSON: {\"width\":w,\"height\":h,\"lines\":[{\"text\":\"..\",\"width\":w}]}.")
    var json = false

    func validate() throws {
        guard FontWeight(rawValue: weight) != nil else {
            throw ValidationError("--weight must be regular or bold, not '\(weight)'")
        }
        guard lines >= 0 else { throw ValidationError("--lines must be 0 (unlimited) or more, not \(lines)") }
        let largest = 1_000_000.0
        guard fontSize.isFinite, fontSize > 0, fontSize <= largest else {
            throw ValidationError("--font-size must be a number above 0 and at most 1000000, not \(fontSize)")
        }
        if let width, !(width.isFinite && width >= 0 && width <= largest) {
            throw ValidationError("--width must be a number from 0 to 1000000 (or left out for no limit), not \(width)")
        }
        guard scale.isFinite, (0.1...8).contains(scale) else {
            throw ValidationError("--scale must be between 0.1 and 8, not \(scale)")
        }
    }

    func run() throws {
        // The options are checked by `validate`; what is left is the font (--font names no font, or a bad file).
        do { print(try output()) } catch { throw InputError("--font \(font): \(error)") }
    }

    /// What `run` prints.
    func output() throws -> String {
        var paragraph = ParagraphStyle(numberOfLines: lines)
        switch lineBreak {
        case .word: break
        case .char: paragraph.lineBreakMode = .charWrap
        case .hangulWord: paragraph.lineBreakStrategy = .hangulWordPriority
        }
        if lines > 0, lineBreak != .char { paragraph.lineBreakMode = .truncateTail }
        let style = TextStyle(family: font, size: fontSize, weight: FontWeight(rawValue: weight) ?? .regular,
                              paragraph: paragraph)
        let layout = try TextEngine.shared.layout(text, style: style, maxWidth: width, scale: scale)
        if json { return MeasureCommand.json(layout) }
        var report = "size \(layout.size.width) x \(layout.size.height) pt, \(layout.lines.count) line(s)"
        for line in layout.lines { report += "\n  \(line.width)\t\(line.text)" }
        if !layout.missingCharacters.isEmpty {
            report += "\nno font has: " + layout.missingCharacters.map { String($0) }.joined(separator: " ")
        }
        return report
    }

    /// The JSON report, keys in the documented order.
    static func json(_ layout: TextLayout) -> String {
        let lines = layout.lines.map { line in
            "{\"text\":\(JSONText.quoted(line.text)),\"width\":\(line.width)}"
        }
        return "{\"width\":\(layout.size.width),\"height\":\(layout.size.height),\"lines\":[\(lines.joined(separator: ","))]}"
    }
}
