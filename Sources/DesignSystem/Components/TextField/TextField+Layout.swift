import LayoutEngine
extension TextField: Component {
    /// Width of the caret drawn after the text while editing (UITextField's is 2 points).
    public static let caretWidth = 2.0

    /// The field between the screen margins, centered in the safe area; the helper line
    /// under the box on the left, the counter on the right.
    public func sceneNodes(on device: Device, theme: Theme) throws -> [SceneNode] {
        let look = appearanceProvider.appearance(in: theme)
        let common = look.common, stateLook = look.look(for: state)
        let layout = ComponentLayout(device: device, theme: theme)
        let (system, screen) = (layout.system, layout.screen)
        let margin = theme.spacing.screenMargin

        let field = system.node("textField", in: screen)
        let box = system.node("textField.box", in: field)
        let helper = layout.label("textField.helper", in: field, helperLine, style: common.helperStyle,
                                  alignment: .left)
        // The counter keeps its natural size; the helper line takes the rest of the row.
        let counterSize = try layout.naturalSize(of: counter ?? "", style: common.helperStyle)
        let counterLabel = system.node("textField.counter", in: field)
        system.constrain(field) {
            $0.leading == screen.leading + margin
            $0.trailing == screen.trailing - margin
            $0.centerY == screen.safeArea.centerY
            $0.top == box.top
            $0.bottom >= box.bottom
            $0.bottom >= helper.bottom
            $0.bottom >= counterLabel.bottom
            ($0.height == 0).priority(.defaultLow)
        }
        system.constrain(box) {
            $0.leading == field.leading
            $0.trailing == field.trailing
            $0.height == common.height
        }
        system.constrain(counterLabel) {
            $0.top == box.bottom + common.helperSpacing
            $0.trailing == box.trailing
            $0.width == counterSize.width
            $0.height == counterSize.height
        }
        system.constrain(helper) {
            $0.top == box.bottom + common.helperSpacing
            $0.leading == box.leading
            $0.trailing == counterLabel.leading - common.helperSpacing
        }
        let solved = try layout.solve()
        let boxFrame = try solved.frame("textField.box")
        let textArea = boxFrame.inset(by: EdgeInsets(top: 0, left: common.horizontalInset, bottom: 0,
                                                     right: common.horizontalInset))
        let showsPlaceholder = text.isEmpty
        let textNode = try solved.text("textField.text", showsPlaceholder ? placeholder : text, style: common.textStyle,
                                       color: showsPlaceholder ? stateLook.placeholderColor : stateLook.textColor,
                                       alignment: .left, lines: 1, in: textArea)
        var boxChildren = [textNode]
        if state == .editing {
            boxChildren.append(try caret(after: showsPlaceholder ? "" : text, in: textArea, style: common.textStyle,
                                         solved: solved, color: theme.colors.systemBlue))
        }
        var children = [try solved.box("textField.box", fill: stateLook.backgroundColor, radius: common.cornerRadius,
                                       border: Border(width: common.borderWidth, color: stateLook.borderColor),
                                       children: boxChildren)]
        if !helperLine.isEmpty {
            children.append(try solved.text("textField.helper", helperLine, style: common.helperStyle,
                                            color: stateLook.helperColor, alignment: .left))
        }
        if let counter {
            children.append(try solved.text("textField.counter", counter, style: common.helperStyle,
                                            color: stateLook.counterColor, alignment: .right, lines: 1))
        }
        return [try solved.box("textField", children: children).relativeToParents()]
    }

    /// The editing caret: as high as a line of the text style, vertically centered, just
    /// after the end of `typed`.
    private func caret(after typed: String, in area: Rect, style: TypeStyle, solved: SolvedLayout,
                       color: Color) throws -> SceneNode {
        let line = try solved.setText(typed.isEmpty ? " " : typed, style: style, alignment: .left, lines: 1,
                                      width: area.width)
        let width = typed.isEmpty ? 0 : (line.lines.last?.width ?? 0)
        let scale = solved.device.scale
        let x = area.minX + (min(width, area.width - TextField.caretWidth) * scale).rounded() / scale
        let top = area.minY + ((area.height - line.size.height) / 2 * scale).rounded() / scale
        return SceneNode(id: "textField.caret",
                         frame: Rect(x: x, y: top, width: TextField.caretWidth, height: line.size.height),
                         fill: .solid(color), cornerRadii: CornerRadii(all: TextField.caretWidth / 2))
    }
}
