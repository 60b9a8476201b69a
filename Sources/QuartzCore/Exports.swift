// Code that imports QuartzCore sees Core Graphics, as on Apple platforms.
@_exported import CoreGraphics
