import Foundation
import Rasterizer
import Synchronization
import Testing
@testable import LayoutEngine
@testable import DesignSystem
import LottiePlayback
import TestSupport

/// Seed 000's presentations as the libraries it uses draw them: Toast-Swift's toast, PanModal's
/// bottom modal, the modal's crossDissolve, lottie-ios's loading view, UILabel's default font.
@Suite struct SeedPresentationTests {
    /// `scene` (a component scene and its timeline) sampled at `time`.
    func sample(_ spec: ComponentSpec, at time: Double, on device: Device = .iphone15) throws -> Scene {
        let (scene, timeline) = try ComponentScene(device: device, content: [spec]).makeAnimatedScene()
        return try scene.animated(by: timeline.sample(at: time))
    }

    func opacity(_ id: String, _ spec: ComponentSpec, at time: Double) throws -> Double {
        try #require(try sample(spec, at: time).node(id)).opacity
    }

    /// Toast-Swift: alpha 0 to 1 over `fadeDuration` (0.2) with `.curveEaseOut`, the `duration`
    /// timer started when that fade completes, then alpha 1 to 0 over 0.2 with `.curveEaseIn`.
    @Test func theToastFadesInOverPointTwoHoldsForItsDurationAndFadesOut() throws {
        let toast = ComponentSpec.toast(Toast(message: "저장되었습니다"))
        #expect(try opacity("toast", toast, at: 0) == 0)
        // Ease out: more than half-way at half the time; ease in: less than half-way gone at half.
        #expect(try opacity("toast", toast, at: 0.1) > 0.5)
        #expect(try opacity("toast", toast, at: 0.2) == 1)
        #expect(try opacity("toast", toast, at: 1.2) == 1)
        #expect(try opacity("toast", toast, at: 1.3) > 0.5)
        #expect(try opacity("toast", toast, at: 1.4) == 0)
        #expect(try opacity("toast", toast, at: 5) == 0)
        #expect(try opacity("toast", .toast(Toast(message: "a").duration(3)), at: 3.1) == 1)
    }

    @Test func aStillToastIsShown() throws {
        let scene = try ComponentScene(device: .iphone15, content: [.toast(Toast(message: "a"))]).makeScene()
        #expect(scene.node("toast")?.opacity == 1)
    }

    /// Seed 000's `PanModalPresentable`: both heights `.maxHeightWithTopInset(0)`, not anchored to
    /// the long form, no drag indicator; PanModal's dim `black.withAlphaComponent(0.7)`.
    @Test(arguments: [Device.iphone15, .iphoneSE])
    func theActionSheetIsPresentedWithPanModalOverItsDim(device: Device) throws {
        let f = try frames(ActionSheet().action("Share"), on: device)
        #expect(f["actionSheet.dim"] == device.bounds)
        let dim = try #require(try ActionSheet().action("Share").sceneNodes(on: device, theme: .standard).first)
        #expect(dim.fill == .solid(Color(red: 0, green: 0, blue: 0, alpha: 0xB3)))
        #expect(same(f["actionSheet.container"].minY, device.safeArea.top + PanModalLayout.topOffsetBelowSafeArea))
        #expect(same(f["actionSheet.container"].maxY, device.size.height))
        #expect(!f.allEntries.contains { $0.id.contains("dragIndicator") })
    }

