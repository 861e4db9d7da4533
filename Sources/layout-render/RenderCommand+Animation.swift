import ArgumentParser
import Foundation
import LayoutEngine
import DesignSystem
import SceneFile
import Rasterizer

/// `render --time T` and `render --frames START:END:STEP`: the scene's timeline sampled and drawn.
extension RenderCommand {
    /// The most frames one run draws.
    static let maximumFrames = 10_000

    func validateAnimationOptions() throws {
        if time != nil, frames != nil { throw ValidationError("give --time or --frames, not both") }
        if let time, !(time.isFinite && abs(time) <= AnimationDescription.limit) {
            throw ValidationError("--time must be a finite number of seconds within ±\(Int(AnimationDescription.limit)), got \(time)")
        }
        if let frames {
            _ = try Self.frameTimes(frames)
            if debugOverlay { throw ValidationError("--debug-overlay draws over one picture: give --time, not --frames") }
            if output == "-" { throw ValidationError("--frames writes a directory of PNGs; -o - (standard output) is not one") }
        }
    }

    /// The times of START:END:STEP: START, START + STEP, ... up to END (inclusive, within a
    /// millionth of a step), each computed from its index so that steps do not accumulate error.
    static func frameTimes(_ text: String) throws -> [Double] {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 3, let start = parts[0], let end = parts[1], let step = parts[2],
              [start, end, step].allSatisfy({ $0.isFinite && abs($0) <= AnimationDescription.limit }) else {
            throw ValidationError("--frames must be START:END:STEP in seconds, e.g. 0:1:0.0166667, got \"\(text)\"")
        }
        guard step > 0, end >= start else {
            throw ValidationError("--frames needs a positive STEP and END >= START, got \"\(text)\"")
        }
        let count = ((end - start) / step + 1e-6).rounded(.down) + 1
        guard count <= Double(maximumFrames) else {
            throw ValidationError("--frames \"\(text)\" makes \(Int(count)) frames; at most \(maximumFrames)")
        }
        // Each frame of animation.png is shown for STEP seconds, which APNG stores in 16 bits.
        guard count == 1 || step <= APNGWriter.maximumDelay else {
            throw ValidationError("--frames \"\(text)\": a STEP of \(JSONText.number(step)) s is longer than an animated PNG's "
                                  + "longest frame, \(Int(APNGWriter.maximumDelay)) s")
        }
        return (0..<Int(count)).map { start + Double($0) * step }
    }

    func renderAnimation(theme: Theme?) throws {
        if time != nil { try OutputFile.refuseOverwriting([scene] + (self.theme.map { [$0] } ?? []), with: output) }
        let catalog = try loadAssets()
        do {
            let document = try AnimatedSceneDocument.load(path: scene, assets: catalog).themed(theme)
            var (laidOut, timeline) = try SceneFile.locatingErrors(in: scene, atFirstOf: ["animations", "content", "nodes"]) {
                try document.makeAnimatedScene()
            }
            if let scale { laidOut.scale = scale }
            // A drawing error at a time is the animation's (a value NaN) or the canvas's.
            let drawingKeys = ["animations"] + Self.canvasKeys(scale)
            if let time {
                let bitmap = try document.locatingAnimationErrors(inFile: scene, atFirstOf: drawingKeys) {
                    try pipeline.draw(laidOut, timeline: timeline, at: time)
                }
                let picture = try pipeline.encoded(bitmap, scale: laidOut.scale)
                try OutputFile.write(picture.png, to: output)
                OutputFile.report("\(output): \(bitmap.width)x\(bitmap.height) px at t = \(JSONText.number(time)) s, \(picture.png.count) bytes",
                                  for: output)
                return
            }
            let times = try Self.frameTimes(frames ?? "")
            // Drawn over an opaque background, every frame is opaque.
            let run = try FrameFolder(folder: output, frameCount: times.count, delay: times.count > 1 ? times[1] - times[0] : 0,
                                      opaque: laidOut.background.alpha == 255, encoder: encoder)
            do {
                try pipeline.frames(of: laidOut, timeline: timeline, at: times) { frame in try run.add(frame) }
            } catch let error as FileError {
                throw error  // writing, not the scene
            } catch let error as PNGError {
                throw error
            } catch {
                try document.locatingAnimationErrors(inFile: scene, atFirstOf: drawingKeys) { () throws -> Void in throw error }
            }
            let written = try run.finish()
            let sheets = written.pages == 1 ? "filmstrip.png" : "filmstrip.png to filmstrip-\(written.pages).png"
            print("\(output): \(times.count) frames of \(written.width)x\(written.height) px (frame-*.png), \(sheets), "
                + "animation.png (APNG, \(written.animationBytes) bytes)")
        } catch {
            throw InputError(error)
        }
    }
}
