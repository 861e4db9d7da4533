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
            A line's text is in logical order and excludes its trailing whitespace and line break. \
            Each character cluster takes the first font of the --font list that has all of it (CSS's \
            font-family rule); without --font, DejaVu Sans then the world fallback list (NanumGothic, \
            Noto Sans Arabic, Hebrew, Thai, Devanagari, CJK, Color Emoji). Characters no font has are \
            named on standard error.

            Examples:
              layout-render measure --text "Hello, world" --font-size 17 --width 60 --json
              layout-render measure --text "오늘의 일기" --width 50 --line-break hangul-word
              layout-render measure --text "3 התראות חדשות מ-WhatsApp" --direction auto --json
              layout-render measure --text "日本語" --font "DejaVu Sans,Noto Sans CJK JP" --json
            """)

    /// How the command-line names map onto the engine's break settings.
    enum LineBreak: String, ExpressibleByArgument, CaseIterable {
        case word, char, hangulWord = "hangul-word"
    }

    /// The paragraph direction names of the command line.
    enum Direction: String, ExpressibleByArgument, CaseIterable {
        case auto, ltr, rtl

        var writingDirection: WritingDirection {
            switch self {
            case .auto: .natural
            case .ltr: .leftToRight
            case .rtl: .rightToLeft
            }
        }
    }

    @Option(help: "The text to measure (\\n in the shell's quoting makes hard breaks).")
    var text: String

    @Option(parsing: .unconditional, help: "The font size in points.")
    var fontSize: Double = 17

    @Option(parsing: .unconditional, help: "The line width in points; without it, lines break only at hard breaks.")
    var width: Double?

    @Option(help: "Comma-separated font family names (fontconfig) or font file paths, tried in order for each character cluster; without it, DejaVu Sans then the world fallback list.")
    var font: String?

    @Option(help: "The font weight: \(FontWeight.allCases.map(\.rawValue).joined(separator: ", ")).")
    var weight: String = "regular"

    @Option(help: "The paragraph direction: auto (the first strong character's), ltr or rtl.")
    var direction: Direction = .auto

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
            let names = FontWeight.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("--weight must be one of \(names), not '\(weight)'")
        }
        if let font, fonts(font).isEmpty { throw ValidationError("--font must name at least one font, not '\(font)'") }
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
        let layout: TextLayout
        do { layout = try self.layout() } catch { throw InputError("--font \(font ?? TextStyle().family): \(error)") }
        if let warning = MeasureCommand.missingGlyphWarning(layout, in: "--text") {
            LayoutRender.printError(warning)
        }
        for warning in layout.fontWarnings { LayoutRender.printError("warning: " + warning) }
        print(report(layout))
    }

    /// The fonts of a --font list: names split at commas, trimmed, empty ones dropped.
    private func fonts(_ list: String) -> [String] {
        list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// What `run` prints.
    func output() throws -> String { report(try layout()) }

    /// The warning for characters no font has, naming each with its code points and `place`; nil when none.
    static func missingGlyphWarning(_ layout: TextLayout, in place: String) -> String? {
        guard !layout.missingCharacters.isEmpty else { return nil }
        return "warning: \(place): no font has \(layout.missingCharactersNamed); drawn as empty boxes"
    }

    private func layout() throws -> TextLayout {
        var paragraph = ParagraphStyle(numberOfLines: lines)
        paragraph.baseWritingDirection = direction.writingDirection
        switch lineBreak {
        case .word: break
        case .char: paragraph.lineBreakMode = .charWrap
        case .hangulWord: paragraph.lineBreakStrategy = .hangulWordPriority
        }
        if lines > 0, lineBreak != .char { paragraph.lineBreakMode = .truncateTail }
        var style = TextStyle(size: fontSize, weight: FontWeight(rawValue: weight) ?? .regular, paragraph: paragraph)
        if let font {
            let list = fonts(font)
            // A font file in the list is opened here, so that a broken one is an error naming it
            // rather than skipped silently as an uninstalled fallback family is.
            for name in list where FontFile.isPath(name) { try FontFile.check(family: name, weight: style.weight) }
            style.family = list[0]
            style.fallback = Array(list.dropFirst())
        }
        return try TextEngine.shared.layout(text, style: style, maxWidth: width, scale: scale)
    }

    private func report(_ layout: TextLayout) -> String {
        if json { return MeasureCommand.json(layout) }
        var report = "size \(layout.size.width) x \(layout.size.height) pt, \(layout.lines.count) line(s)"
        for line in layout.lines { report += "\n  \(line.width)\t\(line.text)" }
        if !layout.missingCharacters.isEmpty {
            report += "\nno font has: " + layout.missingCharacters.map { String($0) }.joined(separator: " ")
        }
        return report
    }

    /// The JSON report, keys in the documented order; lines in logical order.
    static func json(_ layout: TextLayout) -> String {
        let lines = layout.lines.map { line in
            "{\"text\":\(JSONText.quoted(line.text)),\"width\":\(line.width)}"
        }
        return "{\"width\":\(layout.size.width),\"height\":\(layout.size.height),\"lines\":[\(lines.joined(separator: ","))]}"
    }
}

extension MeasureCommand {
    /// The missing-glyph warnings of a laid-out scene, one per text node whose text has characters no
    /// font draws, naming the scene file and the node, and the fonts' warnings (`TextLayout.fontWarnings`):
    /// what `render` prints on standard error.
    static func missingGlyphWarnings(in scene: Scene, source: String) -> [String] {
        var warnings: [String] = []
        func visit(_ nodes: [SceneNode], path: String) {
            for (index, node) in nodes.enumerated() {
                let name = node.id.isEmpty ? "\(path)[\(index)]" : node.id
                if case let .text(layout, _)? = node.content {
                    if let warning = missingGlyphWarning(layout, in: "\(source): node \(name)") {
                        warnings.append(warning)
                    }
                    // A font's own warnings (a malformed color table) once per run, not per node.
                    warnings += layout.fontWarnings.map { "warning: " + $0 }.filter { !warnings.contains($0) }
                }
                visit(node.children, path: "\(name).children")
            }
        }
        visit(scene.nodes, path: "nodes")
        return warnings
    }
}
