// Screens a team writes with UIKit's bars: a profile, a settings detail, a tabbed app.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
import LayoutEngine
#endif

/// A 25-point template glyph (a filled disc or a square) drawn at 3x, as an app's tab icons are.
func tabIcon(square: Bool = false) -> UIImage {
    let side = 75
    var rgba = [UInt8](repeating: 0, count: side * side * 4)
    for y in 0..<side {
        for x in 0..<side {
            let dx = Double(x) - 37, dy = Double(y) - 37
            let inside = square ? (abs(dx) < 30 && abs(dy) < 30) : dx * dx + dy * dy < 33 * 33
            if inside { for c in 0..<4 { rgba[(y * side + x) * 4 + c] = 255 } }
        }
    }
    return UIImage(content: ImageContent(width: side, height: side, rgba: rgba, scale: 3), renderingMode: .alwaysTemplate)
}

final class ProfileViewController: UIViewController {
    let avatar = UIView()
    let nameLabel = UILabel()
    let bioLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: nil)
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: nil)
        avatar.backgroundColor = .systemTeal
        avatar.layer.cornerRadius = 40
        nameLabel.text = "Jane Appleseed"
        nameLabel.font = .systemFont(ofSize: 22, weight: .bold)
        bioLabel.text = "Designs the design system and draws bars on Linux."
        bioLabel.textColor = .secondaryLabel
        bioLabel.numberOfLines = 0
        for subview in [avatar, nameLabel, bioLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            avatar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            avatar.widthAnchor.constraint(equalToConstant: 80),
            avatar.heightAnchor.constraint(equalToConstant: 80),
            nameLabel.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 12),
            nameLabel.leadingAnchor.constraint(equalTo: avatar.leadingAnchor),
            bioLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
            bioLabel.leadingAnchor.constraint(equalTo: avatar.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }
}

/// A plain screen with a title and a line of text pinned under the bar.
final class TextViewController: UIViewController {
    let text: String
    let label = UILabel()

    init(title: String, text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.text = text
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
    }
}

/// A long list drawn as rows in a scroll view: the content goes on under the tab bar.
final class FeedViewController: UIViewController {
    let scrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        view.backgroundColor = .systemBackground
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)
        for index in 0..<14 {
            let row = UILabel(frame: CGRect(x: 20, y: 160 + CGFloat(index) * 52, width: 353, height: 44))
            row.text = "Story \(index + 1)"
            scrollView.addSubview(row)
            let line = UIView(frame: CGRect(x: 20, y: 160 + CGFloat(index) * 52 + 48, width: 373, height: 0.5))
            line.backgroundColor = .separator
            scrollView.addSubview(line)
        }
        scrollView.contentSize = CGSize(width: 393, height: 160 + 14 * 52)
    }
}
