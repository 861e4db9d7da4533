import Foundation

/// What the server and the page say to each other over the WebSocket at `/live`.
///
/// Server to page:
/// - text `{"type":"scenes","scenes":[{"key","name"}...]}`: the list, on connecting and when
///   scenes come or go;
/// - binary: a picture, as a 4-byte big-endian header length, the header as UTF-8 JSON
///   `{"type":"picture","key","name","version","width","height"}` (width and height in points),
///   then the PNG's bytes: one message, so a picture never arrives without its header;
/// - text `{"type":"failure","key","name","version","message"}`: the error shown instead.
///
/// Page to server: text `{"type":"shown","key","version"}` once a picture is decoded and on
/// screen (the latency measurement and the browser test wait for it).
enum PreviewMessage {
    struct SceneListItem: Codable, Equatable { var key: String; var name: String }
    struct SceneList: Codable { var type = "scenes"; var scenes: [SceneListItem] }
    struct PictureHeader: Codable, Equatable {
        var type = "picture"
        var key: String
        var name: String
        var version: Int
        var width: Double
        var height: Double
    }
    struct Failure: Codable { var type = "failure"; var key: String; var name: String; var version: Int; var message: String }
    struct Shown: Codable { var type: String; var key: String; var version: Int }

    static func sceneList(_ scenes: [PreviewScene]) -> String {
        text(SceneList(scenes: scenes.map { SceneListItem(key: $0.key, name: $0.name) }))
    }

    static func failure(_ message: String, of entry: PreviewState.Entry) -> String {
        text(Failure(key: entry.scene.key, name: entry.scene.name, version: entry.version, message: message))
    }

    static func picture(_ picture: PreviewPicture, of entry: PreviewState.Entry) -> [UInt8] {
        // Scenes' scales are finite and positive (SceneFile checks); a picture without one is shown 1:1.
        let scale = picture.scale.isFinite && picture.scale > 0 ? picture.scale : 1
        let header = PictureHeader(key: entry.scene.key, name: entry.scene.name, version: entry.version,
                                   width: Double(picture.pixelWidth) / scale, height: Double(picture.pixelHeight) / scale)
        let json = Array(text(header).utf8)
        let length = UInt32(json.count)
        return [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
            + json + picture.png
    }

    /// The page's acknowledgement in `text`, or nil when it is something else.
    static func shown(in text: String) -> Shown? {
        guard let shown = try? JSONDecoder().decode(Shown.self, from: Data(text.utf8)), shown.type == "shown" else { return nil }
        return shown
    }

    private static func text(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // These structs hold strings, integers and finite numbers, which JSON always encodes.
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
    }
}
