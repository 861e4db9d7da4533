import Foundation
import LayoutEngine
import ViewKit

/// Real UIKit screens, written as an iOS team writes them (a settings table in a navigation
/// controller, a photo grid, a form of every control, a tabbed app with a badge, an alert), drawn
/// by ViewKit for the gallery in light, dark and right to left. They show what ViewKit draws of
/// UIKit beside the design system's own components.
public enum UIKitShowcase {
    /// One screen: its gallery name, its title, and the code that makes its controller.
    public struct Screen: Sendable {
        public let name: String
        public let title: String
        let make: @MainActor @Sendable () -> UIViewController
    }

    /// The appearances each screen is drawn in.
    public enum Appearance: String, Sendable, CaseIterable {
        case light, dark, rtl
        var traits: UITraitCollection {
            switch self {
            case .light: UITraitCollection(userInterfaceStyle: .light)
            case .dark: UITraitCollection(userInterfaceStyle: .dark)
            case .rtl: UITraitCollection(layoutDirection: .rightToLeft)
            }
        }
    }

    public static let screens: [Screen] = [
        // A standard title: a large title over a table does not settle yet (the bar's height and the
        // table's resting offset follow each other for more layout passes than a layout makes).
        Screen(name: "settings", title: "Settings: an inset-grouped table in a navigation controller") {
            UINavigationController(rootViewController: ShowcaseSettingsViewController(style: .insetGrouped))
        },
        Screen(name: "photos", title: "Photos: a flow-layout collection view") {
            UINavigationController(rootViewController: ShowcasePhotoGridViewController())
        },
        Screen(name: "controls", title: "Sign in: text fields, controls and a configured button") { ShowcaseControlsViewController() },
        Screen(name: "tabs", title: "A tabbed app with a badge") {
            let tabs = UITabBarController()
            let inbox = UINavigationController(rootViewController: ShowcaseSettingsViewController(style: .plain))
            inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
            let updates = UINavigationController(rootViewController: ShowcasePhotoGridViewController())
            updates.tabBarItem = UITabBarItem(title: "Photos", image: UIImage(systemName: "photo"), tag: 1)
            updates.tabBarItem.badgeValue = "3"
            let profile = ShowcaseControlsViewController()
            profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person.circle"), tag: 2)
            tabs.viewControllers = [inbox, updates, profile]
            return tabs
        },
        Screen(name: "alert", title: "An alert over a screen") {
            let base = UINavigationController(rootViewController: ShowcaseSettingsViewController(style: .insetGrouped))
            let alert = UIAlertController(title: "Delete this photo?", message: "It will be removed from all your devices.",
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            base.present(alert, animated: false)
            return base
        },
    ]

    /// The screen drawn full screen on an iPhone 15 (393 x 852 points at 3x, safe area 59 and 34)
    /// in `appearance`. Safe on any thread: the view tree is made and drawn inside the call.
    public static func scene(of screen: Screen, in appearance: Appearance) -> Scene {
        withDetachedViewTree {
            let controller = screen.make()
            return controller.makeScene(size: CGSize(width: 393, height: 852),
                                        safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), traits: appearance.traits)
        }
    }
}

/// Settings as a team writes them: value and subtitle cells, a switch accessory, disclosure and
/// checkmark accessories, header and footer text.
final class ShowcaseSettingsViewController: UITableViewController {
    private let sections: [(header: String?, rows: [(title: String, detail: String?, accessory: String)], footer: String?)] = [
        (nil, [("Airplane Mode", nil, "switch"), ("Wi-Fi", "Home", "disclosure"), ("Bluetooth", "On", "disclosure")], nil),
        ("Notifications", [("Show Previews", "When Unlocked", "disclosure"), ("Sounds", nil, "checkmark"),
                           ("Badges", nil, "none")], "Notifications can be changed for each app in its own settings."),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        let row = sections[indexPath.section].rows[indexPath.row]
        var content = UIListContentConfiguration.valueCell()
        content.text = row.title
        content.secondaryText = row.detail
        cell.contentConfiguration = content
        switch row.accessory {
        case "switch":
            let toggle = UISwitch()
            toggle.isOn = indexPath.row == 0
            cell.accessoryView = toggle
        case "disclosure": cell.accessoryType = .disclosureIndicator
        case "checkmark": cell.accessoryType = .checkmark
        default: cell.accessoryType = .none
        }
        return cell
    }
}

/// A grid of photos: three columns with 2-point gaps, as a photo library draws them.
final class ShowcasePhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
                                     .systemIndigo, .systemPurple, .systemPink, .systemBrown, .systemGray, .systemMint]
    private lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .systemBackground
        collectionView.backgroundColor = .systemBackground
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.contentView.backgroundColor = colors[indexPath.item % colors.count].withAlphaComponent(0.35 + 0.05 * CGFloat(indexPath.item % 13))
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let side = ((collectionView.bounds.width - 4) / 3).rounded(.down)
        return CGSize(width: side, height: side)
    }
}

/// A sign-in form with every common control.
final class ShowcaseControlsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let title = UILabel()
        title.text = "Sign in"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        let mode = UISegmentedControl(items: ["Email", "Phone", "Passkey"])
        mode.selectedSegmentIndex = 0
        let email = UITextField()
        email.borderStyle = .roundedRect
        email.placeholder = "name@example.com"
        let password = UITextField()
        password.borderStyle = .roundedRect
        password.isSecureTextEntry = true
        password.text = "hunter22"
        let remember = UISwitch()
        remember.isOn = true
        let rememberLabel = UILabel()
        rememberLabel.text = "Remember me"
        let rememberRow = UIStackView(arrangedSubviews: [rememberLabel, remember])
        rememberRow.alignment = .center
        var signIn = UIButton.Configuration.filled()
        signIn.title = "Sign In"
        signIn.image = UIImage(systemName: "lock")
        signIn.imagePadding = 8
        signIn.cornerStyle = .large
        signIn.buttonSize = .large
        let button = UIButton(configuration: signIn)
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.6
        let slider = UISlider()
        slider.value = 0.4
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        let stepper = UIStepper()
        stepper.value = 2
        let extras = UIStackView(arrangedSubviews: [spinner, stepper])
        extras.spacing = 16
        let pages = UIPageControl()
        pages.numberOfPages = 4
        pages.currentPage = 1
        let form = UIStackView(arrangedSubviews: [title, mode, email, password, rememberRow, button, progress, slider, extras, pages])
        form.axis = .vertical
        form.spacing = 16
        form.alignment = .fill
        form.translatesAutoresizingMaskIntoConstraints = false
        extras.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
