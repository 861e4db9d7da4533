import UIKit
import SnapKit

/// The profile screen: a header over a table of posts, a bar button with a selector action.
public final class ProfileViewController: UIViewController, UITableViewDataSource {
    private let header = ProfileHeaderView()
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let posts: [String]

    public init(posts: [String]) {
        self.posts = posts
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: self,
                                                            action: #selector(editTapped(_:)))
        header.configure(name: "Jane Appleseed", bio: "Designs the design system. Ships on Fridays.")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
        tableView.dataSource = self
        tableView.backgroundColor = .clear
        view.addSubview(header)
        view.addSubview(tableView)
        header.snp.makeConstraints { $0.top.leading.trailing.equalTo(view.safeAreaLayoutGuide) }
        tableView.snp.makeConstraints {
            $0.top.equalTo(header.snp.bottom)
            $0.leading.trailing.bottom.equalToSuperview()
        }
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { posts.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        cell.textLabel?.text = posts[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    @objc private func editTapped(_ sender: UIBarButtonItem) {}
}
