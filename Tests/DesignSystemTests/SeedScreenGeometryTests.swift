import Foundation
import Testing
@testable import LayoutEngine
@testable import DesignSystem

/// Seed 004's other screens (COMPONENTS.md §14): the news cell, the swipe-to-delete row, the sheet
/// in a navigation controller and JDStatusBarNotification's banner, each number against its source.
@Suite struct SeedScreenGeometryTests {
    static let cell = NewsCell(title: "Morning light over the hills", site: "news.example.com",
                               image: ComponentImage(.sample(.newsHarbor)))

    // MARK: News cell (ours after LinkPresentation; the seed gives the parts, not the numbers)

    @Test(arguments: [Device.iphone15, .iphoneSE])
    func theNewsCardSpansTheContentMarginsBelowTheSafeArea(device: Device) throws {
        let f = try frames(Self.cell, on: device)
        let card = f["newsCell"]
        #expect(card.minX == 16 && same(card.maxX, device.size.width - 16))
        #expect(same(card.minY, device.safeArea.top + 8))
        // The thumbnail: the card's width at Open Graph's 1.91:1, across the card's top.
        let thumbnail = f["newsCell.thumbnail"]
        #expect(thumbnail.minY == card.minY && thumbnail.width == card.width)
        #expect(withinPixel(thumbnail.height, card.width / 1.91, scale: device.scale))
        // Title and site 14 in from the card, 4 apart; the card ends 14 below the site.
        let title = f["newsCell.title"], site = f["newsCell.site"]
        #expect(same(title.minX, card.minX + 14) && same(title.minY, thumbnail.maxY + 14))
        #expect(same(site.minY, title.maxY + 4) && same(card.maxY, site.maxY + 14))
        // The glyph buttons 10 from the card's trailing edge and below the thumbnail, the title clear of them.
        let bookmark = f["newsCell.bookmark"]
        #expect(same(bookmark.maxX, card.maxX - 10) && same(bookmark.minY, thumbnail.maxY + 10))
        #expect(bookmark.width == 24 && bookmark.height == 24)
        #expect(same(title.maxX, f["newsCell.accessories"].minX - 8))
    }

    @Test func aCellWithAPictureDrawsItFilledAndClipped() throws {
        let nodes = try Self.cell.sceneNodes(on: .iphone15, theme: .standard)
        let thumbnail = try #require(nodes.first?.children.first { $0.id == "newsCell.thumbnail" })
        #expect(thumbnail.clipsToBounds)
        guard case .image(let image)? = thumbnail.children.first(where: { $0.id == "newsCell.thumbnail.image" })?.content else {
            Issue.record("expected the thumbnail's picture, found \(thumbnail.children.map(\.id))")
            return
        }
        #expect(image.contentMode == .scaleAspectFill)
    }

    /// Seed 004's `setupInvalidLinkPresentation`: no picture shows the default image.
    @Test func aCellWithoutAPictureShowsTheDefaultImage() throws {
        let f = try frames(Self.cell.image(nil))
        #expect(f.contains("newsCell.thumbnail.placeholder"))
        #expect(!f.contains("newsCell.thumbnail.image"))
        #expect(withinPixel(f["newsCell.thumbnail.placeholder"].midX, f["newsCell.thumbnail"].midX, scale: 3))
    }

    /// The seed's `showJournalWrittenImage()` / `hideJournalWrittenImage()`: the mark shows only
    /// for a written journal, left of the bookmark, and the title makes room for it.
    @Test func theJournalMarkShowsOnlyWhenWrittenBesideTheBookmark() throws {
        let plain = try frames(Self.cell.bookmarked()), written = try frames(Self.cell.showingJournalWritten())
        #expect(!plain.contains("newsCell.journalWritten"))
        #expect(same(written["newsCell.journalWritten"].maxX, written["newsCell.bookmark"].minX - 4))
        #expect(same(written["newsCell.title"].width, plain["newsCell.title"].width - 24 - 4))
    }

    /// `bookMarkButton.setSelected()` fills the ribbon; `setUnselected()` leaves its outline.
    @Test func aSelectedBookmarkIsFilledAnUnselectedOneOutlined() throws {
        func bookmark(_ cell: NewsCell) throws -> SceneNode? {
            func find(_ node: SceneNode) -> SceneNode? { node.id == "newsCell.bookmark" ? node : node.children.lazy.compactMap(find).first }
            return try cell.sceneNodes(on: .iphone15, theme: .standard).lazy.compactMap(find).first
        }
        guard case .path(_, let filled, let outline)? = try bookmark(Self.cell.bookmarked())?.content,
              case .path(_, let unfilled, let stroke)? = try bookmark(Self.cell)?.content else {
            Issue.record("expected the bookmark drawn as a path")
            return
        }
        #expect(filled != nil && outline != nil)
        #expect(unfilled == nil && stroke != nil)
    }

