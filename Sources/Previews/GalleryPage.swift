import LayoutEngine
import DesignSystem
/// The gallery's `index.html`: every rendered picture, grouped by component, then by
/// state and language, one column per device, each with its pixel size.
public struct GalleryPage: Sendable {
    /// One rendered picture.
    public struct Picture: Sendable {
        /// What it shows.
        public var entry: CatalogEntry
        /// The device it was rendered on.
        public var device: Device
        /// The PNG's path relative to the page.
        public var file: String
        /// The PNG's width in pixels.
        public var pixelWidth: Int
        /// The PNG's height in pixels.
        public var pixelHeight: Int
        /// The scene file that draws the picture (`layout-render render`), relative to the page; nil: none.
        public var scene: String?
        /// The variant drawn (`dark`, `rtl`, `dark-ax5`); empty for the plain picture.
        public var variant: String

        /// A picture of `entry` on `device` (in `variant`), stored at `file`.
        public init(entry: CatalogEntry, device: Device, file: String, pixelWidth: Int, pixelHeight: Int,
                    scene: String? = nil, variant: String = "") {
            self.entry = entry; self.device = device; self.file = file
            self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight; self.scene = scene; self.variant = variant
        }
    }

    /// A picture that is not one component on one device: a document page, an animation's filmstrip.
    public struct Extra: Sendable {
        /// The section it is shown in ("Document pages", "Animations").
        public var section: String
        /// Its heading.
        public var title: String
        /// The PNG's path relative to the page.
        public var file: String
        public var pixelWidth: Int
        public var pixelHeight: Int
        /// Pixels per CSS pixel it is shown at.
        public var scale: Double
        /// What it shows, in a line.
        public var caption: String

        public init(section: String, title: String, file: String, pixelWidth: Int, pixelHeight: Int, scale: Double, caption: String) {
            self.section = section; self.title = title; self.file = file
            self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight; self.scale = scale; self.caption = caption
        }
    }

    /// Every picture, in catalog order.
    public var pictures: [Picture]
    /// Document pages and filmstrips, after the components, in their order.
    public var extras: [Extra]

    /// A page showing `pictures` in their order, then `extras`.
    public init(pictures: [Picture], extras: [Extra] = []) { self.pictures = pictures; self.extras = extras }

    /// The page: a section per component (in catalog order), a row per state and
    /// language, a figure per device and variant (a device's variants beside its plain picture).
    /// Pictures are shown at one point per CSS pixel.
    public var html: String {
        var components: [String] = []
        for picture in pictures where !components.contains(picture.entry.component) {
            components.append(picture.entry.component)
        }
        var sections: [String] = []
        for extra in extras where !sections.contains(extra.section) { sections.append(extra.section) }
        var page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>layout-render component gallery</title>
            <style>
            body{font-family:-apple-system,"DejaVu Sans",sans-serif;margin:24px;background:#fafafa}
            nav a{margin-right:12px}section{margin-top:32px}
            .row{display:flex;gap:24px;align-items:flex-start;margin:12px 0 24px}
            figure{margin:0}figcaption{font-size:12px;color:#555;margin-top:4px}
            img{border:1px solid #ddd;background:#fff}
            </style></head><body>
            <h1>Component gallery</h1>
            <p>\(pictures.count) pictures: every component in every state, Latin and Korean text, on \
            \(HTMLText.escaped(Set(pictures.map(\.device.name)).sorted().joined(separator: ", "))).</p>
            <nav>\((components + sections).map { "<a href=\"#\(HTMLText.escaped($0))\">\(HTMLText.escaped($0))</a>" }.joined())</nav>

            """
        for component in components {
            page += "<section id=\"\(HTMLText.escaped(component))\"><h2>\(HTMLText.escaped(component))</h2>\n"
            let shots = pictures.filter { $0.entry.component == component }
            var rows: [String] = []
            for shot in shots where !rows.contains(shot.entry.name) { rows.append(shot.entry.name) }
            for row in rows {
                let figures = shots.filter { $0.entry.name == row }
                guard let first = figures.first else { continue }
                page += "<h3>\(HTMLText.escaped(first.entry.state)) · \(first.entry.language.rawValue)</h3><div class=\"row\">\n"
                for figure in figures {
                    let scale = figure.device.scale
                    let variantText = figure.variant.isEmpty ? "" : " · " + HTMLText.escaped(figure.variant)
                    page += "<figure><img src=\"\(HTMLText.escaped(figure.file))\" "
                        + "width=\"\(Int((Double(figure.pixelWidth) / scale).rounded()))\" "
                        + "alt=\"\(HTMLText.escaped(row)) on \(HTMLText.escaped(figure.device.name))\(variantText)\">"
                        + "<figcaption>\(HTMLText.escaped(figure.device.name))\(variantText) · \(figure.pixelWidth) × "
                        + "\(figure.pixelHeight) px @\(Int(scale))x"
                        + (figure.scene.map { " · <a href=\"\(HTMLText.escaped($0))\">scene</a>" } ?? "")
                        + "</figcaption></figure>\n"
                }
                page += "</div>\n"
            }
            page += "</section>\n"
        }
        for section in sections {
            page += "<section id=\"\(HTMLText.escaped(section))\"><h2>\(HTMLText.escaped(section))</h2><div class=\"row\" style=\"flex-wrap:wrap\">\n"
            for extra in extras where extra.section == section {
                page += "<figure><h3>\(HTMLText.escaped(extra.title))</h3><img src=\"\(HTMLText.escaped(extra.file))\" "
                    + "width=\"\(Int((Double(extra.pixelWidth) / extra.scale).rounded()))\" alt=\"\(HTMLText.escaped(extra.title))\">"
                    + "<figcaption>\(HTMLText.escaped(extra.caption)) · \(extra.pixelWidth) × \(extra.pixelHeight) px</figcaption></figure>\n"
            }
            page += "</div></section>\n"
        }
        return page + "</body></html>\n"
    }
}
