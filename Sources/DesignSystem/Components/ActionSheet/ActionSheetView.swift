import Foundation
import LayoutEngine
import ViewKit

/// Seed 000's `CommonBottomModal` as a view tree, presented with PanModal (`presentPanModal`):
/// PanModal's dim behind it (`panModalBackgroundColor`, black at 0.7), the presented view at the
/// heights the seed sets (`shortFormHeight` and `longFormHeight` both `.maxHeightWithTopInset(0)`,
/// `anchorModalToLongForm` false, `showDragIndicator` false: no indicator), clear as the seed's
/// `blurView`, and in it the stack of 56-point rows, 5 apart, 16 in from the sides and 38 above
/// the bottom, its top at the first row's (`$0.top.equalTo(labels[0])`).
///
/// Node ids: `actionSheet.dim`, `actionSheet.container` (the presented view), in it
/// `actionSheet.stack`, `actionSheet.action.N` with `actionSheet.action.N.title`,
/// `actionSheet.cancel` with `actionSheet.cancel.title`.
public final class ActionSheetView: UIView {
    /// Seed 000: every row, cancel included, `heightAnchor.constraint(equalToConstant: 56)`.
    public static let rowHeight = 56.0

    public let dimView = UIView()
    public let containerView = UIView()
    public let stackView = UIStackView()
    public private(set) var actionRows: [UIView] = []
    public let cancelRow = UIView()

    /// The sheet `sheet` in `theme` on `device` (PanModal's position depends on its safe area).
    public init(_ sheet: ActionSheet, theme: Theme, device: Device) {
        super.init(frame: .zero)
        let colors = theme.colors, spacing = theme.spacing
        dimView.accessibilityIdentifier = "actionSheet.dim"
        dimView.backgroundColor = UIColor(colors.panModalDim)
        containerView.accessibilityIdentifier = "actionSheet.container"
        stackView.accessibilityIdentifier = "actionSheet.stack"
        stackView.axis = .vertical
        stackView.spacing = spacing.stack

        let row = { (view: UIView, id: String, title: String, fill: Color, color: Color) in
            view.accessibilityIdentifier = id
            view.backgroundColor = UIColor(fill)
            view.layer.cornerRadius = theme.radii.sheetRow
            view.clipsToBounds = true
            let label = UILabel()
            label.style(id: id + ".title", text: title, style: theme.typography.button, color: color, lines: 1)
            view.addSubview(label)
            label.snp.makeConstraints { $0.edges.equalToSuperview() }
            view.snp.makeConstraints { $0.height.equalTo(ActionSheetView.rowHeight) }
            self.stackView.addArrangedSubview(view)
        }
        for (index, action) in sheet.actions.enumerated() {
            let view = UIView()
            row(view, "actionSheet.action.\(index)", action.title, sheet.rowColor ?? colors.white, action.color ?? colors.black)
            actionRows.append(view)
        }
        row(cancelRow, "actionSheet.cancel", sheet.cancel, sheet.cancelColor ?? colors.gray, sheet.cancelTitleColor ?? colors.black)

        addSubview(dimView)
        addSubview(containerView)
        containerView.addSubview(stackView)
        dimView.snp.makeConstraints { $0.edges.equalToSuperview() }
        let frame = sheet.presentedFrame(on: device)
        containerView.snp.makeConstraints {
            $0.top.equalToSuperview().offset(frame.minY)
            $0.leading.trailing.equalToSuperview()
            $0.height.equalTo(frame.height)
        }
        // Seed 000's 38 points from the bottom were written for a phone with a 34-point home
        // indicator: the stack keeps them, and keeps 4 clear above any taller bottom safe area
        // (docs/sheets.md). Its sides are 16 in from the safe area, clear of a landscape notch.
        let bottomGap = max(spacing.sheetBottom, device.safeArea.bottom + spacing.sheetSafeAreaGap)
        stackView.snp.makeConstraints {
            $0.leading.equalToSuperview().offset(device.safeArea.left + spacing.content)
            $0.trailing.equalToSuperview().offset(-(device.safeArea.right + spacing.content))
            $0.bottom.equalToSuperview().offset(-bottomGap)
        }
    }

    public required init?(coder: NSCoder) { nil }
}

extension ActionSheet: AnimatedComponent {
    /// The PanModal presentation the seed's `PanModalPresentable` conformance describes.
    public func panModalLayout(on device: Device) -> PanModalLayout {
        PanModalLayout(screen: device.size, safeArea: device.safeArea, shortFormHeight: .maxHeightWithTopInset(0),
                       longFormHeight: .maxHeightWithTopInset(0), anchorModalToLongForm: false)
    }

    /// The presented view's frame at rest on `device`: from PanModal's position to the screen's bottom.
    public func presentedFrame(on device: Device) -> Rect {
        let layout = panModalLayout(on: device)
        return layout.presentedFrame(top: layout.shortFormYPosition).roundedToPixelGrid(scale: device.scale)
    }

    /// The component laid out on `device` in `theme` (see `Component`): at rest.
    public func makeView(on device: Device, theme: Theme) throws -> UIView {
        ActionSheetView(self, theme: theme, device: device)
    }

    /// With `animatesPresentation`, PanModal's presentation: the presented view rises from the
    /// screen's bottom on PanModal's spring and the dim fades in alongside (`PresentationAnimation`).
    public func animations(of nodes: [SceneNode], on device: Device, theme: Theme) -> Timeline {
        guard animatesPresentation, let container = nodes.first(where: { $0.id == "actionSheet.container" }) else { return Timeline() }
        return PresentationAnimation.timeline(spring: .panModal, moving: ["actionSheet.container"],
                                              distance: device.size.height - container.frame.minY, dim: "actionSheet.dim")
    }
}
