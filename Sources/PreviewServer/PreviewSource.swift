/// One picture the preview page shows: a scene file, or a gallery entry.
public struct PreviewScene: Sendable, Hashable {
    /// Names the scene for as long as the server runs (a file's path, a gallery picture's name);
    /// the page finds a scene's figure by it.
    public var key: String
    /// The caption on the page.
    public var name: String
    /// The files the picture is drawn from: when one of them changes, the scene is drawn again.
    public var files: [String]

    public init(key: String, name: String, files: [String]) {
        self.key = key; self.name = name; self.files = files
    }
}

/// A drawn scene: its PNG and its size.
public struct PreviewPicture: Sendable, Hashable {
    /// The encoded image, as `layout-render render` writes it.
    public var png: [UInt8]
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Pixels per point: the page shows the picture at one point per CSS pixel.
    public var scale: Double
    /// Files the drawing read besides the scene's own `files` (the images a scene names): watched
    /// as they are, so replacing avatar.png draws the scenes that show it again.
    public var filesRead: [String]

    public init(png: [UInt8], pixelWidth: Int, pixelHeight: Int, scale: Double, filesRead: [String] = []) {
        self.png = png; self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight; self.scale = scale
        self.filesRead = filesRead
    }
}

/// A drawing that failed: its message, shown in place of the picture, and the files it read
/// before failing (`PreviewPicture.filesRead`), watched so that fixing one draws it again.
public struct PreviewFailure: Error, CustomStringConvertible {
    public var message: String
    public var filesRead: [String]

    public init(message: String, filesRead: [String]) { self.message = message; self.filesRead = filesRead }

    public var description: String { message }
}

/// What a preview serves: the scenes there are now, and how to draw one. The command line makes
/// one from scene files and folders (found again as files come and go) or from the gallery.
public struct PreviewSource: Sendable {
    /// The scenes, in the order the page lists them. Asked again when a watched folder changes
    /// (or, without inotify, every few hundred milliseconds), so new files appear; an error keeps
    /// the scenes found before.
    public var discover: @Sendable () throws -> [PreviewScene]
    /// Draws one scene; an error's description is shown in place of the picture, so it says what
    /// and where (file:line:column and path for a scene file).
    public var render: @Sendable (PreviewScene) throws -> PreviewPicture
    /// The folders `discover` walks for scenes, to any depth: watched with every folder inside
    /// them, so that a scene saved anywhere below wakes the watcher without it looking on a timer.
    public var folders: [String]

    public init(discover: @escaping @Sendable () throws -> [PreviewScene], folders: [String] = [],
                render: @escaping @Sendable (PreviewScene) throws -> PreviewPicture) {
        self.discover = discover; self.render = render; self.folders = folders
    }
}
