import CanvasSwiftUI
import CanvasUIKit
import CoreGraphics
import Foundation
import SnapshotTesting

// Previews as snapshot tests: a preview drawn as Xcode's canvas lays it
// out (the device's screen, the view's own size, or a fixed box; the
// orientation and device its traits name), and one assertion that turns
// every preview of a provider, a file or a module into a reference image.

extension Preview {
  /// The preview's screen on `device`: the device its traits name when
  /// this package knows it, turned as they say, in `colorScheme`.
  ///
  /// A `.sizeThatFits` preview is the size its view fits with no proposal
  /// (a UIKit view's fitting size), on no safe area; a `.fixed` one is
  /// its box. With `systemChrome`, a device preview shows the status bar
  /// and home indicator, as Xcode's canvas does; without, the window
  /// swift-snapshot-testing draws on iOS.
  @MainActor func screen(
    on device: ViewImageConfig, colorScheme: ColorScheme,
    traits: UITraitCollection, systemChrome: Bool
  ) -> ScreenCanvas {
    let orientation: ViewImageConfig.Orientation =
      self.orientation == .landscapeLeft || self.orientation == .landscapeRight
      ? .landscape : .portrait
    var config =
      self.device.flatMap {
        ViewImageConfig.device(named: $0.rawValue, orientation)
      } ?? ViewImageConfig.device(named: device.deviceName, orientation)
      ?? device
    let traits = UITraitCollection(traitsFrom: [
      traits,
      UITraitCollection(
        userInterfaceStyle: (self.colorScheme ?? colorScheme) == .dark
          ? .dark : .light),
    ])
    let controller = makeViewController()
    switch layout {
    case .device:
      return CanvasSnapshotStrategies.screen(
        controller, on: config, size: nil, traits: traits,
        systemChrome: systemChrome)
    case .fixed(let width, let height):
      config = ViewImageConfig(
        safeArea: .zero, size: CGSize(width: width, height: height),
        traits: config.traits)
    case .sizeThatFits:
      config = ViewImageConfig(
        safeArea: .zero, size: nil, traits: config.traits)
      controller.view.traitCollection = drawingTraits(config.traits, traits)
      if let host = controller as? UIHostingController<AnyView> {
        host.safeAreaRegions = []
        config.size = host.sizeThatFits(in: .zero)
      } else {
        config.size = controller.view.systemLayoutSizeFitting(
          UIView.layoutFittingCompressedSize)
      }
    }
    return CanvasSnapshotStrategies.screen(
      controller, on: config, size: nil, traits: traits)
  }
}

extension Snapshotting where Value == Preview, Format == UIImage {
  /// A PNG of the preview as Xcode's canvas lays it out, in the window
  /// swift-snapshot-testing draws on iOS: on `device` (or the device its
  /// traits name), at the view's own size, or in its fixed box, in
  /// `colorScheme` unless the preview sets one.
  ///
  /// - Parameters:
  ///   - device: The device a preview of the device's screen is drawn on.
  ///   - colorScheme: Light or dark.
  ///   - precision: The share of pixels that must match, from 0 to 1.
  ///   - perceptualPrecision: How close a pixel's colour must be to count
  ///     as matching, from 0 to 1.
  ///   - traits: Traits over the device's.
  /// - Returns: The strategy.
  public static func image(
    on device: ViewImageConfig = .iPhone13, colorScheme: ColorScheme = .light,
    precision: Float = 1, perceptualPrecision: Float = 1,
    traits: UITraitCollection = .init()
  ) -> Snapshotting {
    pngStrategy(precision: precision, perceptualPrecision: perceptualPrecision)
    { preview in
      preview.screen(
        on: device, colorScheme: colorScheme, traits: traits,
        systemChrome: false)
    }
  }
}

/// The names of `previews`' images: a preview's name, else its file's (or
/// provider's) name and its place among that file's previews, from 1;
/// made unique by a count where two would meet.
@MainActor func imageNames(of previews: [Preview]) -> [String] {
  var places: [String: Int] = [:]
  var used: [String: Int] = [:]
  return previews.map { preview in
    let file = preview.source.file
    // `Module/File.swift` gives `File`; `Module.Card_Previews`,
    // `Card_Previews`.
    let last = file.split(separator: "/").last ?? "Preview"
    let stem =
      last.hasSuffix(".swift")
      ? String(last.dropLast(6))
      : String(last.split(separator: ".").last ?? last)
    places[file, default: 0] += 1
    var name = preview.displayName ?? "\(stem)-\(places[file] ?? 1)"
    used[name, default: 0] += 1
    if let count = used[name], count > 1 { name += "-\(count)" }
    return name
  }
}

