import Testing
@testable import LayoutEngine
@testable import DesignSystem

/// Overlays take their positions from the device's safe area (docs/sheets.md, "Positions from the
/// safe area"), on every preset and on custom devices: a tall home indicator, a landscape phone
/// with side insets, an iPad with a bottom inset.
@Suite struct SafeAreaPositionTests {
    static let devices: [Device] = Device.presets + [
        try! Device(size: Size(width: 400, height: 900), scale: 3, safeArea: EdgeInsets(top: 62, bottom: 50)),
        try! Device(size: Size(width: 852, height: 393), scale: 3, safeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        try! Device(size: Size(width: 834, height: 1194), scale: 2, safeArea: EdgeInsets(top: 24, bottom: 20)),
    ]

    @Test(arguments: devices)
    func theToastSitsTenAboveTheBottomSafeArea(device: Device) throws {
        let toast = try frames(Toast(message: "Saved"), on: device)["toast"]
        #expect(same(toast.maxY, device.size.height - device.safeArea.bottom - ToastView.verticalPadding))
        #expect(toast.width == device.size.width)
    }

    @Test(arguments: devices)
    func theAlertIsCenteredOnTheScreen(device: Device) throws {
        let card = try frames(AlertModal(title: "Title").message("Message").positive("OK"), on: device)["modal.card"]
        #expect(withinPixel(card.midX, device.size.width / 2, scale: device.scale))
        #expect(withinPixel(card.midY, device.size.height / 2, scale: device.scale))
    }

    @Test(arguments: devices)
    func theActionSheetKeepsClearOfTheHomeIndicatorAndTheSideInsets(device: Device) throws {
        let stack = try frames(ActionSheet().action("Share"), on: device)["actionSheet.stack"]
        #expect(same(stack.maxY, device.size.height - max(38, device.safeArea.bottom + 4)))
        #expect(same(stack.minX, device.safeArea.left + 16))
        #expect(same(stack.maxX, device.size.width - device.safeArea.right - 16))
    }

    @Test(arguments: devices)
    func sheetContentStaysAboveTheSheetsBottomInset(device: Device) throws {
        let sheet = Sheet(detents: [.large], content: [.component(.toast(Toast(message: "Saved")))])
        let report = try frames(sheet, on: device)
        let frame = report["sheet"], toast = report["toast"]
        let layout = try sheet.layout(on: device, theme: .standard)
        // A bottom-attached sheet keeps the device's home indicator inset; an iPad's form sheet floats above it.
        #expect(layout.bottomContentInset == (layout.isFormSheet ? 0 : device.safeArea.bottom))
        #expect(same(toast.maxY, frame.maxY - layout.bottomContentInset - ToastView.verticalPadding))
    }

    @Test(arguments: devices)
    func panModalContentStaysAboveTheBottomSafeAreaInLongForm(device: Device) throws {
        let panModal = PanModal(state: .longForm, content: [.component(.toast(Toast(message: "Saved")))])
        let report = try frames(panModal, on: device)
        #expect(same(report["panModal.container"].maxY, device.size.height))
        #expect(same(report["toast"].maxY, device.size.height - device.safeArea.bottom - ToastView.verticalPadding))
        #expect(same(report["panModal.container"].minY, device.safeArea.top + 21))
    }
}