    @Test func aTitleTakesTwoLinesAtMost() throws {
        let long = NewsCell(title: String(repeating: "A very long headline about the news of the day ", count: 6), site: "s")
        let oneLine = try frames(NewsCell(title: "Short", site: "s"))["newsCell.title"].height
        #expect(try frames(long)["newsCell.title"].height <= 2 * oneLine + 1e-9)
    }

    // MARK: Swipe to delete (seed 004's trailing swipe action on the recent searches)

    static let words = InsetGroupedList(words: [SearchWord("swift", count: 3, lastSearched: 1),
                                                SearchWord("layout", count: 2, lastSearched: 2)])

    @Test(arguments: [40.0, 80, 150])
    func theSwipedRowMovesLeftByTheOffsetOverItsDeleteAction(offset: Double) throws {
        let f = try frames(Self.words.swiping(row: 1, by: offset))
        let row = f["list.row.1"], content = f["list.row.1.content"], action = f["list.row.1.action"]
        #expect(same(content.minX, row.minX - offset) && content.width == row.width)
        #expect(same(action.minX, row.maxX - offset) && same(action.maxX, row.maxX))
        #expect(action.minY == row.minY && action.height == row.height)
        #expect(withinPixel(f["list.row.1.action.title"].midX, action.midX, scale: 3))
        // The other row does not move.
        #expect(same(f["list.row.0.title"].minX, f["list.row.0"].minX + InsetGroupedList.textInset))
    }

    @Test func anOffsetPastTheRowShowsTheActionAlone() throws {
        let f = try frames(Self.words.swiping(row: 0, by: 1000))
        #expect(f["list.row.0.action"] == f["list.row.0"])
    }

    @Test func theDeleteActionIsRedWithAWhiteTitle() throws {
        let nodes = try Self.words.swiping(row: 0, by: 80).sceneNodes(on: .iphone15, theme: .standard)
        func find(_ node: SceneNode) -> SceneNode? { node.id == "list.row.0.action" ? node : node.children.lazy.compactMap(find).first }
        let action = try #require(nodes.lazy.compactMap(find).first)
        #expect(action.fill == .solid(Theme.standard.colors.systemRed))
    }

    // MARK: The sheet in a navigation controller

    @Test(arguments: [Device.iphone15, .iphoneSE])
    func theNavigationBarIs56HighAtTheSheetsTopWithItsTitleCentered(device: Device) throws {
        let sheet = Sheet(detents: [.large], content: [.component(.insetGroupedList(Self.words))]).inNavigationController(title: "Journal")
        let f = try frames(sheet, on: device)
        let frame = f["sheet"], bar = f["sheet.navigationBar"], title = f["sheet.navigationBar.title"]
        #expect(bar == Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 56))
        #expect(withinPixel(title.midX, bar.midX, scale: device.scale) && withinPixel(title.midY, bar.midY, scale: device.scale))
        // The content starts below the bar, as a navigation controller's safe area does.
        #expect(same(f["list.header"].minY, bar.maxY + Theme.standard.spacing.content))
    }

    @Test func withoutANavigationTitleTheSheetHasNoBar() throws {
        let sheet = Sheet(detents: [.large], content: [.component(.insetGroupedList(Self.words))])
        let f = try frames(sheet)
        #expect(!f.contains("sheet.navigationBar"))
        #expect(same(f["list.header"].minY, f["sheet"].minY + Theme.standard.spacing.content))
    }

    // MARK: JDStatusBarNotification's default style

    /// `pillContentRectForContentRect` and `contentHeight(for:with:)`: the pill at the safe area's
    /// top with a Dynamic Island (iPhone 15, 59), 3 below it without a notch (iPhone SE, 20), 50
    /// high, at least 200 wide, centered.
    @Test func aShortMessageSitsOnTheMinimumPillUnderTheStatusBar() throws {
        let f15 = try frames(StatusBarNotification(title: "Saved"), on: .iphone15)["statusBarNotification"]
        #expect(f15 == Rect(x: ((393 - 200) / 2.0).rounded(), y: 59, width: 200, height: 50))
        let fSE = try frames(StatusBarNotification(title: "Saved"), on: .iphoneSE)["statusBarNotification"]
        #expect(fSE == Rect(x: ((375 - 200) / 2.0).rounded(), y: 23, width: 200, height: 50))
    }

