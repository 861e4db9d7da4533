import Foundation

/// The camera and photo picker (UIKit's `UIImagePickerController`, a navigation controller in
/// UIKit, a plain controller here). Inert: there is no camera or photo library, so its view draws
/// nothing special and the delegate is never called by itself; `isSourceTypeAvailable` answers
/// as the iOS simulator does (a photo library, no camera).
open class UIImagePickerController: UIViewController {
    /// UIKit's `UIImagePickerController.SourceType`, with its raw values.
    public enum SourceType: Int, Sendable { case photoLibrary = 0, camera, savedPhotosAlbum }
    /// UIKit's `UIImagePickerController.CameraDevice`.
    public enum CameraDevice: Int, Sendable { case rear = 0, front }
    /// UIKit's `UIImagePickerController.CameraCaptureMode`.
    public enum CameraCaptureMode: Int, Sendable { case photo = 0, video }
    /// UIKit's `UIImagePickerController.CameraFlashMode`.
    public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }
    /// UIKit's `UIImagePickerController.QualityType`.
    public enum QualityType: Int, Sendable { case typeHigh = 0, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540 }
    /// The keys of the picked media's info (UIKit's `UIImagePickerController.InfoKey`, with UIKit's raw strings).
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// Whether a source exists: the photo library and saved photos, not the camera (the simulator's answer).
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    public static func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }
    public static func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    public static func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    /// The delegate (UIKit types it `UIImagePickerControllerDelegate & UINavigationControllerDelegate`).
    open weak var delegate: UIImagePickerControllerDelegate?
    open var sourceType: SourceType = .photoLibrary
    open var mediaTypes = ["public.image"]
    open var allowsEditing = false
    open var videoMaximumDuration: TimeInterval = 600
    open var videoQuality: QualityType = .typeMedium
    open var showsCameraControls = true
    open var cameraOverlayView: UIView?
    open var cameraViewTransform: CGAffineTransform = .identity
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var cameraDevice: CameraDevice = .rear
    open var cameraFlashMode: CameraFlashMode = .auto
    /// Takes no picture (no camera); the delegate is not called.
    open func takePicture() {}
    open func startVideoCapture() -> Bool { false }
    open func stopVideoCapture() {}
}

/// What an image picker tells its delegate (UIKit's `UIImagePickerControllerDelegate`); both
/// methods optional. UIKit's default for a cancel dismisses the picker; here the default does
/// nothing, since nothing is presented live.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}
