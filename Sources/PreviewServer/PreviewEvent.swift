/// What a running preview did, for the command line to print.
public enum PreviewEvent: Sendable, Equatable {
    /// The server listens at `url` (`http://127.0.0.1:8080/`).
    case listening(url: String)
    /// A scene was drawn as `version` in `milliseconds`, or failed with `failure`'s text. `edited`
    /// is true when one of its files changed, false for its first drawing.
    case drawn(name: String, version: Int, milliseconds: Double, failure: String?, edited: Bool)
    /// A page says it shows `version` of a scene: the picture is decoded and on screen.
    case shown(name: String, version: Int)
}
