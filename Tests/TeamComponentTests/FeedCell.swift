#if canImport(UIKit)
import UIKit
import SnapKit
#else
import Foundation
import ViewKit
#endif

/// A list cell with a vertical stack of a title, an optional subtitle and a row of tags.
final class FeedCell: UIView {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let tagsStack = UIStackView()
    private let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        titleLabel.font = .systemFont(ofSize: 16, weight: .semibold)
        titleLabel.numberOfLines = 2
        subtitleLabel.font = .systemFont(ofSize: 13)
        subtitleLabel.textColor = .secondaryLabel
        tagsStack.axis = .horizontal
        tagsStack.spacing = 6
        stack.axis = .vertical
        stack.spacing = 4
        stack.alignment = .leading
        stack.addArrangedSubview(titleLabel)
        stack.addArrangedSubview(subtitleLabel)
        stack.addArrangedSubview(tagsStack)
        stack.setCustomSpacing(10, after: subtitleLabel)
        addSubview(stack)
        stack.snp.makeConstraints { $0.edges.equalToSuperview().inset(UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)) }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, subtitle: String?, tags: [String]) {
        titleLabel.text = title
        subtitleLabel.text = subtitle
        subtitleLabel.isHidden = subtitle == nil
        tagsStack.arrangedSubviews.forEach { $0.removeFromSuperview() }
        for tag in tags {
            let label = UILabel()
            label.text = tag
            label.font = .systemFont(ofSize: 12, weight: .medium)
            label.textColor = .systemBlue
            let chip = UIView()
            chip.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
            chip.layer.cornerRadius = 10
            chip.addSubview(label)
            label.snp.makeConstraints { $0.edges.equalToSuperview().inset(UIEdgeInsets(top: 3, left: 8, bottom: 3, right: 8)) }
            tagsStack.addArrangedSubview(chip)
        }
    }
}
