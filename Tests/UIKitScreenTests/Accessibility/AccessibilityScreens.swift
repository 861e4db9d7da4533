// Screens and parts of screens as teams write them in UIKit, to read with VoiceOver's eyes:
// labels and headers, buttons in every state, controls, grouped cells, explicit orders, modal
// cards, custom actions and activation points, stacks laid out with SnapKit, scroll offsets.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

/// A settings screen of thirty elements: a header, rows of a label and a control, a segmented
/// control, a slider, a stepper, a text field and a tab bar, laid out in stacks with SnapKit.
final class NotificationSettingsView: UIView {
    let titleLabel = UILabel()
    let stack = UIStackView()
    let tabBar = UITabBar()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        titleLabel.text = "Notifications"
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.accessibilityTraits = .header
        stack.axis = .vertical
        stack.spacing = 8
        addSubview(titleLabel)
        addSubview(stack)
        addSubview(tabBar)
        for (title, on) in [("Wi-Fi", true), ("Bluetooth", false), ("Sounds", true), ("Badges", true),
                            ("Banners", false), ("Previews", true), ("Mentions", true), ("Replies", false)] {
            stack.addArrangedSubview(SwitchRow(title: title, isOn: on))
        }
        let frequency = UISegmentedControl(items: ["Day", "Week", "Month"])
        frequency.selectedSegmentIndex = 1
        stack.addArrangedSubview(frequency)
        let volume = UISlider()
        volume.value = 0.5
        volume.accessibilityLabel = "Volume"
        stack.addArrangedSubview(volume)
        let repeats = UIStepper()
        repeats.value = 3
        stack.addArrangedSubview(repeats)
        let name = UITextField()
        name.borderStyle = .roundedRect
        name.placeholder = "Device name"
        stack.addArrangedSubview(name)
        let save = UIButton(type: .system)
        save.setTitle("Save", for: .normal)
        stack.addArrangedSubview(save)
        let home = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        tabBar.items = [home, UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1),
                        UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 2)]
        tabBar.selectedItem = home

        titleLabel.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(16)
            make.leading.trailing.equalToSuperview().inset(16)
        }
        stack.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(12)
            make.leading.trailing.equalToSuperview().inset(16)
        }
        tabBar.snp.makeConstraints { make in
            make.top.equalTo(stack.snp.bottom).offset(16)
            make.leading.trailing.bottom.equalToSuperview()
        }
    }

    required init?(coder: NSCoder) { nil }
}

/// A row of a title and a switch, the switch labelled by the title as teams do it.
final class SwitchRow: UIView {
    let titleLabel = UILabel()
    let toggle = UISwitch()

    init(title: String, isOn: Bool) {
        super.init(frame: .zero)
        titleLabel.text = title
        toggle.isOn = isOn
        toggle.accessibilityLabel = title
        titleLabel.isAccessibilityElement = false
        addSubview(titleLabel)
        addSubview(toggle)
        titleLabel.snp.makeConstraints { make in
            make.leading.centerY.equalToSuperview()
        }
        toggle.snp.makeConstraints { make in
            make.trailing.top.bottom.equalToSuperview()
        }
    }

    required init?(coder: NSCoder) { nil }
}

/// A contact cell read as one element: "Jane Appleseed: 3 unread", with actions to swipe.
final class ContactCell: UIView {
    let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle"))
    let nameLabel = UILabel()
    let unreadLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        nameLabel.text = "Jane Appleseed"
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        unreadLabel.text = "3 unread"
        unreadLabel.font = .preferredFont(forTextStyle: .subheadline)
        unreadLabel.adjustsFontForContentSizeCategory = true
        unreadLabel.textColor = .secondaryLabel
        for view in [avatar, nameLabel, unreadLabel] { addSubview(view) }
        avatar.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.centerY.equalToSuperview()
            make.width.height.equalTo(40)
        }
        nameLabel.snp.makeConstraints { make in
            make.leading.equalTo(avatar.snp.trailing).offset(12)
            make.top.equalToSuperview().offset(12)
        }
        unreadLabel.snp.makeConstraints { make in
            make.leading.equalTo(nameLabel)
            make.top.equalTo(nameLabel.snp.bottom).offset(2)
            make.bottom.equalToSuperview().offset(-12)
        }
        isAccessibilityElement = true
        accessibilityLabel = nameLabel.text
        accessibilityValue = unreadLabel.text
        accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Delete") { _ in true },
            UIAccessibilityCustomAction(name: "Archive") { _ in true },
        ]
    }

    required init?(coder: NSCoder) { nil }
}

/// A card presented over a screen: VoiceOver reads only the card (`accessibilityViewIsModal`).
final class ModalCardScreen: UIView {
    let behind = UILabel(frame: CGRect(x: 16, y: 16, width: 288, height: 24))
    let card = UIView(frame: CGRect(x: 24, y: 80, width: 272, height: 140))
    let message = UILabel(frame: CGRect(x: 16, y: 16, width: 240, height: 44))
    let confirm = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        backgroundColor = .systemGroupedBackground
        behind.text = "Inbox"
        addSubview(behind)
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = 14
        card.accessibilityViewIsModal = true
        message.text = "Delete this message?"
        message.numberOfLines = 2
        confirm.setTitle("Delete", for: .normal)
        confirm.frame = CGRect(x: 16, y: 84, width: 240, height: 44)
        card.addSubview(message)
        card.addSubview(confirm)
        addSubview(card)
    }

    required init?(coder: NSCoder) { nil }
}

/// A bar chart drawn by hand whose bars are elements (`UIAccessibilityElement`s), read in the
/// order the code lists them: the total first, then the days.
final class WeeklyChartView: UIView {
    let days = ["Mon": 3.0, "Tue": 5.0, "Wed": 2.0]

    override init(frame: CGRect) {
        super.init(frame: CGRect(x: 0, y: 0, width: 240, height: 140))
        backgroundColor = .systemBackground
        var elements: [Any] = []
        for (index, day) in ["Mon", "Tue", "Wed"].enumerated() {
            let hours = days[day]!
            let bar = UIView(frame: CGRect(x: 20 + CGFloat(index) * 70, y: 120 - hours * 20, width: 50, height: hours * 20))
            bar.backgroundColor = .systemBlue
            addSubview(bar)
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.accessibilityLabel = day
            element.accessibilityValue = "\(Int(hours)) hours"
            element.accessibilityFrameInContainerSpace = bar.frame
            elements.append(element)
        }
        let total = UILabel(frame: CGRect(x: 20, y: 120, width: 200, height: 20))
        total.text = "10 hours this week"
        addSubview(total)
        accessibilityElements = [total] + elements
    }

    required init?(coder: NSCoder) { nil }
}
