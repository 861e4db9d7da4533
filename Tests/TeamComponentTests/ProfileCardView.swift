// Written the way an iOS team writes a design-system component: a UIView subclass laid out with
// SnapKit and configured with Then. Only the imports differ from the iOS file.
#if canImport(UIKit)
import UIKit
import SnapKit
import Then
#else
import Foundation
import ViewKit
#endif

final class ProfileCardView: UIView {
    private let avatarView = UIView().then {
        $0.backgroundColor = UIColor(red: 0.36, green: 0.55, blue: 0.98, alpha: 1)
        $0.layer.cornerRadius = 28
        $0.clipsToBounds = true
    }
    private let initialsLabel = UILabel().then {
        $0.font = .boldSystemFont(ofSize: 20)
        $0.textColor = .white
        $0.textAlignment = .center
    }
    let nameLabel = UILabel().then {
        $0.font = .boldSystemFont(ofSize: 17)
        $0.textColor = .label
        $0.accessibilityIdentifier = "name"
    }
    let bioLabel = UILabel().then {
        $0.font = .systemFont(ofSize: 14)
        $0.textColor = .secondaryLabel
        $0.numberOfLines = 0
        $0.accessibilityIdentifier = "bio"
    }
    private let followButton = UIButton(type: .system).then {
        $0.setTitle("Follow", for: .normal)
        $0.setTitle("Following", for: .selected)
        $0.setTitleColor(.white, for: .normal)
        $0.setTitleColor(.systemBlue, for: .selected)
        $0.backgroundColor = .systemBlue
        $0.layer.cornerRadius = 8
        $0.contentEdgeInsets = UIEdgeInsets(top: 6, left: 14, bottom: 6, right: 14)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "profileCard"
        backgroundColor = .systemBackground
        layer.cornerRadius = 16
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.12
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = 12

        addSubview(avatarView)
        avatarView.addSubview(initialsLabel)
        addSubview(nameLabel)
        addSubview(bioLabel)
        addSubview(followButton)

        avatarView.snp.makeConstraints {
            $0.top.leading.equalToSuperview().offset(16)
            $0.size.equalTo(56)
        }
        initialsLabel.snp.makeConstraints { $0.center.equalToSuperview() }
        nameLabel.snp.makeConstraints {
            $0.top.equalTo(avatarView).offset(4)
            $0.leading.equalTo(avatarView.snp.trailing).offset(12)
            $0.trailing.lessThanOrEqualTo(followButton.snp.leading).offset(-8)
        }
        followButton.snp.makeConstraints {
            $0.centerY.equalTo(nameLabel)
            $0.trailing.equalToSuperview().inset(16)
        }
        bioLabel.snp.makeConstraints {
            $0.top.equalTo(nameLabel.snp.bottom).offset(6)
            $0.leading.equalTo(nameLabel)
            $0.trailing.equalToSuperview().inset(16)
            $0.bottom.equalToSuperview().inset(16)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(name: String, bio: String, following: Bool) {
        nameLabel.text = name
        initialsLabel.text = String(name.prefix(1))
        bioLabel.text = bio
        followButton.isSelected = following
        followButton.backgroundColor = following ? .systemBackground : .systemBlue
        followButton.layer.borderWidth = following ? 1 : 0
        followButton.layer.borderColor = UIColor.systemBlue.cgColor
    }
}
