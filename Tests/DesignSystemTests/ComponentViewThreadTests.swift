import Foundation
import Synchronization
import Testing
import DesignSystem
import LayoutEngine
import Rasterizer

/// Components are view trees, and views are main-actor isolated; the batch renderer draws many
/// components at once on worker threads (`withDetachedViewTree`). Drawn on four threads at once,
/// every converted catalog state gives the bytes it gives on the main thread.
@Suite struct ComponentViewThreadTests {
    static let scenes: [(String, ComponentScene)] = ComponentCatalog.entries
        .filter { ComponentViewReferenceTests.converted.contains($0.component) }
        .flatMap { entry in ComponentCatalog.devices.map { ("\(entry.name)-\($0.name)", ComponentScene(device: $0, content: entry.content)) } }

    static func draw(_ scene: ComponentScene, painter: ScenePainter) throws -> [UInt8] {
        try painter.render(try scene.makeScene()).pixels
    }

    @Test func workerThreadsDrawTheMainThreadsBytes() async throws {
        let painter = ScenePainter()
        let expected = try await MainActor.run { try Self.scenes.map { try Self.draw($0.1, painter: painter) } }
        #expect(expected.count == Self.scenes.count && !expected.isEmpty)
        let drawn = Mutex([[UInt8]?](repeating: nil, count: Self.scenes.count))
        let failures = Mutex([String]())
        // Four threads, each drawing every scene in its own order, so different trees are laid out at once.
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            #expect(!Thread.isMainThread)
            let order = Self.scenes.indices.map { ($0 + worker * 7) % Self.scenes.count }
            for index in order {
                do {
                    let bytes = try Self.draw(Self.scenes[index].1, painter: painter)
                    drawn.withLock { if $0[index] == nil { $0[index] = bytes } else if $0[index] != bytes { failures.withLock { $0.append(Self.scenes[index].0) } } }
                } catch {
                    failures.withLock { $0.append("\(Self.scenes[index].0): \(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let results = drawn.withLock { $0 }
        for (index, (name, _)) in Self.scenes.enumerated() {
            #expect(results[index] == expected[index], "\(name): a worker thread drew other bytes than the main thread")
        }
    }
}
