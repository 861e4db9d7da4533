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
}
