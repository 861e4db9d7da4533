import Foundation

/// The headless browser the differential tests run, when installed.
let chromiumPath = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

/// Loads an HTML page in headless Chromium and reads back what its script wrote into
/// `<pre id="out">`, which the tests use for JSON.
enum ChromiumPage {
    enum Failure: Error { case noResult(String) }

    /// The text of `<pre id="out">` after `html` ran (scripts get 10 s of virtual time).
    static func output(of html: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("page.html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromiumPath ?? "chromium")
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--font-render-hinting=none",
            "--user-data-dir=\(directory.path)/profile", "--virtual-time-budget=10000", "--dump-dom", page.absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dom = String(decoding: data, as: UTF8.self)
        guard let start = dom.range(of: "<pre id=\"out\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw Failure.noResult(dom.suffix(500).description)
        }
        return dom[start.upperBound..<end.lowerBound]
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// One line of a paragraph as Chromium laid it out: its logical text without trailing spaces, its
    /// ink width, and its ink's left edge from the paragraph box's left.
    struct MeasuredLine: Decodable {
        var text: String
        var width: Double
        var left: Double
    }

    /// The lines of each `<div class="t">` in `divs`, laid out with `fontFiles` as @font-face rules
    /// named F0, F1, ... in that font-family order; `style` is more CSS for the divs. Lines are read
    /// from per-character Range rects: a line starts where a character's box lies below the line so
    /// far (so a taller emoji does not start one), and its ink spans its non-space characters' boxes.
    static func lines(fontFiles: [String], style: String = "", divs: [String]) throws -> [[MeasuredLine]] {
        let script = """
            const out = [];
            for (const div of document.querySelectorAll('.t')) {
              const box = div.getBoundingClientRect();
              const node = div.firstChild, text = node.data, lines = [];
              let line = null;
              for (let i = 0; i < text.length; ) {
                const step = text.codePointAt(i) > 0xFFFF ? 2 : 1;
                const range = document.createRange(); range.setStart(node, i); range.setEnd(node, i + step);
                const rects = range.getClientRects();
                if (rects.length) {
                  const rect = rects[0];
                  if (!line || rect.top >= line.bottom - 0.5) {
                    line = {bottom: rect.bottom, start: i, inkEnd: i, left: Infinity, right: -Infinity}; lines.push(line);
                  }
                  line.bottom = Math.max(line.bottom, rect.bottom);
                  if (text[i] !== ' ') {
                    line.inkEnd = i + step;
                    if (rect.width > 0) { line.left = Math.min(line.left, rect.left); line.right = Math.max(line.right, rect.right); }
                  }
                }
                i += step;
              }
              out.push(lines.map(l => ({text: text.slice(l.start, l.inkEnd), width: l.right - l.left, left: l.left - box.left})));
            }
            """
        return try JSONDecoder().decode([[MeasuredLine]].self, from: Data(run(script, fontFiles: fontFiles, style: style, divs: divs).utf8))
    }

    /// Where Chromium draws one character: its advance box's left and right edges from the paragraph
    /// box's left, and its top from the paragraph box's top.
    struct CharacterBox: Decodable {
        var character: String
        var left: Double
        var right: Double
        var top: Double
    }

    /// Each non-space character's box in each `<div class="t">` of `divs` (code points; fonts and
    /// style as `lines`), in logical order.
    static func characterBoxes(fontFiles: [String], style: String = "", divs: [String]) throws -> [[CharacterBox]] {
        let script = """
            const out = [];
            for (const div of document.querySelectorAll('.t')) {
              const box = div.getBoundingClientRect();
              const node = div.firstChild, text = node.data, chars = [];
              for (let i = 0; i < text.length; ) {
                const step = text.codePointAt(i) > 0xFFFF ? 2 : 1;
                const range = document.createRange(); range.setStart(node, i); range.setEnd(node, i + step);
                const rects = range.getClientRects();
                if (rects.length && text[i] !== ' ') {
                  chars.push({character: text.slice(i, i + step), left: rects[0].left - box.left,
                              right: rects[0].right - box.left, top: rects[0].top - box.top});
                }
                i += step;
              }
              out.push(chars);
            }
            """
        return try JSONDecoder().decode([[CharacterBox]].self, from: Data(run(script, fontFiles: fontFiles, style: style, divs: divs).utf8))
    }

    /// What `script` writes into `out` (serialized as JSON) once `fontFiles` are loaded, on a page of `divs`.
    private static func run(_ script: String, fontFiles: [String], style: String, divs: [String]) throws -> String {
        let faces = fontFiles.enumerated().map { index, path in
            "@font-face { font-family: \"F\(index)\"; src: url(\"file://\(path)\"); }"
        }
        let families = fontFiles.indices.map { "\"F\($0)\"" }.joined(separator: ", ")
        let html = """
            <!doctype html><html><head><meta charset="utf-8"><style>
            \(faces.joined(separator: "\n"))
            body { margin: 0; }
            .t { font-family: \(families); font-kerning: normal; line-height: normal; white-space: normal;
                 text-rendering: geometricPrecision; overflow-wrap: break-word; margin-bottom: 8px; \(style) }
            </style></head><body>
            \(divs.joined(separator: "\n"))
            <pre id="out"></pre>
            <script>
            document.fonts.ready.then(() => {
            \(script)
              document.getElementById('out').textContent = JSON.stringify(out);
            });
            </script></body></html>
            """
        return try output(of: html)
    }

    /// `text` escaped for an HTML element's content.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}
