import CanvasUIKit
import CoreGraphics
import Foundation

// SwiftUI's attributes of an `AttributedString`, so code that sets
// `string.foregroundColor = .red` or `string[range].font = .headline`
// compiles and `Text(string)` draws them. Foundation on Linux has the
// attributed string and its `link`, not SwiftUI's scope.

extension AttributeScopes {
  /// The attributes SwiftUI's text draws, as SwiftUI's scope.
  public struct SwiftUIAttributes: AttributeScope {
    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let kern: KerningAttribute
    public let tracking: TrackingAttribute
    public let baselineOffset: BaselineOffsetAttribute
    public let foundation: FoundationAttributes

    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "SwiftUI.Font"
    }
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.ForegroundColor"
    }
    /// Kept; text is drawn on its view's background.
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.BackgroundColor"
    }
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.StrikethroughStyle"
    }
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.UnderlineStyle"
    }
    public enum KerningAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Kern"
    }
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Tracking"
    }
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.BaselineOffset"
    }
  }

  /// SwiftUI's attributes.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension TextRunStyle {
  /// The style SwiftUI's attributes in `attributes` give a run.
  init(attributes: AttributeContainer) {
    typealias Scope = AttributeScopes.SwiftUIAttributes
    self.init(
      font: attributes[Scope.FontAttribute.self],
      color: attributes[Scope.ForegroundColorAttribute.self],
      kerning: attributes[Scope.KerningAttribute.self],
      tracking: attributes[Scope.TrackingAttribute.self],
      underline: attributes[Scope.UnderlineStyleAttribute.self].map {
        TextDecoration(isActive: true, color: $0.color)
      },
      strikethrough: attributes[Scope.StrikethroughStyleAttribute.self].map {
        TextDecoration(isActive: true, color: $0.color)
      },
      baselineOffset: attributes[Scope.BaselineOffsetAttribute.self],
      link: attributes[AttributeScopes.FoundationAttributes.LinkAttribute.self]
    )
  }
}
