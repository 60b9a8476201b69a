import CoreGraphics
import Foundation

/// An effect a visual effect view applies, as UIKit's `UIVisualEffect`.
open class UIVisualEffect: NSObject, @unchecked Sendable {
  // Unchecked because open: subclasses keep lets of Sendable values.
}

/// A blur of what lies behind, as UIKit's `UIBlurEffect`.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  /// The blur's look.
  public enum Style: Int, Sendable {
    case extraLight, light, dark
    case regular = 4
    case prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial
    case systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight
    case systemMaterialLight, systemThickMaterialLight
    case systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark
    case systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
  }

  /// The blur's look.
  public let style: Style

  /// A blur of `style`.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// The tint drawn for the material: its colour over white (light) or
  /// black (dark), more opaque the thicker the material, the bars'
  /// chrome being `#F9F9F9` or `#1D1D1D` at 94 %.
  var tint: UIColor {
    func material(_ opacity: CGFloat, dark: Bool?) -> UIColor {
      let light = UIColor(white: 0.976, alpha: opacity)
      let darkColor = UIColor(white: 0.114, alpha: opacity)
      switch dark {
      case true?: return darkColor
      case false?: return light
      case nil:
        return UIColor(dynamicProvider: {
          $0.userInterfaceStyle == .dark ? darkColor : light
        })
      }
    }
    switch style {
    case .extraLight: return material(0.8, dark: false)
    case .light: return material(0.55, dark: false)
    case .dark: return material(0.75, dark: true)
    case .regular, .systemMaterial: return material(0.75, dark: nil)
    case .prominent, .systemThickMaterial: return material(0.88, dark: nil)
    case .systemUltraThinMaterial: return material(0.35, dark: nil)
    case .systemThinMaterial: return material(0.55, dark: nil)
    case .systemChromeMaterial: return material(0.94, dark: nil)
    case .systemUltraThinMaterialLight: return material(0.35, dark: false)
    case .systemThinMaterialLight: return material(0.55, dark: false)
    case .systemMaterialLight: return material(0.75, dark: false)
    case .systemThickMaterialLight: return material(0.88, dark: false)
    case .systemChromeMaterialLight: return material(0.94, dark: false)
    case .systemUltraThinMaterialDark: return material(0.35, dark: true)
    case .systemThinMaterialDark: return material(0.55, dark: true)
    case .systemMaterialDark: return material(0.75, dark: true)
    case .systemThickMaterialDark: return material(0.88, dark: true)
    case .systemChromeMaterialDark: return material(0.94, dark: true)
    }
  }
}

/// How vibrant content is drawn, as UIKit's `UIVibrancyEffectStyle`.
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill
  case secondaryFill, tertiaryFill, separator
}

/// Content made vibrant over a blur, as UIKit's `UIVibrancyEffect`: its
/// content is drawn as it is.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
  /// The blur it goes over.
  public let blurEffect: UIBlurEffect
  /// Its style.
  public let style: UIVibrancyEffectStyle

  /// Vibrancy over `blurEffect`.
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle = .label) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }
}

/// A view that blurs what lies behind it, as UIKit's `UIVisualEffectView`.
///
/// A still image here has no blur of what lies behind a view: a blur is
/// drawn as its material's tint, translucent over the content behind
/// (see ``UIBlurEffect``); vibrancy draws its content as it is. Subviews
/// go in ``contentView``, as UIKit asks.
open class UIVisualEffectView: UIView {
  /// The effect: a blur's tint is drawn behind the content view.
  open var effect: UIVisualEffect? {
    didSet { setNeedsDisplay() }
  }
  /// The view that holds the subviews.
  public let contentView = UIView()

  /// A view applying `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addContentView()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addContentView()
  }

  private func addContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Keeps the content view over the bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }

  /// Draws the blur's tint.
  open override func draw(_ rect: CGRect) {
    guard let blur = effect as? UIBlurEffect,
      let context = UIGraphicsGetCurrentContext()
    else { return }
    context.setFillColor(blur.tint.resolvedColor(with: traitCollection).cgColor)
    context.fill(bounds)
  }
}
