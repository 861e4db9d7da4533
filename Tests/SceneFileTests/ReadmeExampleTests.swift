import Testing
import LayoutEngine
import DesignSystem
@testable import SceneFile
import Rasterizer

/// The library example of README.md, kept compiling and true here.
@Suite struct ReadmeExampleTests {
    @Test func theReadmeExampleLaysOutMeasuresAndDraws() throws {
        // --- README example begins ---
        let text = TextEngine.shared
        let titleStyle = TextStyle(size: 17, weight: .bold)
        let layout = LayoutSystem(scale: 3)
        let screen = layout.root("screen", size: Size(width: 393, height: 852),
                                 safeArea: EdgeInsets(top: 59, bottom: 34))
        let card = layout.node("card", in: screen)
        let title = layout.node("title", in: card, intrinsicSize: { width in
            (try? text.layout("친구 요청", style: titleStyle, maxWidth: width, scale: 3).size) ?? .zero
        })
        layout.constrain(card) {
            $0.width == 270
            $0.centerX == screen.centerX
            $0.centerY == screen.centerY
            $0.top == title.top - 16
            $0.bottom == title.bottom + 16
        }
        layout.constrain(title) { $0.centerX == card.centerX }
        let frames = try layout.solve()            // frames["card"], frames["title"], pixel-aligned

        let cardFrame = frames.frame("card")!, titleFrame = frames.frame("title")!
        let scene = Scene(size: Size(width: 393, height: 852), scale: 3, background: .white, nodes: [
            SceneNode(id: "card", frame: cardFrame, fill: .solid(Color(hex: "#F2F2F7")!),
                      cornerRadii: CornerRadii(all: 16)),
            SceneNode(id: "title", frame: titleFrame,
                      content: .text(try text.layout("친구 요청", style: titleStyle, maxWidth: titleFrame.width, scale: 3),
                                     color: .black)),
        ])
        let png = try PNGEncoder.fast.encode(try ScenePainter().render(scene))
        // --- README example ends ---

        #expect(cardFrame.width == 270)
        #expect(abs(cardFrame.midX - 393 / 2) < 1.0 / 3)
        #expect(titleFrame.minY - cardFrame.minY == 16)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let image = try PNGDecoder().decode(png)
        #expect(image.width == 1179 && image.height == 2556)
    }
}
