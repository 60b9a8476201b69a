import Foundation
import Synchronization

/// The variants of one image for different traits, as UIKit's
/// `UIImageAsset`: an asset catalogue's image set, or images an app
/// registers.
///
/// An image set is read as Xcode's asset compiler reads it: PNG and JPEG
/// files at 1x, 2x and 3x or of a single scale; PDF pages (drawn by
/// poppler) and SVG documents (drawn by librsvg) at the size of their page,
/// from their paths at any size when the set says
/// `preserves-vector-representation`, else from pixels made at their own
/// size; light, dark and high-contrast appearances; iPhone and iPad
/// variants; `template-rendering-intent` as the image's rendering mode.
/// Folders that provide a namespace name their sets `Folder/name`.
///
/// An image view shows the variant for its own traits, so an image read
/// once appears dark in a dark screen, as on iOS.
open class UIImageAsset: NSObject, @unchecked Sendable {
  // Unchecked because open: its state is behind a mutex.
  /// The image set's folder and contents, for an asset catalogue's.
  private let catalog: (folder: URL, set: AssetCatalog.ImageSet)?
  /// Registered images and the variants read for each set of traits.
  private let state = Mutex<State>(State())

  private struct State {
    var registered: [(traits: UITraitCollection, image: UIImage)] = []
    var read: [AssetCatalog.Traits: UIImage] = [:]
  }

  /// An empty asset, for images registered with
  /// ``register(_:with:)``.
  public override init() {
    catalog = nil
    super.init()
  }

  /// The image set called `name` in the asset catalogues below `root`.
  init?(named name: String, under root: URL) {
    guard
      let folder = AssetCatalog.set(named: name, kind: .imageSet, under: root),
      let set = AssetCatalog.ImageSet(folder: folder)
    else { return nil }
    catalog = (folder, set)
    super.init()
  }

  /// The variant for `traitCollection`: a registered image whose traits
  /// it has (the last registered first), else the image set's variant;
  /// an empty image when there is none.
  open func image(with traitCollection: UITraitCollection) -> UIImage {
    variant(for: traitCollection) ?? UIImage()
  }

  /// Adds `image` as the variant for the traits `configuration` says.
  open func register(_ image: UIImage, with configuration: UITraitCollection) {
    unregisterImage(with: configuration)
    state.withLock { $0.registered.append((configuration, image)) }
    image.imageAsset = self
  }

  /// Removes the variant registered for `configuration`.
  open func unregisterImage(with configuration: UITraitCollection) {
    state.withLock { $0.registered.removeAll { $0.traits == configuration } }
  }

  /// The variant for `traits` (the current traits for `nil`), read once
  /// for each set of traits.
  func variant(for traits: UITraitCollection?) -> UIImage? {
    let traits = traits ?? .current
    let key = AssetCatalog.Traits(traits)
    let (registered, known) = state.withLock { ($0.registered, $0.read[key]) }
    if let match = registered.last(where: { contains(traits, $0.traits) }) {
      return match.image
    }
    if let known { return handedOut(known) }
    guard let catalog, let entry = catalog.set.entry(for: key),
      let file = entry.filename
    else { return registered.first?.image }
    let picture = AssetCatalog.picture(
      at: catalog.folder.appendingPathComponent(file).path,
      scale: entry.scale.flatMap { Int($0.dropLast()) },
      displayScale: key.scale,
      preservesVector: catalog.set.properties?.preservesVector ?? false)
    guard var image = picture else { return nil }
    switch catalog.set.properties?.renderingIntent {
    case "template": image = image.withRenderingMode(.alwaysTemplate)
    case "original": image = image.withRenderingMode(.alwaysOriginal)
    default: break
    }
    // Kept without its asset, so the cache holds no cycle.
    let read = image
    state.withLock { $0.read[key] = read }
    return handedOut(read)
  }

  /// `image` as the asset hands it out: a picture that knows its asset.
  private func handedOut(_ image: UIImage) -> UIImage {
    let copy = UIImage(picture: image.picture, scale: image.scale)
      .withRenderingMode(image.renderingMode)
    copy.imageAsset = self
    return copy
  }

  /// Whether `traits` have every trait `wanted` says.
  private func contains(
    _ traits: UITraitCollection, _ wanted: UITraitCollection
  ) -> Bool {
    UITraitCollection(traitsFrom: [traits, wanted]) == traits
  }
}
