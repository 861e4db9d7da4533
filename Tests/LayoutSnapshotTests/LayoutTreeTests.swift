import Foundation
import LayoutEngine
@testable import LayoutSnapshot
import Testing

/// A small laid-out modal, built by hand so that the trees need no fonts: a card with a title,
/// a message and an icon, and optionally a badge with a dot inside it.
enum ModalScene {
    static func text(_ string: String, width: Double = 60) -> NodeContent {
        .text(TextLayout(size: Size(width: width, height: 20), lines: [TextLine(text: string, width: width, baseline: 15)],
                         runs: []), color: .black)
    }

    static func make(cardY: Double = 100, titleY: Double = 20, titleHeight: Double = 20, message: String = "Hello",
                     cardFill: Color = .white, icon: Bool = true, badge: Bool = false) -> Scene {
        var children = [
            SceneNode(id: "modal.title", frame: Rect(x: 16, y: titleY, width: 268, height: titleHeight), content: text("Title")),
            SceneNode(id: "modal.message", frame: Rect(x: 16, y: 60, width: 268, height: 40), content: text(message)),
        ]
        if icon { children.append(SceneNode(id: "modal.icon", frame: Rect(x: 130, y: 120, width: 40, height: 40), fill: .solid(.black))) }
        if badge {
            children.append(SceneNode(id: "modal.badge", frame: Rect(x: 260, y: 4, width: 20, height: 20), fill: .solid(.black),
                                      children: [SceneNode(id: "modal.badge.dot", frame: Rect(x: 5, y: 5, width: 10, height: 10))]))
        }
        let card = SceneNode(id: "modal", frame: Rect(x: 20, y: cardY, width: 300, height: 200), fill: .solid(cardFill),
                             border: Border(width: 1, color: Color(red: 198, green: 198, blue: 200)), children: children)
        return Scene(size: Size(width: 340, height: 400), scale: 2, nodes: [card])
    }
}

@Suite("Layout trees kept beside references")
struct LayoutTreeTests {
    @Test("a tree lists every node depth first with its parent, screen frame, text and colors")
    func treeFromScene() throws {
        let tree = LayoutTree(scene: ModalScene.make(badge: true))
        #expect(tree.nodes.map(\.key) == ["modal", "modal.title", "modal.message", "modal.icon", "modal.badge", "modal.badge.dot"])
        let dot = try #require(tree.nodes.last)
        #expect(dot.parent == "modal.badge")
        #expect(dot.frame == Rect(x: 20 + 260 + 5, y: 100 + 4 + 5, width: 10, height: 10))
        #expect(tree.nodes[0].fill == "#FFFFFFFF")
        #expect(tree.nodes[0].border == "1 #C6C6C8FF")
        #expect(tree.nodes[2].text == "Hello")
        #expect(tree.nodes[2].textColor == "#000000FF")
    }

