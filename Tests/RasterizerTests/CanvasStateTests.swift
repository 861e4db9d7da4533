import Foundation
import LayoutEngine
import Testing
@testable import Rasterizer

/// The canvas's size limits, transform and clip stacks, and layers.
@Suite struct CanvasStateTests {
    @Test func oversizeCanvasIsATypedErrorNotAnAllocation() {
        #expect(throws: CanvasError.tooLarge(width: 16385, height: 10)) { try Canvas(width: 16385, height: 10) }
        #expect(throws: CanvasError.tooLarge(width: 9000, height: 9000)) { try Canvas(width: 9000, height: 9000) }
        #expect(throws: CanvasError.self) { try Canvas(size: Size(width: 1e12, height: 10), scale: 2) }
    }

    @Test func emptyNegativeOrNonFiniteSizesAreTypedErrors() {
        #expect(throws: CanvasError.invalidSize(width: 0, height: 10)) { try Canvas(width: 0, height: 10) }
        #expect(throws: CanvasError.self) { try Canvas(size: Size(width: -3, height: 10), scale: 1) }
        #expect(throws: CanvasError.self) { try Canvas(size: Size(width: .nan, height: 10), scale: 1) }
        #expect(throws: CanvasError.invalidScale(0)) { try Canvas(width: 10, height: 10, scale: 0) }
    }

    @Test func sizeInPointsRoundsUpToWholePixelsAtTheScale() throws {
        let canvas = try Canvas(size: Size(width: 10.2, height: 5), scale: 3)
        #expect(canvas.width == 31 && canvas.height == 15)
    }

    @Test func scaleMapsPointsToPixels() throws {
        var canvas = try Canvas(width: 8, height: 8, scale: 2)
        canvas.fill(Rect(x: 1, y: 1, width: 1, height: 1), paint: .solid(.white))
        let bitmap = canvas.bitmap
        #expect(bitmap.alpha(2, 2) == 255 && bitmap.alpha(3, 3) == 255)
        #expect(bitmap.alpha(1, 1) == 0 && bitmap.alpha(4, 4) == 0)
    }

    @Test func rotationTurnsAWideBarUpright() throws {
        var canvas = try Canvas(width: 20, height: 20)
        canvas.translateBy(x: 10, y: 10)
        canvas.rotate(by: Double.pi / 2)
        canvas.fill(Rect(x: -8, y: -1, width: 16, height: 2), paint: .solid(.white))
        let bitmap = canvas.bitmap
        #expect(bitmap.alpha(10, 3) == 255)
        #expect(bitmap.alpha(3, 10) == 0)
    }

    @Test func restoreBringsBackTheTransformAndClip() throws {
        var canvas = try Canvas(width: 10, height: 10)
        canvas.save()
        canvas.translateBy(x: 5, y: 5)
        canvas.clip(to: Rect(x: 0, y: 0, width: 2, height: 2))
        try canvas.restore()
        #expect(canvas.transform == .identity)
        canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), paint: .solid(.white))
        #expect(canvas.bitmap.coveredArea == 100)
    }

    @Test func restoreWithoutSaveIsATypedError() throws {
        var canvas = try Canvas(width: 4, height: 4)
        canvas.save()
        try canvas.restore()
        #expect(canvas.saveCount == 0)
        #expect(throws: CanvasError.restoreWithoutSave) { try canvas.restore() }
    }

    /// A canvas of `size` x `size` filled white everywhere through the clip `shape` sets.
    func filledThroughClip(size: Int = 10, _ shape: (inout Canvas) -> Void) throws -> Bitmap {
        var canvas = try Canvas(width: size, height: size)
        shape(&canvas)
        canvas.fill(Rect(x: 0, y: 0, width: Double(size), height: Double(size)), paint: .solid(.white))
        return canvas.bitmap
    }

    @Test func pixelAlignedRectangleClipCutsExactly() throws {
        let bitmap = try filledThroughClip { $0.clip(to: Rect(x: 2, y: 3, width: 4, height: 5)) }
        #expect(bitmap.coveredArea == 20)
        #expect(bitmap.alpha(2, 3) == 255 && bitmap.alpha(6, 3) == 0)
    }

    @Test func fractionalClipIsAntiAliased() throws {
        let bitmap = try filledThroughClip { $0.clip(to: Rect(x: 2.5, y: 0, width: 5, height: 10)) }
        #expect(bitmap.alpha(2, 4) == 128)
        #expect(bitmap.alpha(3, 4) == 255)
        #expect(bitmap.alpha(7, 4) == 128)
    }

    @Test func roundedClipLeavesCornersEmpty() throws {
        let bitmap = try filledThroughClip(size: 20) {
            $0.clip(to: Path(roundedRect: Rect(x: 0, y: 0, width: 20, height: 20), radii: CornerRadii(all: 8)))
        }
        #expect(bitmap.alpha(0, 0) == 0)
        #expect(bitmap.alpha(10, 10) == 255)
        #expect(bitmap.alpha(10, 0) == 255)
    }

    @Test func nestedClipsIntersect() throws {
        let bitmap = try filledThroughClip {
            $0.clip(to: Rect(x: 0, y: 0, width: 6, height: 10))
            $0.clip(to: Path(rect: Rect(x: 4, y: 0, width: 6, height: 10)))
        }
        #expect(bitmap.coveredArea == 20)
    }

    @Test func layerOpacityAppliesToTheGroupNotEachShape() throws {
        var canvas = try Canvas(width: 10, height: 4, background: .white)
        canvas.saveLayer(opacity: 0.5)
        canvas.fill(Rect(x: 0, y: 0, width: 6, height: 4), paint: .solid(.black))
        canvas.fill(Rect(x: 4, y: 0, width: 6, height: 4), paint: .solid(.black))
        try canvas.restore()
        let bitmap = canvas.bitmap
        // The overlap (x 4...6) is as dark as the rest: the group was flattened first.
        #expect(bitmap.pixel(5, 1) == bitmap.pixel(1, 1))
        #expect(bitmap.pixel(1, 1) == [127, 127, 127, 255])
    }
}

@Suite struct BitmapTests {
    @Test func aPixelCountThatDoesNotMatchTheSizeIsRefused() {
        #expect(Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 15)) == nil)
        #expect(Bitmap(width: -1, height: -4, pixels: [UInt8](repeating: 0, count: 16)) == nil)
        #expect(Bitmap(width: Int.max, height: 2, pixels: []) == nil)
        #expect(Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 16))?.width == 2)
    }
}
