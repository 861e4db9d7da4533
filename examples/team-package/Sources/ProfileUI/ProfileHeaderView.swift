import UIKit
import SnapKit
import Then

public protocol ProfileHeaderViewDelegate: AnyObject {
    func profileHeaderDidTapFollow(_ header: ProfileHeaderView)
}

/// A profile header as an iOS team writes it: SnapKit constraints, Then's `then`, an outlet, an
/// `@objc` action wired with `#selector`, a gesture target and a `dynamic` property.
@objcMembers
public final class ProfileHeaderView: UIView {
    @IBOutlet public weak var nameLabel: UILabel!
    public weak var delegate: ProfileHeaderViewDelegate?
    @objc dynamic public var isFollowing = false {
        didSet { followButton.setTitle(isFollowing ? "Following" : "Follow", for: .normal) }
    }

    private let avatarView = UIView().then {
        $0.backgroundColor = .systemIndigo
        $0.layer.cornerRadius = 32
    }
    private let bioLabel = UILabel().then {
        $0.font = .preferredFont(forTextStyle: .subheadline)
        $0.textColor = .secondaryLabel
        $0.numberOfLines = 0
    }
    private let followButton = UIButton(type: .system).then {
        $0.setTitle("Follow", for: .normal)
        $0.titleLabel?.font = .boldSystemFont(ofSize: 15)
        $0.backgroundColor = .systemBlue
        $0.setTitleColor(.white, for: .normal)
        $0.layer.cornerRadius = 8
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        let name = UILabel().then {
            $0.font = .boldSystemFont(ofSize: 22)
            $0.textColor = .label
        }
        nameLabel = name
        [avatarView, name, bioLabel, followButton].forEach(addSubview)
        avatarView.snp.makeConstraints {
            $0.top.leading.equalToSuperview().inset(20)
            $0.size.equalTo(64)
        }
        name.snp.makeConstraints {
            $0.top.equalTo(avatarView)
            $0.leading.equalTo(avatarView.snp.trailing).offset(16)
            $0.trailing.equalToSuperview().inset(20)
        }
        bioLabel.snp.makeConstraints {
            $0.top.equalTo(name.snp.bottom).offset(4)
            $0.leading.trailing.equalTo(name)
        }
        followButton.snp.makeConstraints {
            $0.top.greaterThanOrEqualTo(avatarView.snp.bottom).offset(16)
            $0.top.greaterThanOrEqualTo(bioLabel.snp.bottom).offset(16)
            $0.leading.trailing.bottom.equalToSuperview().inset(20)
            $0.height.equalTo(40)
        }
        followButton.addTarget(self, action: #selector(followTapped(_:)), for: .touchUpInside)
        avatarView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(avatarTapped)))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public func configure(name: String, bio: String) {
        nameLabel.text = name
        bioLabel.text = bio
    }

    @IBAction private func followTapped(_ sender: UIButton) {
        isFollowing.toggle()
        delegate?.profileHeaderDidTapFollow(self)
    }

    @objc private func avatarTapped() {}
}
