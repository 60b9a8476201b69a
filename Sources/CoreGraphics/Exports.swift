// Code that imports CoreGraphics sees Foundation, where CGRect, CGSize,
// CGPoint and CGFloat live on Linux, as it sees them on Apple platforms.
@_exported import Foundation