    /// A notch (a top inset above 20 and below 54) raises the pill by 7.
    @Test func aNotchedPhonesPillIsSevenAboveItsSafeArea() {
        #expect(StatusBarNotificationView.pillFrame(textWidth: 50, screenWidth: 390, safeAreaTop: 47).minY == 40)
    }

    @Test func aMessagesPillIsItsTextPlus40AtMostTheScreenLess40() throws {
        let mid = StatusBarNotificationView.pillFrame(textWidth: 230.4, screenWidth: 393, safeAreaTop: 59)
        #expect(mid.width == 270 && mid.minX == 62)
        let wide = StatusBarNotificationView.pillFrame(textWidth: 900, screenWidth: 393, safeAreaTop: 59)
        #expect(wide.width == 353 && wide.minX == 20)
    }

    @Test func thePillIsWhiteRoundedToHalfItsHeightWithAGrayFootnoteTitle() throws {
        let nodes = try StatusBarNotification(title: "Saved").sceneNodes(on: .iphone15, theme: .standard)
        let pill = try #require(nodes.first { $0.id == "statusBarNotification" })
        #expect(pill.fill == .solid(Theme.standard.colors.white))
        #expect(pill.cornerRadii == CornerRadii(all: 25))
        let f = try frames(StatusBarNotification(title: "Saved"))
        #expect(withinPixel(f["statusBarNotification.title"].midX, f["statusBarNotification"].midX, scale: 3))
        #expect(Theme.standard.typography.caption.size == 13)
    }

    /// A message that fits the widest pill is never cut: the pill is measured at the device's own
    /// pixel grid (measured at 3x, a 2x phone cut it) and the point it rounds its width to does not
    /// cut the text either.
    static let fittingTitles = ["북마크에 추가했어요", "Bookmarked", "저장되었습니다", "Saved to your journal for later",
                                "저널을 저장했어요. 목록에서 확인하세요",
                                "Your journal was exported as a PDF", "기사를 북마크했어요 (3개)", "Copied the link to the article"]

    @Test(arguments: [Device.iphone15, .iphoneSE], fittingTitles)
    func aMessageThatFitsIsShownWhole(device: Device, title: String) throws {
        let nodes = try StatusBarNotification(title: title).sceneNodes(on: device, theme: .standard)
        let label = try #require(nodes.first?.children.first { $0.id == "statusBarNotification.title" })
        guard case .text(let layout, _)? = label.content ?? label.children.first?.content else {
            Issue.record("no text in the title: \(label)")
            return
        }
        #expect(layout.lines.map(\.text) == [title])
    }

    /// `animateIn(for: 0.4)` with the default `.move`: the view starts its own height up (the pill
    /// just above the screen) and comes to rest on UIView's ease-in-out curve.
    @Test func thePresentationSlidesThePillDownFromAboveTheScreenIn04Seconds() throws {
        let banner = StatusBarNotification(title: "Saved").animatingPresentation()
        let nodes = try banner.sceneNodes(on: .iphone15, theme: .standard)
        let timeline = banner.animations(of: nodes, on: .iphone15, theme: .standard)
        func pillTop(at time: Double) throws -> Double {
            let scene = try Scene(size: Device.iphone15.size, nodes: nodes).animated(by: timeline.sample(at: time))
            let pill = try #require(scene.nodes.first { $0.id == "statusBarNotification" })
            return pill.frame.minY + pill.transform.ty
        }
        let start = try pillTop(at: 0), middle = try pillTop(at: 0.2), end = try pillTop(at: 0.4), later = try pillTop(at: 3)
        #expect(same(start, -50))
        #expect(same(middle, (59 - 50) / 2), "halfway at half time: the curve is symmetric")
        #expect(same(end, 59) && same(later, 59))
        #expect(StatusBarNotification(title: "Saved").animations(of: nodes, on: .iphone15, theme: .standard).trackCount == 0)
    }

    @Test func aLongMessageIsCutInsideThePillsInsets() throws {
        let f = try frames(StatusBarNotification(title: String(repeating: "A long notification ", count: 8)))
        let pill = f["statusBarNotification"], title = f["statusBarNotification.title"]
        #expect(same(pill.width, 393 - 40))
        #expect(title.width <= pill.width - 40 + 1e-9)
    }
}