    /// `presentPanModal` animates: the presented view rises from the screen's bottom on PanModal's
    /// spring while the dim fades in.
    @Test func theAnimatedActionSheetRisesOnPanModalsSpring() throws {
        let spec = ComponentSpec.actionSheet(ActionSheet().action("Share").animatingPresentation())
        let start = try sample(spec, at: 0), rest = try sample(spec, at: PresentationSpring.panModal.duration + 0.1)
        let container = try #require(start.node("actionSheet.container"))
        #expect(same(container.frame.minY + container.transform.ty, Device.iphone15.size.height))
        #expect(start.node("actionSheet.dim")?.opacity == 0)
        #expect(abs(try #require(rest.node("actionSheet.container")).transform.ty) < 0.5)
        #expect(rest.node("actionSheet.dim")?.opacity == 1)
        #expect(try ComponentScene(device: .iphone15, content: [.actionSheet(ActionSheet().action("Share"))])
            .makeAnimatedScene().timeline.trackCount == 0)
    }

    /// Seed 000's `show()`: `modalTransitionStyle = .crossDissolve`, 0.4 s.
    @Test func theAnimatedModalCrossDissolvesInPointFourSeconds() throws {
        let modal = ComponentSpec.modal(AlertModal(title: "친구 요청").positive("요청").animatingPresentation())
        for id in ["modal.dim", "modal.card"] {
            #expect(try opacity(id, modal, at: 0) == 0)
            let middle = try opacity(id, modal, at: 0.2)
            #expect(middle > 0.4 && middle < 0.6)
            #expect(try opacity(id, modal, at: 0.4) == 1)
        }
    }

    /// Seed 000's labels set no font: UILabel's default, the system font at 17 pt regular.
    @Test func theModalAndToastUseUILabelsDefaultFontAndTheAlertControllerThemeKeepsItsBoldTitle() {
        let type = Theme.standard.typography
        #expect([type.title, type.body, type.button].allSatisfy { $0.size == 17 && $0.weight == .regular })
        #expect(Theme.alertController.typography.title == TypeStyle(size: 17, weight: .bold))
        #expect(Theme.alertController.typography.body == TypeStyle(size: 15))
    }

    /// The image the loading overlay `overlay` shows on an iPhone SE.
    func shownFrame(_ overlay: LoadingOverlay) throws -> ImageContent? {
        let nodes = try overlay.sceneNodes(on: .iphoneSE, theme: .standard)
        guard case .image(let image) = nodes.first(where: { $0.id == "loading.animation" })?.children.first?.content else { return nil }
        return image
    }

    @Test func theLoadingAnimationShowsTheSpinnersFrameAtTheTime() throws {
        let shown = try #require(try shownFrame(LoadingOverlay(time: 1.25)))
        let frame = try LottieAnimation.spinner.image(at: 1.25, scale: 2)
        #expect(shown.rgba == frame.rgba && shown.width == frame.width && shown.height == frame.height)
        #expect(shown.rgba != (try LottieAnimation.spinner.image(at: 1.5, scale: 2)).rgba)
    }

    /// Every frame is in an animated overlay's scene; the timeline shows the one rlottie plays at
    /// each time, and hides the whole animation for the first 0.8 s and after dismissal.
    @Test func theAnimatedLoadingOverlayShowsFrameAfterFrameFromPointEightSeconds() throws {
        let spec = ComponentSpec.loading(LoadingOverlay().animating().dismissed(at: 3))
        let spinner = LottieAnimation.spinner
        for time in [0.0, 0.5, 0.79] { #expect(try opacity("loading.animation", spec, at: time) == 0) }
        for time in [0.8, 1.0, 1.5, 2.99] {
            let scene = try sample(spec, at: time)
            #expect(scene.node("loading.animation")?.opacity == 1)
            let shown = try #require(scene.node("loading.animation")).children.filter { $0.opacity > 0 }.map(\.id)
            #expect(shown == ["loading.animation.frame.\(spinner.frameNumber(at: time))"], "at \(time)")
        }
        #expect(try opacity("loading.animation", spec, at: 3) == 0)
        #expect(try opacity("loading.blocker", spec, at: 2.9) == 1)
        #expect(try opacity("loading.blocker", spec, at: 3) == 0)
    }

    @Test func aLoadingOverlayPlaysTheLottieFileItNamesAndRefusesAHostileOne() throws {
        let spinnerFile = try scratchFile("spinner.json", LottieAnimation.spinnerJSON)
        let named = try #require(try shownFrame(LoadingOverlay(time: 1.25).animation(path: spinnerFile)))
        #expect(named.rgba == (try shownFrame(LoadingOverlay(time: 1.25)))?.rgba)
        let bomb = hostileLottie("precomposition-bomb.json")
        #expect { try LoadingOverlay(time: 1).animation(path: bomb).sceneNodes(on: .iphoneSE, theme: .standard) }
            throws: { "\($0)".contains(bomb) }
    }

    @Test func anAnimatedOverlayWhoseFramesWouldTakeTooMuchMemoryIsRefusedNamingTheSizes() throws {
        let big = try scratchFile("big.json", LottieAnimation.spinnerJSON
            .replacingOccurrences(of: #""op": 60, "w": 40, "h": 40"#, with: #""op": 600, "w": 400, "h": 400"#))
        #expect { try LoadingOverlay().animating().animation(path: big).sceneNodes(on: .iphone15, theme: .standard) }
            throws: { "\($0)".contains("600 frames of 1200 x 1200 pixels") }
    }

    /// The view trees lay out and draw on worker threads (`withDetachedViewTree`), eight at once,
    /// with the same bytes as one at a time.
    @Test func theViewTreesDrawTheSameBytesOnManyThreads() throws {
        let specs: [ComponentSpec] = [
            .toast(Toast(message: "저장되었습니다")), .actionSheet(ActionSheet().action("공유하기")),
            .loading(LoadingOverlay(time: 1.3)), .relationshipButton(RelationshipButton(relationship: .friend)),
            .tagFilter(TagFilter(tags: ["경제", "기술"], selected: 1)),
            .newsCell(NewsCell(title: "항구", site: "예시뉴스", image: ComponentImage(.sample(.newsHarbor))).showingJournalWritten()),
            .statusBarNotification(StatusBarNotification(title: "북마크에 추가했어요")),
        ]
        let painter = ScenePainter()
        let draw = { @Sendable (spec: ComponentSpec) throws -> Bitmap in
            try painter.render(try ComponentScene(device: .iphoneSE, content: [spec]).makeScene())
        }
        let alone = try specs.map(draw)
        let results = Mutex<[Int: Bitmap]>([:])
        DispatchQueue.concurrentPerform(iterations: 8 * specs.count) { index in
            if let bitmap = try? draw(specs[index % specs.count]) { results.withLock { $0[index] = bitmap } }
        }
        let drawn = results.withLock { $0 }
        #expect(drawn.count == 8 * specs.count)
        for (index, bitmap) in drawn { #expect(bitmap == alone[index % specs.count], "\(specs[index % specs.count].name)") }
    }

    @Test func theBundledSpinnerIsTheExampleFile() throws {
        let example = packageRoot.appendingPathComponent("examples/lottie/spinner.json")
        #expect(try String(contentsOf: example, encoding: .utf8) == LottieAnimation.spinnerJSON)
    }

    var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    func scratchFile(_ name: String, _ text: String) throws -> String {
        let path = try Scratch.directory("seed-presentation").appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func hostileLottie(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/HostileInputs/lottie/\(name)").path
    }
}
