import DesignSystem
import LayoutEngine
import LayoutSnapshot
import Testing

// The snapshot example of README.md, kept compiling and passing here.
@Suite(.layoutSnapshots(record: .missing))
struct ModalSnapshots {
    @Test func friendRequest() throws {
        assertSnapshot(of: AlertModal(title: "친구 요청").message("김철수님에게 친구를 요청하시겠어요?")
                           .negative("취소").positive("요청"),
                       on: .iphone15, named: "friend-request")
    }
}