    @Test("the file is the same bytes every time: keys sorted, one node per line, numbers without noise")
    func jsonIsStable() throws {
        var scene = ModalScene.make(icon: false)
        scene.nodes[0].children[0].frame.origin.y = 0.1 + 0.2  // 0.30000000000000004
        let json = LayoutTree(scene: scene).json
        #expect(json == LayoutTree(scene: scene).json)
        #expect(json == """
            {"format":1,"nodes":[
            {"border":"1 #C6C6C8FF","fill":"#FFFFFFFF","frame":{"height":200,"width":300,"x":20,"y":100},"id":"modal"},
            {"frame":{"height":20,"width":268,"x":36,"y":100.3},"id":"modal.title","parent":"modal","text":"Title","textColor":"#000000FF"},
            {"frame":{"height":40,"width":268,"x":36,"y":160},"id":"modal.message","parent":"modal","text":"Hello","textColor":"#000000FF"}
            ],"scale":2,"size":{"height":400,"width":340}}

            """)
    }

    @Test("a tree read back from its file is the same tree")
    func roundTrip() throws {
        let tree = LayoutTree(scene: ModalScene.make(badge: true))
        #expect(try LayoutTree(json: Array(tree.json.utf8), path: "t.layout.json") == tree)
    }

    @Test("a repeated id gets a numbered key, so every node can be matched")
    func repeatedIds() {
        let scene = Scene(size: Size(width: 10, height: 10), nodes: [
            SceneNode(id: "row", frame: Rect(x: 0, y: 0, width: 10, height: 2)),
            SceneNode(id: "row", frame: Rect(x: 0, y: 4, width: 10, height: 2)),
        ])
        #expect(LayoutTree(scene: scene).nodes.map(\.key) == ["row", "row#2"])
    }

    @Test("a malformed file is an error that names the file and the place inside it", arguments: [
        ("not json", "not valid JSON"),
        (#"{"format":1,"nodes":[{"id":"a"}],"scale":1,"size":{"width":1,"height":1}}"#, "nodes[0].frame: missing"),
        (#"{"format":2,"nodes":[],"scale":1,"size":{"width":1,"height":1}}"#, "format 2"),
        (#"{"format":1,"nodes":[{"id":"a","parent":"b","frame":{"x":0,"y":0,"width":1,"height":1}}],"scale":1,"size":{"width":1,"height":1}}"#,
         "its parent \"b\" is not listed before it"),
        (#"{"format":1,"nodes":[{"id":"a","frame":{"x":"0","y":0,"width":1,"height":1}}],"scale":1,"size":{"width":1,"height":1}}"#,
         "nodes[0].frame.x: expected"),
    ])
    func malformed(text: String, expected: String) {
        #expect {
            try LayoutTree(json: Array(text.utf8), path: "/refs/card.layout.json")
        } throws: { error in
            let description = "\(error)"
            return description.hasPrefix("/refs/card.layout.json: ") && description.contains(expected)
        }
    }
}

@Suite("Layout changes in a failure message")
struct LayoutChangesTests {
    func changes(_ reference: Scene, _ actual: Scene) -> [String] {
        LayoutChanges(reference: LayoutTree(scene: reference), actual: LayoutTree(scene: actual)).lines
    }

    @Test("a moved and resized node says how far, which way, and its old and new size")
    func movedAndResized() {
        #expect(changes(ModalScene.make(), ModalScene.make(titleY: 22, titleHeight: 40))
            == ["modal.title moved 2 pt down, height 20 -> 40"])
        #expect(changes(ModalScene.make(), ModalScene.make(titleY: 17.5)) == ["modal.title moved 2.5 pt up"])
    }

    @Test("a node that moved with its parent is not listed; the parent is")
    func movedWithParent() {
        #expect(changes(ModalScene.make(), ModalScene.make(cardY: 90)) == ["modal moved 10 pt up"])
    }

    @Test("a text change quotes the old and new text")
    func textChanged() {
        #expect(changes(ModalScene.make(), ModalScene.make(message: "Goodbye"))
            == ["modal.message text changed (\"Hello\" -> \"Goodbye\")"])
    }

    @Test("a color change gives the old and new color")
    func colorChanged() {
        #expect(changes(ModalScene.make(), ModalScene.make(cardFill: Color(red: 28, green: 28, blue: 30)))
            == ["modal fill #FFFFFFFF -> #1C1C1EFF"])
    }

    @Test("an added subtree is one line with its place and size; a removed node is named")
    func addedAndRemoved() {
        #expect(changes(ModalScene.make(), ModalScene.make(icon: false, badge: true))
            == ["modal.badge added at x 280, y 104, 20x20 (and 1 node inside it)", "modal.icon removed"])
    }

    @Test("the same tree has no changes; a different screen says so first")
    func unchangedAndScreen() {
        #expect(changes(ModalScene.make(), ModalScene.make()).isEmpty)
        var small = ModalScene.make()
        small.size = Size(width: 320, height: 400)
        #expect(changes(ModalScene.make(), small) == ["screen 340x400 pt @2x -> 320x400 pt @2x"])
    }

    @Test("a long list of changes is cut with a count of the rest")
    func summaryIsBounded() {
        let many = LayoutChanges(reference: LayoutTree(size: .zero, scale: 1, nodes: []), actual: LayoutTree(
            size: .zero, scale: 1, nodes: (0..<20).map { LayoutTree.Node(key: "n\($0)", frame: .zero) }))
        #expect(many.lines == (0..<20).map { "n\($0) added at x 0, y 0, 0x0" })  // the tree's order, not a hash's
        let summary = many.summary(limit: 12)
        #expect(summary.split(separator: "\n").count == 13)
        #expect(summary.hasSuffix("… and 8 more"))
    }

    @Test("a node that moved to another parent says where it went and how far it moved on the screen")
    func reparented() {
        var moved = ModalScene.make(badge: true)
        let title = moved.nodes[0].children.removeFirst()
        moved.nodes[0].children[2].children.append(title)  // into modal.badge, at the same offset
        #expect(changes(ModalScene.make(badge: true), moved)
            == ["modal.title now inside modal.badge (was modal), moved 260 pt right and 4 pt down"])
    }
}
