import CollectionLayout
// Code that imports CanvasUIKit sees Foundation, Core Graphics and Quartz
// Core, as code that imports UIKit does. Foundation comes through Core
// Graphics only: a module that re-exported both would leave Foundation's
// rectangle members beside Core Graphics' ones, and every call ambiguous.
@_exported import CoreGraphics
@_exported import QuartzCore
