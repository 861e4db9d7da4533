import Foundation
import Synchronization

/// Not UIKit: where `UIImage(systemName:)` finds a symbol's drawing. Apple's SF Symbols cannot ship,
/// so a symbol is drawn from the open icon set Debian packages as `bootstrap-icons` (MIT), through
/// a table from SF Symbols' names to the icons' nearest in meaning and shape. A team's own
/// asset catalog `.symbolset` of the name wins over the table; any other name is drawn as a
/// rounded-rectangle outline of the symbol's size, with a warning naming it on standard error.
public enum SymbolCatalog {
    /// Folders searched for the icons' SVG files, in order (Debian's package installs the first).
    public static let iconDirectories = ["/usr/share/bootstrap-icons/svg", "/usr/share/bootstrap-icons/icons",
                                         "/usr/local/share/bootstrap-icons/svg"]

    /// SF Symbols' names and the bootstrap icon each is drawn with.
    public static let iconNames: [String: String] = [
        // Navigation and chevrons
        "chevron.right": "chevron-right", "chevron.left": "chevron-left", "chevron.up": "chevron-up",
        "chevron.down": "chevron-down", "chevron.forward": "chevron-right", "chevron.backward": "chevron-left",
        "chevron.right.circle": "chevron-right", "chevron.up.chevron.down": "chevron-expand",
        "arrow.left": "arrow-left", "arrow.right": "arrow-right", "arrow.up": "arrow-up", "arrow.down": "arrow-down",
        "arrow.backward": "arrow-left", "arrow.forward": "arrow-right",
        "arrow.clockwise": "arrow-clockwise", "arrow.counterclockwise": "arrow-counterclockwise",
        "arrow.triangle.2.circlepath": "arrow-repeat", "arrow.up.circle": "arrow-up-circle",
        "arrow.down.circle": "arrow-down-circle", "arrow.up.circle.fill": "arrow-up-circle-fill",
        "arrow.down.circle.fill": "arrow-down-circle-fill", "arrow.left.arrow.right": "arrow-left-right",
        "arrow.up.arrow.down": "arrow-down-up", "arrow.up.right": "arrow-up-right",
        "arrow.up.left.and.arrow.down.right": "arrows-angle-expand", "arrow.down.to.line": "download",
        "arrow.up.to.line": "upload", "arrow.uturn.backward": "arrow-return-left", "arrow.uturn.left": "arrow-return-left",
        // Marks
        "checkmark": "check-lg", "checkmark.circle": "check-circle", "checkmark.circle.fill": "check-circle-fill",
        "checkmark.square": "check-square", "checkmark.square.fill": "check-square-fill",
        "checkmark.seal.fill": "patch-check-fill", "checkmark.shield": "shield-check",
        "xmark": "x-lg", "xmark.circle": "x-circle", "xmark.circle.fill": "x-circle-fill",
        "plus": "plus-lg", "plus.circle": "plus-circle", "plus.circle.fill": "plus-circle-fill",
        "plus.square": "plus-square", "plus.square.fill": "plus-square-fill",
        "minus": "dash-lg", "minus.circle": "dash-circle", "minus.circle.fill": "dash-circle-fill",
        "exclamationmark.triangle": "exclamation-triangle", "exclamationmark.triangle.fill": "exclamation-triangle-fill",
        "exclamationmark.circle": "exclamation-circle", "exclamationmark.circle.fill": "exclamation-circle-fill",
        "info.circle": "info-circle", "info.circle.fill": "info-circle-fill", "questionmark.circle": "question-circle",
        "questionmark.circle.fill": "question-circle-fill", "nosign": "slash-circle",
        "circle": "circle", "circle.fill": "circle-fill", "square": "square", "square.fill": "square-fill",
        "record.circle": "record-circle",
        // Common actions and objects
        "magnifyingglass": "search", "gear": "gear", "gearshape": "gear", "gearshape.fill": "gear-fill",
        "slider.horizontal.3": "sliders", "line.3.horizontal": "list", "line.3.horizontal.decrease": "filter",
        "line.3.horizontal.decrease.circle": "funnel", "list.bullet": "list-ul",
        "square.grid.2x2": "grid", "square.grid.2x2.fill": "grid-fill",
        "ellipsis": "three-dots", "ellipsis.circle": "three-dots", "ellipsis.vertical": "three-dots-vertical",
        "square.and.arrow.up": "box-arrow-up", "square.and.arrow.down": "box-arrow-in-down",
        "square.and.pencil": "pencil-square", "pencil": "pencil", "trash": "trash", "trash.fill": "trash-fill",
        "doc": "file-earmark", "doc.text": "file-earmark-text", "doc.on.doc": "files", "doc.on.clipboard": "clipboard",
        "folder": "folder", "folder.fill": "folder-fill", "paperclip": "paperclip", "link": "link",
        "scissors": "scissors", "printer": "printer", "qrcode": "qr-code", "creditcard": "credit-card",
        "cart": "cart", "cart.fill": "cart-fill", "bag": "bag", "bag.fill": "bag-fill", "gift": "gift",
        "tag": "tag", "tag.fill": "tag-fill", "flag": "flag", "flag.fill": "flag-fill",
        "bookmark": "bookmark", "bookmark.fill": "bookmark-fill", "paperplane": "send", "paperplane.fill": "send-fill",
        "tray": "inbox", "tray.fill": "inbox-fill", "archivebox": "archive", "key": "key", "key.fill": "key-fill",
        // People and communication
        "person": "person", "person.fill": "person-fill", "person.circle": "person-circle",
        "person.circle.fill": "person-circle", "person.crop.circle": "person-circle",
        "person.crop.circle.fill": "person-circle", "person.2": "people", "person.2.fill": "people-fill",
        "person.badge.plus": "person-plus", "person.fill.badge.plus": "person-plus-fill",
        "heart": "heart", "heart.fill": "heart-fill", "star": "star", "star.fill": "star-fill",
        "star.leadinghalf.filled": "star-half", "hand.thumbsup": "hand-thumbs-up", "hand.thumbsup.fill": "hand-thumbs-up-fill",
        "bell": "bell", "bell.fill": "bell-fill", "bell.slash": "bell-slash",
        "envelope": "envelope", "envelope.fill": "envelope-fill", "phone": "telephone", "phone.fill": "telephone-fill",
        "message": "chat", "message.fill": "chat-fill", "bubble.left": "chat-left", "bubble.left.fill": "chat-left-fill",
        "bubble.right": "chat-right", "bubble.left.and.bubble.right": "chat-dots", "video": "camera-video",
        "video.fill": "camera-video-fill", "mic": "mic", "mic.fill": "mic-fill", "mic.slash": "mic-mute",
        // Places, media, devices
        "house": "house", "house.fill": "house-fill", "building.2": "building", "map": "map", "mappin": "geo-alt",
        "mappin.circle": "geo-alt", "location": "cursor", "location.fill": "cursor-fill", "globe": "globe",
        "camera": "camera", "camera.fill": "camera-fill", "photo": "image", "photo.fill": "image-fill",
        "photo.on.rectangle": "images", "film": "film", "music.note": "music-note", "play": "play", "play.fill": "play-fill",
        "pause": "pause", "pause.fill": "pause-fill", "stop.fill": "stop-fill", "forward.fill": "fast-forward-fill",
        "backward.fill": "rewind-fill", "forward.end.fill": "skip-forward-fill", "backward.end.fill": "skip-backward-fill",
        "shuffle": "shuffle", "repeat": "repeat", "speaker.wave.2": "volume-up", "speaker.wave.2.fill": "volume-up-fill",
        "speaker.slash.fill": "volume-mute-fill", "tv": "tv", "display": "display", "laptopcomputer": "laptop",
        "iphone": "phone", "ipad": "tablet", "keyboard": "keyboard", "printer.fill": "printer-fill",
        // Status and system
        "wifi": "wifi", "wifi.slash": "wifi-off", "antenna.radiowaves.left.and.right": "broadcast",
        "battery.100": "battery-full", "battery.50": "battery-half", "bolt": "lightning", "bolt.fill": "lightning-fill",
        "lock": "lock", "lock.fill": "lock-fill", "lock.open": "unlock", "lock.open.fill": "unlock-fill",
        "shield": "shield", "shield.fill": "shield-fill", "eye": "eye", "eye.fill": "eye-fill", "eye.slash": "eye-slash",
        "eye.slash.fill": "eye-slash-fill", "cloud": "cloud", "cloud.fill": "cloud-fill", "icloud": "cloud",
        "sun.max": "sun", "sun.max.fill": "sun-fill", "moon": "moon", "moon.fill": "moon-fill",
        "calendar": "calendar", "clock": "clock", "clock.fill": "clock-fill", "alarm": "alarm", "timer": "stopwatch",
        "hourglass": "hourglass", "chart.bar": "bar-chart", "chart.bar.fill": "bar-chart-fill",
        "chart.pie": "pie-chart", "chart.line.uptrend.xyaxis": "graph-up", "airplane": "airplane", "car": "car-front",
        "bicycle": "bicycle", "trophy": "trophy", "rosette": "award", "square.stack": "stack",
        "plus.magnifyingglass": "zoom-in", "minus.magnifyingglass": "zoom-out", "sparkles": "stars",
        "wand.and.stars": "magic", "hand.raised": "hand-index", "face.smiling": "emoji-smile",
    ]

    /// The names warned about already: each unknown name is reported once per process.
    private static let warned = Mutex<Set<String>>([])

    /// The SVG file of icon `name`, if the icon set is installed.
    static func iconPath(_ icon: String) -> String? {
        for directory in iconDirectories {
            let path = directory + "/" + icon + ".svg"
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    /// Reports once on standard error that `name` has no drawing, naming it.
    static func warnUnknown(_ name: String, reason: String) {
        let first = warned.withLock { $0.insert(name).inserted }
        guard first else { return }
        FileHandle.standardError.write(Data("warning: UIImage(systemName: \"\(name)\"): \(reason); drawn as a placeholder outline\n".utf8))
    }
}
