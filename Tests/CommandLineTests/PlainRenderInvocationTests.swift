import Testing
@testable import layout_render

/// `render SCENE -o OUTPUT` skips ArgumentParser's reflection (`RenderCommand.plainInvocation`):
/// it must give exactly the command the parser gives, and leave everything else to the parser.
@Suite struct PlainRenderInvocationTests {
    @Test("the plain invocation is the command ArgumentParser parses, option for option", arguments: [
        ["render", "scene.json", "-o", "out.png"],
        ["render", "-o", "out.png", "scene.json"],
        ["render", "scene.yaml", "--output", "out/"],
        ["render", "--output", "-", "folder"],
        ["render", "scene.json", "-o", ""],
        ["render", "", "-o", "out.png"],
    ])
    func sameAsTheParser(arguments: [String]) throws {
        let plain = try #require(RenderCommand.plainInvocation(arguments))
        let parsed = try #require(try LayoutRender.parseAsRoot(arguments) as? RenderCommand)
        // Every option's parsed value, by its description; an option the plain path forgot to set
        // would trap here when read.
        #expect(String(describing: plain) == String(describing: parsed))
        #expect(plain.scenes == parsed.scenes && plain.output == parsed.output)
        #expect(plain.encoder == parsed.encoder && plain.isBatch == parsed.isBatch)
        try plain.validate()
    }

    @Test("anything else goes to ArgumentParser", arguments: [
        ["render", "scene.json"],
        ["render", "scene.json", "-o"],
        ["render", "scene.json", "-o", "out.png", "--scale", "2"],
        ["render", "a.json", "b.json", "-o"],
        ["render", "--help", "-o", "x"],
        ["render", "-o", "out.png", "--debug-overlay"],
        ["render", "scene.json", "-o", "--scale"],
        ["render", "--", "-o", "x"],
        ["render", "a.json", "b.json", "out/"],
        ["layout", "scene.json", "-o", "out.png"],
        [],
    ])
    func othersFallBack(arguments: [String]) {
        #expect(RenderCommand.plainInvocation(arguments) == nil)
    }
}
