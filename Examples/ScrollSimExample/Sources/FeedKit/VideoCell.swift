#if canImport(UIKit)
    import UIKit
#else
    import ScrollSimUIKit
#endif

/// A feed cell holding a video. The player itself (AVPlayer on a device) is out of this example: the cell
/// keeps whether it plays.
public final class VideoCell: UICollectionViewCell {
    public static let reuseIdentifier = "VideoCell"
    /// Whether the cell's video is playing.
    public private(set) var isPlaying = false

    public func play() { isPlaying = true }
    public func pause() { isPlaying = false }

    public override func prepareForReuse() {
        super.prepareForReuse()
        pause()
    }
}
