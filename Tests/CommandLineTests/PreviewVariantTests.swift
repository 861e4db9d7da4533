import Foundation
import Testing
import TestSupport
import DesignSystem
import Rasterizer
@testable import layout_render

/// `layout-render preview --variants`: each scene's combinations beside it on the page, drawn
/// again with it when its file changes.
@Suite(.serialized) struct PreviewVariantTests {
    static func modal(_ title: String) -> String {
        #"{"device": "iphoneSE", "content": [{"component": "modal", "title": "\#(title)", "negative": "Cancel", "positive": "Send"}]}"#
    }

    @Test func eachSceneIsShownInEveryCombinationBesideThePlainOneAndRedrawnWithIt() async throws {
        let folder = try Scratch.directory("preview-variants").path
        let scene = folder + "/modal.json"
        try PreviewCommandTests.write(Self.modal("Friend request"), to: scene)
        try await PreviewRun.with([scene, "--variants", "dark,rtl"]) { run in
            let port = try await run.port()
            let socket = try await offThePool { try LoopbackClient.webSocket("/live", port: port) }
            let keys = [scene, scene + ".dark", scene + ".rtl"]
            #expect(try await socket.sceneList { $0.count == 3 } == keys)
            // Drawn in the list's order, so each picture comes after the one before it.
            var pictures: [[UInt8]] = []
            var versions: [Int] = []
            for key in keys {
                let picture = try await socket.picture(of: key, newerThan: 0)
                pictures.append(picture.png)
                versions.append(picture.version)
            }
            let images = try pictures.map { try PNGDecoder().decode($0) }
            #expect(Set(images.map(\.width)) == [Int(Device.iphoneSE.size.width * Device.iphoneSE.scale)])
            #expect(images[1].pixels != images[0].pixels && images[2].pixels != images[0].pixels)
            let page = String(decoding: try await offThePool { try LoopbackClient.get("/", port: port) }.body, as: UTF8.self)
            #expect(page.contains("\(scene) · dark") && page.contains("\(scene) · rtl"), "\(page.prefix(2000))")

            try PreviewCommandTests.write(Self.modal("Block this user?"), to: scene)
            for (index, key) in keys.enumerated() {
                let redrawn = try await socket.picture(of: key, newerThan: versions[index])
                #expect(redrawn.png != pictures[index], "\(key) shows the edited title")
            }
        }
    }

    @Test func theGalleryShowsEveryPictureInEveryCombination() async throws {
        try await PreviewRun.with(["--variants", "dark"]) { run in
            let port = try await run.port()
            let socket = try await offThePool { try LoopbackClient.webSocket("/live", port: port) }
            let list = try await socket.sceneList { _ in true }
            #expect(list.count == 2 * ComponentCatalog.entries.count * ComponentCatalog.devices.count)
            let first = try #require(list.first)
            #expect(list[1] == first + ".dark")
            let plain = try await socket.picture(of: first, newerThan: 0)
            let dark = try await socket.picture(of: list[1], newerThan: 0)
            #expect(try PNGDecoder().decode(plain.png).pixels != PNGDecoder().decode(dark.png).pixels)
        }
    }

    @Test func aDeviceInTheGallerysVariantsIsBadInput() throws {
        #expect(throws: InputError.self) { try PreviewCommand.parse(["--variants", "iphoneSE"]).source() }
    }
}
