import Foundation
import LayoutEngine
import ViewKit

/// A UIKit sheet (`UISheetPresentationController`) as a view: the dim over the presenting
/// screen (when the detent dims it), the sheet at the frame `SheetLayout` gives it (rounded top
/// corners, or all four for a form sheet, continuous) and its grabber (`sheet.dim`, `sheet`,
/// `sheet.grabber`). The sheet's frame comes from the sheet geometry, as UIKit's presentation
/// controller sets it, not from constraints.
public final class SheetView: UIView {
    public let dimView: UIView
    public let sheetView: UIView
    public let grabberView: UIView
    /// The navigation controller's bar at the sheet's top (only with a navigation title).
    public let navigationBar = UINavigationBar()

    /// The sheet `sheet` laid out by `layout` on a screen of `screen`'s size, in `theme`, drawn at
    /// `presented` of its presentation (0 below the screen, 1 at rest), where the layout puts it at
    /// `frame` (on the pixel grid), showing `content` (a view of the sheet's size) under its
    /// navigation bar and grabber.
    public init(_ sheet: Sheet, layout: SheetLayout, presented: Double, frame: Rect, screen: Rect, theme: Theme,
                content: UIView? = nil) {
        let colors = theme.colors
        dimView = UIView(id: "sheet.dim", color: colors.sheetDim)
        sheetView = UIView(id: "sheet", color: colors.white)
        grabberView = UIView(id: "sheet.grabber", color: colors.sheetGrabber)
        super.init(frame: .zero)
        // The dim fades in alongside the sheet's rise, on the same spring.
        dimView.frame = CGRect(screen)
        dimView.alpha = min(max(presented, 0), 1)
        dimView.isHidden = !layout.isDimmed
        sheetView.frame = CGRect(frame)
        sheetView.layer.cornerRadius = sheet.cornerRadius ?? theme.radii.sheet
        sheetView.layer.cornerCurve = .continuous
        // A bottom-attached sheet rounds its top corners; a form sheet floats and rounds all four.
        if !layout.isFormSheet { sheetView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner] }
        sheetView.clipsToBounds = true
        let grabber = layout.grabberFrame(in: frame).offsetBy(dx: -frame.minX, dy: -frame.minY)
        grabberView.frame = CGRect(grabber)
        grabberView.layer.cornerRadius = grabber.height / 2
        grabberView.isHidden = !sheet.grabber
        addSubview(dimView)
        addSubview(sheetView)
        if let content { sheetView.addSubview(content) }
        if let title = sheet.navigationTitle {
            navigationBar.accessibilityIdentifier = "sheet.navigationBar"
            navigationBar.titleTextAttributes = [.font: UIFont(theme.typography.navigationTitle),
                                                 .foregroundColor: UIColor(colors.black)]
            navigationBar.setItems([UINavigationItem(title: title)], animated: false)
            navigationBar.frame = CGRect(x: 0, y: 0, width: frame.width, height: Sheet.navigationBarHeight)
            sheetView.addSubview(navigationBar)
        }
        sheetView.addSubview(grabberView)
    }

    public required init?(coder: NSCoder) { nil }
}

extension Sheet: Component {
    /// A navigation bar's height in a sheet on iPhone: 56 points, 12 more than the 44-point bar of
    /// a full-screen navigation controller (Geoff Hackworth, "View Controller Presentation Changes
    /// in iOS and iPadOS 16", 2022: iOS 16 beta 5 made the bar of a non-full-screen modal 12 points
    /// shorter on iPhone, and beta 6 reverted it).
    public static let navigationBarHeight = 56.0

    /// How far the content sits below the sheet's top: the navigation bar's height, or 0.
    var contentTopInset: Double { navigationTitle == nil ? 0 : Sheet.navigationBarHeight }

    /// The sheet's geometry on `device`: `SheetLayout` with the content's measured height for a
    /// content-height detent.
    public func layout(on device: Device, theme: Theme) throws -> SheetLayout {
        var layout = SheetLayout(screen: device.size, safeArea: device.safeArea, detents: detents,
                                 selectedDetentIdentifier: detent, largestUndimmedDetentIdentifier: largestUndimmedDetent,
                                 prefersEdgeAttachedInCompactHeight: edgeAttachedInCompactHeight)
        if detents.contains(where: { if case .contentHeight = $0.kind { true } else { false } }) {
            let tallest = Size(width: layout.frame.width, height: layout.maximumDetentValue + layout.bottomContentInset)
            layout.contentHeight = try SheetContent(entries: content).height(size: tallest, topInset: contentTopInset,
                                                                            bottomInset: layout.bottomContentInset,
                                                                            device: device, theme: theme)
        }
        return layout
    }

    /// The sheet's view tree (`SheetView`) on `device` in `theme`, with its content's views under
    /// the navigation bar and the grabber (see `Component`), at the sheet's size (`SheetContent`).
    public func makeView(on device: Device, theme: Theme) throws -> UIView {
        let layout = try layout(on: device, theme: theme)
        let presented = PresentationSpring.uiKitSheet.value(atProgress: progress)
        // The sheet's frame at this point of its presentation, on the device's pixel grid.
        let frame = layout.frame(presented: presented).roundedToPixelGrid(scale: device.scale)
        let content = try SheetContent(entries: self.content).makeView(size: frame.size, topInset: contentTopInset,
                                                                      bottomInset: layout.bottomContentInset,
                                                                      device: device, theme: theme)
        return SheetView(self, layout: layout, presented: presented, frame: frame, screen: device.bounds, theme: theme,
                         content: content)
    }
}
