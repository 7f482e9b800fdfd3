// UIKit re-exports Foundation, so a file written for iOS finds `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and
// `IndexPath` without importing it; with `import ScrollSimUIKit` in its place the same names resolve to
// Foundation's own types, which swift-corelibs-foundation provides on Linux.
@_exported import Foundation
