#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file mapped read-only into memory, for libraries that read a file in place (FreeType
/// and HarfBuzz read a font's tables where they lie). The file is opened as `FileContents.read`
/// opens one (O_NONBLOCK, then fstat on the descriptor), so a FIFO or a device named as a font
/// is refused at once instead of blocking the library's own open(2) forever, and the file checked
/// is the file mapped: nothing can swap it between the check and the read. Mapping rather than
/// reading keeps one copy of a large collection (a 20 MB Noto CJK .ttc) in the page cache
/// whatever the number of faces opened from it, as FreeType's own FT_New_Face does (it mmaps too).
public final class MappedFile: @unchecked Sendable {
    /// The file's bytes, valid for the object's lifetime.
    public let bytes: UnsafeRawBufferPointer

    /// Maps the regular file at `path`.
    /// - Throws: `FileContents.Failure`: the open or the mapping failed (`.system`), the path is a
    ///   folder, or not a regular file; an empty file is `.system(operation: "mmap", errno: EINVAL)`,
    ///   as mmap(2) answers for a length of 0.
    public init(path: String) throws(FileContents.Failure) {
        let (descriptor, status) = try FileContents.open(atPath: path, regularFilesOnly: true)
        // The mapping holds its own reference to the file (mmap(2)); the descriptor is not needed after.
        defer { close(descriptor) }
        let size = Int(status.st_size)
        guard size > 0 else { throw .system(operation: "mmap", errno: EINVAL) }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else {
            throw .system(operation: "mmap", errno: errno)
        }
        bytes = UnsafeRawBufferPointer(start: base, count: size)
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    }
}
