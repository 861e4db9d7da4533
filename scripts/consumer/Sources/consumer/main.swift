import LayoutEngine

// A card under a title, the title measured by the text engine: the math alone, no pixels.
let layout = LayoutSystem(scale: 2)
let screen = layout.root("screen", size: Size(width: 375, height: 667))
let title = layout.node("title", in: screen, intrinsicSize: { width in
    (try? TextEngine.shared.layout("Layout math alone", style: TextStyle(size: 17), maxWidth: width, scale: 2).size) ?? .zero
})
let card = layout.node("card", in: screen)
layout.constrain(title) {
    $0.top == screen.top + 20
    $0.centerX == screen.centerX
}
layout.constrain(card) {
    $0.top == title.bottom + 16
    $0.leading == screen.leading + 16
    $0.trailing == screen.trailing - 16
    $0.height == 100
}
let frames = try layout.solve()
print("title", frames.frame("title")!, "card", frames.frame("card")!)