/// Asserts an image of each of `provider`'s previews (each view of its
/// `previews`) on `device` in each of `colorSchemes`, named by the
/// preview's `previewDisplayName` or its place (`1`, `2`, …), with
/// `-dark` after a dark image's name.
///
/// One call covers a provider: a preview added later gets its reference
/// the first time the test runs, as swift-snapshot-testing records any
/// missing one.
///
/// - Parameters:
///   - provider: The preview provider, such as `CardView_Previews.self`.
///   - device: The device previews of the device's screen are drawn on.
///   - colorSchemes: The schemes each preview is drawn in, unless it
///     sets its own with `preferredColorScheme`.
///   - precision: The share of pixels that must match, from 0 to 1.
///   - perceptualPrecision: How close a pixel's colour must be to count as
///     matching, from 0 to 1.
///   - record: Whether to record the references anew.
///   - fileID: The file the assertion is in, for the references' folder.
///   - filePath: The file's path, beside which `__Snapshots__` is.
///   - testName: The test's name, which the images' names start with.
///   - line: The line a failure is reported at.
///   - column: The column a failure is reported at.
public func assertSnapshots(
  of provider: any PreviewProvider.Type, on device: ViewImageConfig = .iPhone13,
  colorSchemes: [ColorScheme] = [.light], precision: Float = 1,
  perceptualPrecision: Float = 1,
  record: SnapshotTestingConfiguration.Record? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  nonisolated(unsafe) let provider = provider
  let previews = onMainActor { PreviewCatalog.previews(of: provider) }
  assertSnapshots(
    ofEach: previews, on: device, colorSchemes: colorSchemes,
    precision: precision, perceptualPrecision: perceptualPrecision,
    record: record, fileID: fileID, filePath: filePath, testName: testName,
    line: line, column: column)
}

/// Asserts an image of each `#Preview` and each preview provider's preview
/// in `scope` (a module, such as `"MyFeature"`, or one file as `#fileID`
/// spells it, `"MyFeature/CardView.swift"`), named by the preview's name or
/// its file and its place there (`CardView-1`), with `-dark` after a dark
/// image's name.
///
/// The previews are every one compiled into the test's program (its
/// targets and their dependencies): nothing to list by hand.
///
/// - Parameters:
///   - scope: A module's name or a file's `#fileID`.
///   - device: The device previews of the device's screen are drawn on.
///   - colorSchemes: The schemes each preview is drawn in, unless it
///     sets its own with `preferredColorScheme`.
///   - precision: The share of pixels that must match, from 0 to 1.
///   - perceptualPrecision: How close a pixel's colour must be to count as
///     matching, from 0 to 1.
///   - record: Whether to record the references anew.
///   - fileID: The file the assertion is in, for the references' folder.
///   - filePath: The file's path, beside which `__Snapshots__` is.
///   - testName: The test's name, which the images' names start with.
///   - line: The line a failure is reported at.
///   - column: The column a failure is reported at.
public func assertSnapshots(
  ofPreviewsIn scope: String, on device: ViewImageConfig = .iPhone13,
  colorSchemes: [ColorScheme] = [.light], precision: Float = 1,
  perceptualPrecision: Float = 1,
  record: SnapshotTestingConfiguration.Record? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  let previews = onMainActor {
    PreviewCatalog.previews.filter { $0.source.isIn(scope) }
  }
  if previews.isEmpty {
    SnapshotIssue.report(
      "No previews in '\(scope)': name a module or a file as #fileID spells it (Module/File.swift)",
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
  assertSnapshots(
    ofEach: previews, on: device, colorSchemes: colorSchemes,
    precision: precision, perceptualPrecision: perceptualPrecision,
    record: record, fileID: fileID, filePath: filePath, testName: testName,
    line: line, column: column)
}

extension PreviewSource {
  /// Whether the preview is in the module or file `scope` names.
  func isIn(_ scope: String) -> Bool {
    file == scope || file.hasPrefix(scope + "/") || file.hasPrefix(scope + ".")
  }
}

private func assertSnapshots(
  ofEach previews: [Preview], on device: ViewImageConfig,
  colorSchemes: [ColorScheme], precision: Float, perceptualPrecision: Float,
  record: SnapshotTestingConfiguration.Record?, fileID: StaticString,
  filePath: StaticString, testName: String, line: UInt, column: UInt
) {
  let previews = previews
  let names = onMainActor { imageNames(of: previews) }
  for (preview, name) in zip(previews, names) {
    let schemes = onMainActor { preview.colorScheme.map { [$0] } }
    for scheme in schemes ?? colorSchemes {
      assertSnapshot(
        of: preview,
        as: .image(
          on: device, colorScheme: scheme, precision: precision,
          perceptualPrecision: perceptualPrecision),
        named: scheme == .dark ? name + "-dark" : name, record: record,
        fileID: fileID, file: filePath, testName: testName, line: line,
        column: column)
    }
  }
}
