import Foundation
import Testing
@testable import LayoutEngine
@testable import DesignSystem

@Suite struct DeviceTests {
    @Test func presetsHaveIssueSixSizesScalesAndSafeAreas() {
        let expected: [(String, Double, Double, Double, Double, Double)] = [
            ("iphoneSE", 375, 667, 2, 20, 0), ("iphone13", 390, 844, 3, 47, 34),
            ("iphone15", 393, 852, 3, 59, 34), ("iphone15ProMax", 430, 932, 3, 59, 34),
            ("ipad", 810, 1080, 2, 20, 0),
        ]
        #expect(Device.presets.count == expected.count)
        for (name, width, height, scale, top, bottom) in expected {
            let device = Device.preset(named: name)
            #expect(device?.size == Size(width: width, height: height))
            #expect(device?.scale == scale)
            #expect(device?.safeArea == EdgeInsets(top: top, bottom: bottom))
        }
    }

    @Test func presetDecodesFromItsName() throws {
        #expect(try JSONDecoder().decode(Device.self, from: Data(#""iphone13""#.utf8)) == .iphone13)
    }

    @Test func customDeviceDecodesWithDefaults() throws {
        let device = try JSONDecoder().decode(
            Device.self, from: Data(#"{"width": 320, "height": 480, "safeArea": {"top": 20}}"#.utf8))
        #expect(device.size == Size(width: 320, height: 480))
        #expect(device.scale == 1)
        #expect(device.safeArea == EdgeInsets(top: 20))
    }

    @Test func unknownPresetNamesThePresets() {
        let context = decodingFailure(Device.self, #""iphone99""#)
        #expect(context?.debugDescription.contains("iphone99") == true)
        #expect(context?.debugDescription.contains("iphone15ProMax") == true)
    }

    @Test func negativeWidthIsAnError() {
        #expect(throws: DeviceError.invalidSize(side: "width", value: -1)) {
            try Device(size: Size(width: -1, height: 100), scale: 2)
        }
    }

    @Test func notANumberHeightIsAnError() {
        #expect(throws: DeviceError.self) { try Device(size: Size(width: 100, height: .nan), scale: 2) }
    }

    @Test func hugeSizeIsAnError() {
        #expect(throws: DeviceError.self) { try Device(size: Size(width: 1e9, height: 100), scale: 2) }
    }

    @Test func scaleMustBeOneTwoOrThree() {
        #expect(throws: DeviceError.invalidScale(2.5)) { try Device(size: Size(width: 100, height: 100), scale: 2.5) }
    }

    @Test func safeAreaMustLeaveRoom() {
        #expect(throws: DeviceError.safeAreaLargerThanScreen) {
            try Device(size: Size(width: 100, height: 100), scale: 1, safeArea: EdgeInsets(top: 60, bottom: 40))
        }
    }

    @Test func invalidCustomDeviceErrorNamesTheKey() {
        #expect(decodingFailure(Device.self, #"{"width": 100, "height": 100, "scale": 7}"#)?.path == ["scale"])
    }

    @Test func customDeviceErrorsSayWhatTheInitializerSays() {
        let width = decodingFailure(Device.self, #"{"width": 0, "height": 100}"#)
        #expect(width?.path == ["width"] && width?.debugDescription == DeviceError.invalidSize(side: "width", value: 0).description)
        #expect(decodingFailure(Device.self, #"{"width": 100, "height": 100, "scale": 7}"#)?.debugDescription
                == DeviceError.invalidScale(7).description)
        let edge = decodingFailure(Device.self, #"{"width": 100, "height": 100, "safeArea": {"left": -1}}"#)
        #expect(edge?.path == ["safeArea", "left"] && edge?.debugDescription == DeviceError.invalidSafeArea(edge: "left", value: -1).description)
        let room = decodingFailure(Device.self, #"{"width": 100, "height": 100, "safeArea": {"top": 60, "bottom": 40}}"#)
        #expect(room?.path == ["safeArea"] && room?.debugDescription == DeviceError.safeAreaLargerThanScreen.description)
    }

    @Test func customDeviceEncodesWhatDecodesToIt() throws {
        let device = try Device(size: Size(width: 320, height: 480), scale: 2, safeArea: EdgeInsets(top: 20))
        let json = try JSONEncoder().encode(device)
        #expect(try JSONDecoder().decode(Device.self, from: json) == device)
        #expect(try JSONDecoder().decode(Device.self, from: JSONEncoder().encode(Device.iphone15)) == .iphone15)
    }
}
