import CollectionLayout
// Code that imports CanvasUIKit sees Foundation, as code that imports UIKit
// does.
@_exported import Foundation
