// A login form as a team writes it in UIKit: text fields with placeholders, a secure field, a
// segmented control, a filled button with a symbol, an activity indicator and a progress view.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class LoginFormView: UIView {
    let titleLabel = UILabel()
    let modePicker = UISegmentedControl(items: ["Sign In", "Sign Up"])
    let emailField = UITextField()
    let passwordField = UITextField()
    let loginButton: UIButton
    let spinner = UIActivityIndicatorView(style: .medium)
    let progress = UIProgressView(progressViewStyle: .default)
    let rememberLabel = UILabel()
    let rememberSwitch = UISwitch()

    override init(frame: CGRect) {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Log In"
        configuration.image = UIImage(systemName: "lock.fill")
        configuration.imagePadding = 8
        configuration.buttonSize = .large
        loginButton = UIButton(configuration: configuration, primaryAction: nil)
        super.init(frame: frame)
        backgroundColor = .systemBackground

        titleLabel.text = "Welcome back"
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        modePicker.selectedSegmentIndex = 0

        emailField.borderStyle = .roundedRect
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.returnKeyType = .next

        passwordField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.text = "hunter22"
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        passwordField.clearButtonMode = .always

        rememberLabel.text = "Remember me"
        rememberSwitch.isOn = true
        spinner.startAnimating()
        progress.progress = 0.6

        let remember = UIStackView(arrangedSubviews: [rememberLabel, rememberSwitch])
        remember.axis = .horizontal
        remember.alignment = .center
        let stack = UIStackView(arrangedSubviews: [titleLabel, modePicker, emailField, passwordField, remember, loginButton, spinner, progress])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        stack.setCustomSpacing(24, after: remember)
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalToSystemSpacingBelow: topAnchor, multiplier: 3),
            stack.leadingAnchor.constraint(equalToSystemSpacingAfter: leadingAnchor, multiplier: 2),
            trailingAnchor.constraint(equalToSystemSpacingAfter: stack.trailingAnchor, multiplier: 2),
            bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 24),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
