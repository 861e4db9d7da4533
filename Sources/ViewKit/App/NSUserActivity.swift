import Foundation

#if !canImport(Darwin)
/// An activity the app hands off or restores (Foundation's `NSUserActivity`, missing on Linux);
/// kept as made, never continued here.
open class NSUserActivity: NSObject {
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var webpageURL: URL?
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
    public static let browsingWeb = "NSUserActivityTypeBrowsingWeb"
}
#endif
