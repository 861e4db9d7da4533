import Foundation
import Previews
import Rasterizer
import SnapshotArtifacts

/// The review page: for each failure its message (the layout changes first, then the pixels), the
/// reference, actual and difference images, an overlay slider that wipes from one to the other, an
/// onion skin that fades the actual over the reference, a zoomed view of the difference's bounding
/// box, and Accept and Reject; "Accept all" asks for a confirmation first.
enum ReviewPage {
    /// One failure as the page shows it.
    struct Failure {
        var record: FailureArtifacts.Record
        /// The changed pixels' bounding box (the whole picture when the sizes differ); nil when it
        /// cannot be worked out (an image that cannot be read).
        var box: PixelRect?

        init(record: FailureArtifacts.Record, in folder: String) {
            self.record = record
            box = Self.changedBox(record, in: folder)
        }

        private static func changedBox(_ record: FailureArtifacts.Record, in folder: String) -> PixelRect? {
            guard let reference = record.reference,
                  let before = try? PNGDecoder().decode(contentsOfFile: "\(folder)/\(reference)"),
                  let after = try? PNGDecoder().decode(contentsOfFile: "\(folder)/\(record.actual)") else { return nil }
            guard before.width == after.width, before.height == after.height else {
                return PixelRect(x: 0, y: 0, width: max(before.width, after.width), height: max(before.height, after.height))
            }
            return (try? ImageComparator().compare(before, after))?.boundingBox
        }
    }

    static func html(_ failures: [Failure]) -> String {
        var body = ""
        for failure in failures {
            let record = failure.record
            let id = HTMLText.escaped(record.identifier)
            func image(_ file: String?, _ role: String) -> String {
                guard let file else { return "" }
                return "<figure><img class=\"\(role)\" src=\"/artifact?file=\(HTMLText.escaped(percentEncoded(file)))\" alt=\"\(role)\">"
                    + "<figcaption>\(role)</figcaption></figure>"
            }
            let box = failure.box.map { "\($0.x),\($0.y),\($0.width),\($0.height)" } ?? ""
            let comparison = record.reference == nil ? "<p>No reference: the actual image is new.</p>" : """
                <div class="tools">
                <div class="stack wipe">\(image(record.reference, "reference"))\(image(record.actual, "actual"))</div>
                <label>Overlay: reference ◀ <input type="range" class="wipe-slider" min="0" max="100" value="50"> ▶ actual</label>
                <div class="stack onion">\(image(record.reference, "reference"))\(image(record.actual, "actual"))</div>
                <label>Onion skin: actual over reference <input type="range" class="onion-slider" min="0" max="100" value="50"></label>
                <figure><canvas class="zoom" width="480" height="240" data-box="\(box)"></canvas>\
                <figcaption>difference's bounding box \(failure.box.map { "\($0)" } ?? "unknown"), reference | actual</figcaption></figure>
                </div>
                """
            body += """
                <section class="failure" data-id="\(id)"><h2>\(id)</h2>
                <pre>\(HTMLText.escaped(record.message))</pre>
                <p>Reference file: <code>\(HTMLText.escaped(record.referencePath))</code></p>
                <div class="row">\(image(record.reference, "reference"))\(image(record.actual, "actual"))\(image(record.difference, "difference"))</div>
                \(comparison)
                <p><button class="accept">Accept</button> <button class="reject">Reject</button> <span class="status"></span></p>
                </section>

                """
        }
        let title = failures.isEmpty ? "No snapshot failed" : "\(failures.count) snapshot\(failures.count == 1 ? "" : "s") to review"
        return FailureIndex.page(title: title, style: """
            section.done { opacity: 0.5; } .tools { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
            img { max-width: 320px; } .stack { position: relative; display: inline-block; }
            .stack figure + figure { position: absolute; left: 0; top: 0; } .stack figcaption { display: none; }
            .wipe figure + figure img { clip-path: inset(0 0 0 50%); } .onion figure + figure img { opacity: 0.5; }
            canvas { border: 1px solid #c6c6c8; image-rendering: pixelated; }
            """, body: (failures.isEmpty ? "" : "<p><button id=\"accept-all\">Accept all</button> <span id=\"summary\"></span></p>\n")
                + body + "<script>\n\(script)\n</script>")
    }

    /// The page's behavior: sliders, the zoom canvases, and the buttons' POSTs to this server.
    private static let script = """
        for (const section of document.querySelectorAll('section.failure')) {
          const id = section.dataset.id, status = section.querySelector('.status');
          const wipe = section.querySelector('.wipe-slider'), onion = section.querySelector('.onion-slider');
          if (wipe) wipe.oninput = () => { section.querySelector('.wipe figure + figure img').style.clipPath = `inset(0 0 0 ${wipe.value}%)`; };
          if (onion) onion.oninput = () => { section.querySelector('.onion figure + figure img').style.opacity = onion.value / 100; };
          const canvas = section.querySelector('canvas.zoom');
          if (canvas && canvas.dataset.box) {
            const [x, y, w, h] = canvas.dataset.box.split(',').map(Number), margin = 8;
            const sx = Math.max(0, x - margin), sy = Math.max(0, y - margin), sw = w + 2 * margin, sh = h + 2 * margin;
            const scale = Math.min(canvas.width / 2 / sw, canvas.height / sh);
            const context = canvas.getContext('2d'); context.imageSmoothingEnabled = false;
            const images = [section.querySelector('.row img.reference'), section.querySelector('.row img.actual')];
            images.forEach((image, index) => {
              const draw = () => context.drawImage(image, sx, sy, sw, sh, index * canvas.width / 2, 0, sw * scale, sh * scale);
              image.complete ? draw() : image.addEventListener('load', draw);
            });
          }
          const act = async (path, done) => {
            const response = await fetch(path + '?id=' + encodeURIComponent(id), {method: 'POST'});
            status.textContent = response.ok ? done : 'refused: ' + await response.text();
            if (response.ok) { section.classList.add('done'); section.querySelectorAll('button').forEach(b => b.disabled = true); }
          };
          section.querySelector('button.accept').onclick = () => act('/accept', 'accepted: the reference now holds the actual image');
          section.querySelector('button.reject').onclick = () => act('/reject', 'rejected: the reference is unchanged');
        }
        const all = document.getElementById('accept-all');
        if (all) all.onclick = async () => {
          const count = document.querySelectorAll('section.failure:not(.done)').length;
          if (!confirm(`Write all ${count} actual images over their references?`)) return;
          const response = await fetch('/accept-all?confirm=all', {method: 'POST'});
          document.getElementById('summary').textContent = response.ok ? 'all accepted' : 'refused: ' + await response.text();
          if (response.ok) document.querySelectorAll('section.failure').forEach(s => { s.classList.add('done'); s.querySelectorAll('button').forEach(b => b.disabled = true); });
        };
        """

    /// `file` with the characters a query value cannot hold percent-encoded.
    private static func percentEncoded(_ file: String) -> String {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+#")
        return file.addingPercentEncoding(withAllowedCharacters: allowed) ?? file
    }
}
