// The app, the device, the status bar and orientations as a team's code reads them: an iPhone
// 15 on iOS 17, in portrait, in the foreground.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class PlayerViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    override var prefersStatusBarHidden: Bool { true }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: " ", modifierFlags: [], action: Selector(("togglePlayback")))]
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        setNeedsStatusBarAppearanceUpdate()
    }
}

final class CopyableLabel: UILabel {
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == Selector(("copy:")) }
    override func copy(_ sender: Any?) { UIPasteboard.general.string = text }
}

final class NowPlayingViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        let title = UILabel()
        title.text = "Now Playing"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        title.textColor = .white
        let footer = UILabel()
        footer.text = "Above the home indicator"
        footer.textColor = .white
        for label in [title, footer] {
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            footer.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }
}

final class AppAndDeviceTests: XCTestCase {
    func testAWindowDrawsItsRootControllerFullScreenWithTheSafeArea() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = NowPlayingViewController()
        window.makeKeyAndVisible()
        assertSnapshot(of: window, strictLayout: true)
        let footer = window.rootViewController?.view.subviews.last
        XCTAssertEqual(footer?.frame.maxY, 852 - 34)
        XCTAssertEqual(window.rootViewController?.view.subviews.first?.frame.minY, 59 + 8)
        window.isHidden = true
        window.resignKey()
    }

    func testAResponderHandlesTheStandardEditActionsItOverrides() {
        let label = CopyableLabel()
        label.text = "Order #1234"
        let container = UIView()
        container.addSubview(label)
        XCTAssertTrue(label.target(forAction: Selector(("copy:")), withSender: nil) as? CopyableLabel === label)
        XCTAssertNil(container.target(forAction: Selector(("copy:")), withSender: nil))
        label.copy(nil)
        XCTAssertEqual(UIPasteboard.general.string, "Order #1234")
        let actions: UIResponderStandardEditActions = label
        actions.paste(nil)
    }

    func testTheDeviceIsAnIPhone15OnIOS17() {
        let device = UIDevice.current
        XCTAssertEqual(device.userInterfaceIdiom, .phone)
        XCTAssertEqual(device.systemName, "iOS")
        XCTAssertEqual(device.systemVersion, "17.0")
        XCTAssertEqual(device.model, "iPhone")
        XCTAssertEqual(device.orientation, .portrait)
        XCTAssertEqual(device.batteryLevel, -1)
        XCTAssertEqual(device.batteryState, .unknown)
        XCTAssertEqual(device.identifierForVendor, UIDevice.current.identifierForVendor)
        XCTAssertNotNil(device.identifierForVendor)
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 393, height: 852))
        XCTAssertEqual(UIScreen.main.scale, 3)
    }

    func testTheAppIsActiveAndOpensNothing() {
        let app = UIApplication.shared
        XCTAssertEqual(app.applicationState, .active)
        XCTAssertEqual(app.statusBarOrientation, .portrait)
        XCTAssertEqual(app.preferredContentSizeCategory, .large)
        XCTAssertEqual(app.userInterfaceLayoutDirection, .leftToRight)
        XCTAssertEqual(app.statusBarFrame, CGRect(x: 0, y: 0, width: 393, height: 54))
        XCTAssertFalse(app.canOpenURL(URL(string: "https://example.com")!))
        var opened: Bool?
        app.open(URL(string: UIApplication.openSettingsURLString)!, options: [:]) { opened = $0 }
        XCTAssertEqual(opened, false)
        let task = app.beginBackgroundTask(withName: "upload", expirationHandler: nil)
        XCTAssertNotEqual(task, .invalid)
        app.endBackgroundTask(task)
        app.isIdleTimerDisabled = true
        XCTAssertTrue(app.isIdleTimerDisabled)
        app.isIdleTimerDisabled = false
        XCTAssertTrue(app.connectedScenes.first is UIWindowScene)
    }

    func testAWindowHoldsItsRootControllerWithTheDeviceSafeArea() {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        XCTAssertNotNil(scene)
        let window = UIWindow(windowScene: scene!)
        let controller = PlayerViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertTrue(UIApplication.shared.keyWindow === window)
        XCTAssertTrue(controller.view.window === window)
        window.layoutIfNeeded()
        XCTAssertEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        window.isHidden = true
        window.resignKey()
    }

    func testAControllerReadsBackItsStatusBarAndOrientations() {
        let player = PlayerViewController()
        XCTAssertEqual(player.preferredStatusBarStyle, .lightContent)
        XCTAssertEqual(player.supportedInterfaceOrientations, [.landscapeLeft, .landscapeRight])
        XCTAssertTrue(player.prefersStatusBarHidden)
        XCTAssertTrue(player.prefersHomeIndicatorAutoHidden)
        let plain = UIViewController()
        XCTAssertEqual(plain.preferredStatusBarStyle, .default)
        XCTAssertEqual(plain.supportedInterfaceOrientations, .allButUpsideDown)
        XCTAssertEqual(plain.preferredInterfaceOrientationForPresentation, .portrait)
        XCTAssertTrue(plain.shouldAutorotate)
        XCTAssertEqual(UIStatusBarStyle.darkContent.rawValue, 3)
        XCTAssertEqual(UIInterfaceOrientationMask.portrait.rawValue, 2)
        XCTAssertEqual(UIInterfaceOrientation.landscapeLeft.rawValue, 4)
        XCTAssertEqual(player.keyCommands?.first?.input, " ")
    }

    func testTheResponderChainRunsFromViewToControllerToApp() {
        let controller = PlayerViewController()
        let child = UIView()
        controller.view.addSubview(child)
        XCTAssertTrue(child.next === controller.view)
        XCTAssertTrue(controller.view.next === controller)
        XCTAssertTrue(controller.next === UIApplication.shared)
        XCTAssertNil(UIApplication.shared.next)
        XCTAssertTrue(controller.becomeFirstResponder())
        XCTAssertTrue(controller.isFirstResponder)
        XCTAssertFalse(child.becomeFirstResponder())
        XCTAssertTrue(controller.resignFirstResponder())
        XCTAssertFalse(controller.isFirstResponder)
    }
}
