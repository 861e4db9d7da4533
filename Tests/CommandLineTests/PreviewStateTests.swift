import Testing
@testable import PreviewServer

/// What an open page is sent: each scene as it is now, once, however often it was drawn since the
/// page last took its update, so a slow page never queues pictures.
@Suite struct PreviewStateTests {
    static func picture(_ byte: UInt8) -> PreviewPicture {
        PreviewPicture(png: [byte], pixelWidth: 1, pixelHeight: 1, scale: 1)
    }

    let scenes = [PreviewScene(key: "a", name: "a.json", files: ["a.json"]),
                  PreviewScene(key: "b", name: "b.json", files: ["b.json"])]

    @Test func aNewPageGetsTheListAndEveryDrawnSceneButNotPendingOnes() {
        let state = PreviewState()
        state.setScenes(scenes)
        state.publish(.picture(Self.picture(1)), for: "b")
        let (page, _) = state.subscribe()
        let update = state.takeUpdate(for: page)
        #expect(update.scenes == scenes)
        #expect(update.entries.map(\.scene.key) == ["b"])
    }

    @Test func aSceneDrawnTwiceBeforeThePageTakesItIsSentOnceAsItIsNow() {
        let state = PreviewState()
        state.setScenes(scenes)
        let (page, _) = state.subscribe()
        _ = state.takeUpdate(for: page)
        state.publish(.picture(Self.picture(1)), for: "a")
        state.publish(.failure("a.json:1:2: (syntax): unexpected end"), for: "a")
        let update = state.takeUpdate(for: page)
        #expect(update.scenes == nil)
        #expect(update.entries.map(\.outcome) == [.failure("a.json:1:2: (syntax): unexpected end")])
        #expect(update.entries.first?.version == 2)
        #expect(state.takeUpdate(for: page).entries.isEmpty)
    }

    @Test func scenesKeepTheirDrawingWhenTheListChangesAndRemovedOnesAreNotPublished() {
        let state = PreviewState()
        state.setScenes(scenes)
        state.publish(.picture(Self.picture(1)), for: "a")
        #expect(!state.setScenes(scenes), "the same list is no change")
        #expect(state.setScenes([scenes[0]]))
        #expect(state.entry("a")?.outcome == .picture(Self.picture(1)))
        #expect(state.publish(.picture(Self.picture(2)), for: "b") == nil)
    }
}
