import Previews

/// The `index.html` of an artifacts folder: every failure of the run with its message, its
/// images and a slider that wipes between the reference and the actual image.
package enum FailureIndex {
    static func html(_ records: [FailureArtifacts.Record]) -> String {
        var body = ""
        for record in records {
            let title = HTMLText.escaped("\(record.suite)/\(record.name)")
            var figures = figure(record.actual, "actual")
            if let reference = record.reference { figures = figure(reference, "reference") + figures }
            if let difference = record.difference { figures += figure(difference, "difference") }
            var overlay = ""
            if let reference = record.reference {
                overlay = """
                    <div class="wipe"><img src="\(HTMLText.escaped(reference))" alt="reference">\
                    <img class="over" src="\(HTMLText.escaped(record.actual))" alt="actual"></div>
                    <label>reference ◀ <input type="range" min="0" max="100" value="50" \
                    oninput="this.parentElement.previousElementSibling.lastElementChild.style.clipPath='inset(0 0 0 '+this.value+'%)'"> \
                    ▶ actual</label>
                    """
            }
            body += """
                <section><h2>\(title)</h2><pre>\(HTMLText.escaped(record.message))</pre>
                <p>Reference file: <code>\(HTMLText.escaped(record.referencePath))</code></p>
                <div class="row">\(figures)</div>\(overlay)</section>

                """
        }
        return page(title: summaryLine(count: records.count), style: """
            .wipe { position: relative; display: inline-block; margin-top: 12px; }
            .wipe .over { position: absolute; left: 0; top: 0; clip-path: inset(0 0 0 50%); }
            """, body: body)
    }

    /// A page of failures in the report's look (the run's report and `layout-render review`):
    /// `title` as its title and heading, `style` added to the shared CSS, then `body`.
    package static func page(title: String, style: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(title)</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
        section { background: white; border-radius: 12px; padding: 16px; margin-bottom: 24px; }
        pre { white-space: pre-wrap; } .row { display: flex; gap: 16px; flex-wrap: wrap; }
        figure { margin: 0; } img { max-width: 420px; image-rendering: pixelated; border: 1px solid #c6c6c8; }
        \(style)
        </style></head>
        <body><h1>\(title)</h1>
        \(body)</body></html>

        """
    }

    /// The report's title: how many snapshots failed in the run, "No snapshot failed" for a green one.
    static func summaryLine(count: Int) -> String {
        switch count {
        case 0: "No snapshot failed"
        case 1: "1 snapshot failed"
        default: "\(count) snapshots failed"
        }
    }

    private static func figure(_ source: String, _ caption: String) -> String {
        "<figure><img src=\"\(HTMLText.escaped(source))\" alt=\"\(caption)\"><figcaption>\(caption)</figcaption></figure>"
    }
}
