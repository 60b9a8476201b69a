import CollectionLayout
import Foundation
import Testing

/// The one row geometry every list row shares, checked by its arithmetic:
/// parts from the margins in, accessories from the edges in, and right to
/// left the mirror image of left to right, as UIKit flips leading and
/// trailing.
@Suite struct ListRowLayoutTests {
  private let bounds = CGRect(x: 0, y: 0, width: 390, height: 44)

  /// A value row: the picture at the leading margin, the secondary text
  /// at the trailing margin as wide as it needs, the text in between,
  /// 8 points short of it.
  @Test func aValueRowsParts() throws {
    let layout = ListRowLayout(
      imageSize: CGSize(width: 29, height: 29), arrangement: .sideBySide)
    let parts = layout.parts(
      in: bounds, text: 20, secondaryText: CGSize(width: 60, height: 20))
    #expect(parts.image == CGRect(x: 16, y: 7.5, width: 29, height: 29))
    let secondary = try #require(parts.secondaryText)
    #expect(secondary.maxX == 374 && secondary.width == 60)
    let text = try #require(parts.text)
    #expect(text.minX == 61 && text.maxX == secondary.minX - 8)
    #expect(layout.height(text: 20, secondaryText: 20) == 44)
  }

  /// Stacked texts are centred down the row together, 3 points apart.
  @Test func stackedTextsAreCentredTogether() throws {
    let layout = ListRowLayout()
    let parts = layout.parts(
      in: CGRect(x: 0, y: 0, width: 390, height: 60), text: 20,
      secondaryText: CGSize(width: 358, height: 16))
    let text = try #require(parts.text)
    let secondary = try #require(parts.secondaryText)
    #expect(text.minY == 30 - 39.0 / 2)
    #expect(secondary.minY == text.maxY + 3)
    // 11 + 20 + 3 + 16 + 11.
    #expect(layout.height(text: 20, secondaryText: 16) == 61)
  }

  /// Right to left, every part and accessory is the mirror image.
  @Test func rightToLeftIsTheMirrorImage() {
    var layout = ListRowLayout(
      imageSize: CGSize(width: 29, height: 29), arrangement: .sideBySide)
    let ltr = layout.parts(
      in: bounds, text: 20, secondaryText: CGSize(width: 60, height: 20))
    let ltrAccessories = layout.accessoryFrames(
      leading: [CGSize(width: 22, height: 22)],
      trailing: [CGSize(width: 8, height: 14), CGSize(width: 20, height: 20)],
      in: bounds, indent: 10)
    let ltrContent = layout.contentFrame(
      leading: [CGSize(width: 22, height: 22)],
      trailing: [CGSize(width: 8, height: 14)], in: bounds)
    layout.isRightToLeft = true
    func mirror(_ rect: CGRect?) -> CGRect? {
      rect.map {
        CGRect(x: 390 - $0.maxX, y: $0.minY, width: $0.width, height: $0.height)
      }
    }
    let rtl = layout.parts(
      in: bounds, text: 20, secondaryText: CGSize(width: 60, height: 20))
    #expect(rtl.image == mirror(ltr.image))
    #expect(rtl.text == mirror(ltr.text))
    #expect(rtl.secondaryText == mirror(ltr.secondaryText))
    let rtlAccessories = layout.accessoryFrames(
      leading: [CGSize(width: 22, height: 22)],
      trailing: [CGSize(width: 8, height: 14), CGSize(width: 20, height: 20)],
      in: bounds, indent: 10)
    #expect(
      rtlAccessories.leading == ltrAccessories.leading.map { mirror($0)! })
    #expect(
      rtlAccessories.trailing == ltrAccessories.trailing.map { mirror($0)! })
    #expect(
      layout.contentFrame(
        leading: [CGSize(width: 22, height: 22)],
        trailing: [CGSize(width: 8, height: 14)], in: bounds)
        == mirror(ltrContent))
  }

  /// Accessories run from each edge in, 8 points apart; the content
  /// between them starts its text a margin after the leading ones and
  /// ends it a spacing before the trailing ones.
  @Test func accessoriesAndTheContentBetweenThem() {
    let layout = ListRowLayout()
    let frames = layout.accessoryFrames(
      leading: [CGSize(width: 22, height: 22)],
      trailing: [CGSize(width: 8, height: 14), CGSize(width: 20, height: 20)],
      in: bounds)
    #expect(frames.leading == [CGRect(x: 16, y: 11, width: 22, height: 22)])
    #expect(
      frames.trailing == [
        CGRect(x: 366, y: 15, width: 8, height: 14),
        CGRect(x: 338, y: 12, width: 20, height: 20),
      ])
    let content = layout.contentFrame(
      leading: [CGSize(width: 22, height: 22)],
      trailing: [CGSize(width: 8, height: 14)], in: bounds)
    // With the content's own 16-point margins, its text starts a margin
    // after the leading accessory and ends a spacing before the trailing.
    #expect(content.minX + 16 == 54)
    #expect(content.maxX - 16 == 358)
  }
}
