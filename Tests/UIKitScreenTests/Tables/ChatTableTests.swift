// A chat as a team writes it: self-sizing cells (rowHeight = automaticDimension) whose bubble
// holds a multi-line label constrained inside contentView; incoming messages lead, outgoing trail.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class MessageCell: UITableViewCell {
    static let reuseIdentifier = "MessageCell"
    private let bubble = UIView()
    private let body = UILabel()
    private var incomingConstraints: [NSLayoutConstraint] = []
    private var outgoingConstraints: [NSLayoutConstraint] = []

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        bubble.layer.cornerRadius = 18
        bubble.translatesAutoresizingMaskIntoConstraints = false
        body.numberOfLines = 0
        body.font = .preferredFont(forTextStyle: .body)
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bubble)
        bubble.addSubview(body)
        NSLayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            bubble.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.75),
            body.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 7),
            body.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -7),
            body.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
            body.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
        ])
        incomingConstraints = [bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16)]
        outgoingConstraints = [bubble.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16)]
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(text: String, outgoing: Bool) {
        body.text = text
        body.textColor = outgoing ? .white : .label
        bubble.backgroundColor = outgoing ? .systemBlue : .systemGray5
        NSLayoutConstraint.deactivate(outgoing ? incomingConstraints : outgoingConstraints)
        NSLayoutConstraint.activate(outgoing ? outgoingConstraints : incomingConstraints)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        body.text = nil
    }
}

final class ChatViewController: UIViewController, UITableViewDataSource {
    let messages: [(String, Bool)] = [
        ("Are we still on for the design review?", false),
        ("Yes! 3pm in the big room.", true),
        ("Great. I'll bring the new settings screens: inset grouped tables, value cells, and the switch rows we talked about last week.", false),
        ("👍", true),
        ("Could you also check the dark mode separators? They looked a little too strong on the OLED phones in yesterday's build, especially between the value rows.", true),
        ("Will do.", false),
    ]
    let tableView = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.separatorStyle = .none
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.reuseIdentifier, for: indexPath) as! MessageCell
        let (text, outgoing) = messages[indexPath.row]
        cell.configure(text: text, outgoing: outgoing)
        return cell
    }
}

final class ChatTableTests: XCTestCase {
    private func chat() -> ChatViewController {
        let controller = ChatViewController()
        controller.loadViewIfNeeded()
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 700)
        controller.view.layoutIfNeeded()
        return controller
    }

    func testChatWithSelfSizingCells() {
        let controller = chat()
        assertSnapshot(of: controller.view, size: .fixed(CGSize(width: 375, height: 700)), strictLayout: true)
    }

    func testChatInDarkModeRightToLeft() {
        let controller = chat()
        assertSnapshot(of: controller.view, size: .fixed(CGSize(width: 375, height: 700)),
                       traits: UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark),
                                                              UITraitCollection(layoutDirection: .rightToLeft)]),
                       strictLayout: true)
    }

    func testRowsAreAsTallAsTheirWrappedText() {
        let controller = chat()
        let table = controller.tableView
        let oneLine = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        let threeLines = table.rectForRow(at: IndexPath(row: 2, section: 0)).height
        // 4 + 7 + one body line + 7 + 4.
        XCTAssertEqual(oneLine, 22 + UIFont.preferredFont(forTextStyle: .body).lineHeight, accuracy: 1)
        XCTAssertGreaterThan(threeLines, oneLine * 2)
        // Rows follow one another, and the content is as tall as the rows.
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY, table.rectForRow(at: IndexPath(row: 1, section: 0)).maxY)
        XCTAssertEqual(table.contentSize.height, table.rectForRow(at: IndexPath(row: 5, section: 0)).maxY)
    }

    func testAFiveThousandPointCellIsDrawnWhole() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
        let source = TallCellSource()
        table.dataSource = source
        table.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 5_000)
        XCTAssertEqual(table.contentSize.height, 5_044)
        XCTAssertTrue(table.lastLayoutReport.isClean, "\(table.lastLayoutReport)")
    }
}

final class TallCellSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        if indexPath.row == 0 {
            let tall = UIView()
            tall.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(tall)
            NSLayoutConstraint.activate([
                tall.heightAnchor.constraint(equalToConstant: 5_000),
                tall.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
                tall.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
                tall.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                tall.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
            ])
        } else {
            cell.textLabel?.text = "After the tall one"
        }
        return cell
    }
}
