// Haptics, menus, key commands, the pasteboard, the share sheet and pickers, as a team's code
// uses them: built and kept as UIKit keeps them, never shown or felt in a snapshot.
import XCTest
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class FeedbackMenusSharingTests: XCTestCase {
    func testFeedbackGeneratorsRecordWhatTheyWouldPlay() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 7)
        XCTAssertEqual(impact.events, [.prepare, .impact(style: .heavy, intensity: 1), .impact(style: .heavy, intensity: 1)])
        let notification = UINotificationFeedbackGenerator()
        notification.notificationOccurred(.success)
        XCTAssertEqual(notification.events, [.notification(.success)])
        let selection = UISelectionFeedbackGenerator()
        selection.selectionChanged()
        XCTAssertEqual(selection.events, [.selectionChanged])
        XCTAssertEqual(UIImpactFeedbackGenerator().style, .medium)
    }

    func testAMenuKeepsItsChildrenAndRunsAnActionsHandler() {
        var shared = false
        let share = UIAction(title: "Share", identifier: UIAction.Identifier("share")) { _ in shared = true }
        let delete = UIAction(title: "Delete", attributes: .destructive) { _ in }
        let sort = UIMenu(title: "Sort", options: .singleSelection, children: [
            UIAction(title: "Name", state: .on) { _ in }, UIAction(title: "Date") { _ in },
        ])
        let menu = UIMenu(title: "", children: [share, sort, UIMenu(options: .displayInline, children: [delete])])
        XCTAssertEqual(menu.children.count, 3)
        XCTAssertEqual((menu.children[1] as? UIMenu)?.options, .singleSelection)
        XCTAssertEqual(menu.selectedElements.map { $0.title }, ["Name"])
        XCTAssertEqual(UIMenuElement.Attributes.destructive.rawValue, 2)
        share.performWithSender(nil, target: nil)
        XCTAssertTrue(shared)
        let command = UIKeyCommand(title: "Find", action: Selector(("find:")), input: "f", modifierFlags: .command)
        XCTAssertEqual(command.input, "f")
        XCTAssertEqual(command.modifierFlags.rawValue, 1 << 20)
        XCTAssertEqual(UIKeyCommand.inputEscape, "UIKeyInputEscape")
    }

    func testAContextMenuInteractionIsAttachedAndItsConfigurationBuildsTheMenu() {
        final class Owner: NSObject, UIContextMenuInteractionDelegate {
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                        configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(title: "Photo", children: [UIAction(title: "Copy") { _ in }])
                }
            }
        }
        let owner = Owner()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let interaction = UIContextMenuInteraction(delegate: owner)
        view.addInteraction(interaction)
        XCTAssertTrue(interaction.view === view)
        XCTAssertEqual(view.interactions.count, 1)
        let configuration = interaction.delegate?.contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero)
        XCTAssertEqual(configuration?.makeMenu()?.children.map(\.title), ["Copy"])
        XCTAssertNil(configuration?.makePreview())
        XCTAssertFalse(UIMenuController.shared.isMenuVisible)
    }

    func testThePasteboardKeepsWhatIsCopiedInThisProcess() {
        let pasteboard = UIPasteboard(name: UIPasteboard.Name("inert-tests"), create: true)!
        XCTAssertFalse(pasteboard.hasStrings)
        let before = pasteboard.changeCount
        pasteboard.string = "Copied"
        XCTAssertEqual(pasteboard.string, "Copied")
        XCTAssertTrue(pasteboard.hasStrings)
        XCTAssertEqual(pasteboard.changeCount, before + 1)
        pasteboard.strings = ["a", "b"]
        XCTAssertEqual(pasteboard.strings, ["a", "b"])
        XCTAssertEqual(pasteboard.numberOfItems, 2)
        pasteboard.url = URL(string: "https://example.com")
        XCTAssertEqual(pasteboard.url?.host, "example.com")
        XCTAssertNil(pasteboard.string)
        XCTAssertEqual(UIPasteboard(name: UIPasteboard.Name("inert-tests"), create: false)?.url, pasteboard.url)
        XCTAssertNil(UIPasteboard(name: UIPasteboard.Name("never-made"), create: false))
    }

    func testShareSheetPickersAndSeguesKeepWhatTheyAreGiven() {
        let share = UIActivityViewController(activityItems: ["Hello", URL(string: "https://example.com")!], applicationActivities: nil)
        share.excludedActivityTypes = [.airDrop, .print]
        var finished: Bool?
        share.completionWithItemsHandler = { _, completed, _, _ in finished = completed }
        XCTAssertEqual(share.activityItems.count, 2)
        XCTAssertEqual(share.excludedActivityTypes?.first?.rawValue, "com.apple.UIKit.activity.AirDrop")
        XCTAssertNil(finished)
        XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        XCTAssertFalse(UIImagePickerController.isSourceTypeAvailable(.camera))
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.allowsEditing = true
        XCTAssertEqual(picker.mediaTypes, ["public.image"])
        XCTAssertEqual(UIImagePickerController.InfoKey.originalImage.rawValue, "UIImagePickerControllerOriginalImage")
        let documents = UIDocumentPickerViewController(documentTypes: ["com.adobe.pdf"], in: .import)
        XCTAssertEqual(documents.documentPickerMode, .import)
        var performed = false
        let source = UIViewController(), destination = UIViewController()
        let segue = UIStoryboardSegue(identifier: "showDetail", source: source, destination: destination) { performed = true }
        source.prepare(for: segue, sender: nil)
        segue.perform()
        XCTAssertTrue(performed)
        XCTAssertTrue(segue.destination === destination)
    }
}
