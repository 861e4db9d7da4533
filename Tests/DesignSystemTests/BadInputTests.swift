import Testing
@testable import LayoutEngine
@testable import DesignSystem

/// Configurations built in Swift skip the scene-file checks; impossible numbers must still
/// end in a typed error naming the entry, never in a crash or a scene with NaN frames.
@Suite struct BadInputTests {
    static let impossible: [(String, ComponentSpec)] = [
        ("toast NaN height", .toast(Toast(message: "a").height(.nan))),
        ("toast negative height", .toast(Toast(message: "a").height(-56))),
        ("box button infinite height", .boxButton(BoxButton(title: "a").height(.infinity))),
        ("modal NaN image", .modal(AlertModal(title: "a").image(width: .nan, height: 10))),
        ("modal negative image", .modal(AlertModal(title: "a").image(width: -10, height: 10))),
    ]

    @Test(arguments: impossible.indices)
    func impossibleNumbersAreTypedErrors(index: Int) {
        let (name, spec) = Self.impossible[index]
        #expect(throws: ComponentError.self, "\(name)") {
            try ComponentScene(device: .iphone15, content: [spec]).makeScene()
        }
    }

    @Test(arguments: [false, true])
    func notANumberTimeHidesTheAnimation(animates: Bool) throws {
        let overlay = LoadingOverlay(time: .nan).animating(animates)
        let scene = try ComponentScene(device: .iphone15, content: [.loading(overlay)]).makeScene()
        let animation = scene.node("loading.animation")
        #expect(animates ? animation?.children.allSatisfy { $0.opacity == 0 } == true : animation == nil)
        #expect(try ComponentScene(device: .iphone15, content: [.loading(LoadingOverlay(time: 1))]).makeScene()
            .node("loading.animation") != nil)
    }
}
