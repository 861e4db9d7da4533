#if canImport(UIKit)
import UIKit
import SnapKit
#else
import Foundation
import ViewKit
#endif

/// A screen with safe-area constraints: a header under the status bar, a button above the home indicator.
final class WelcomeViewController: UIViewController {
    private let headerLabel = UILabel()
    private let startButton = UIButton(type: .custom)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        headerLabel.text = "Welcome back"
        headerLabel.font = .preferredFont(forTextStyle: .largeTitle)
        headerLabel.adjustsFontForContentSizeCategory = true
        startButton.setTitle("Get started", for: .normal)
        startButton.backgroundColor = .systemBlue
        startButton.layer.cornerRadius = 12
        view.addSubview(headerLabel)
        view.addSubview(startButton)
        headerLabel.snp.makeConstraints {
            $0.top.equalTo(view.safeAreaLayoutGuide).offset(16)
            $0.leading.trailing.equalTo(view.safeAreaLayoutGuide).inset(20)
        }
        startButton.snp.makeConstraints {
            $0.leading.trailing.equalToSuperview().inset(20)
            $0.height.equalTo(52)
            $0.bottom.equalTo(view.safeAreaLayoutGuide).inset(12)
        }
    }
}
