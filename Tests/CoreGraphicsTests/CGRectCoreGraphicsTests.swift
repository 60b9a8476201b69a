import CoreGraphics
import Testing

/// Core Graphics' rectangle semantics, as Apple's `CGGeometry` documents
/// them, on the rectangles UIKit layouts make: infinite on one axis, the
/// null rectangle, the infinite rectangle, negative sizes.
@Suite struct CGRectCoreGraphicsTests {
  /// A row as layouts query it: infinite across, `h` tall at `y`.
  let row = CGRect(x: -.infinity, y: 10, width: .infinity, height: 20)
  let cell = CGRect(x: 100, y: 15, width: 50, height: 50)

  @Test func aRowInfiniteAcrossMeetsWhatItCrosses() {
    #expect(row.intersects(cell))
    #expect(cell.intersects(row))
    #expect(
      row.intersection(cell) == CGRect(x: 100, y: 15, width: 50, height: 15))
    // Below the row: no overlap.
    #expect(!row.intersects(CGRect(x: 0, y: 30, width: 10, height: 10)))
    #expect(row.intersection(CGRect(x: 0, y: 31, width: 10, height: 10)).isNull)
    #expect(!row.isNull && !row.isInfinite && !row.isEmpty)
  }

  @Test func theNullRectangle() {
    let null = CGRect.null
    #expect(null.isNull && null.isEmpty && !null.isInfinite)
    #expect(null.origin.x == .infinity && null.size == .zero)
    #expect(!null.intersects(cell) && !cell.intersects(null))
    #expect(null.union(cell) == cell && cell.union(null) == cell)
    #expect(!null.contains(CGPoint(x: 0, y: 0)))
    #expect(!cell.contains(null) && !null.contains(cell))
    #expect(null.insetBy(dx: 1, dy: 1).isNull)
    #expect(null.offsetBy(dx: 5, dy: 5).isNull)
    #expect(null.standardized.isNull)
    #expect(null.equalTo(CGRect(x: .infinity, y: 3, width: 9, height: 9)))
  }

  @Test func theInfiniteRectangle() {
    let infinite = CGRect.infinite
    #expect(infinite.isInfinite && !infinite.isNull && !infinite.isEmpty)
    #expect(infinite.width == .greatestFiniteMagnitude)
    #expect(infinite.intersects(cell) && infinite.intersection(cell) == cell)
    #expect(infinite.contains(cell) && !cell.contains(infinite))
    #expect(infinite.contains(CGPoint(x: -1e300, y: 1e300)))
    #expect(infinite.union(cell).isInfinite)
    #expect(infinite.insetBy(dx: 10, dy: 10) == infinite)
    #expect(infinite.offsetBy(dx: 10, dy: 10) == infinite)
    let everywhere = CGRect(
      x: -.infinity, y: -.infinity, width: .infinity, height: .infinity)
    #expect(everywhere.isInfinite)
    #expect(everywhere.intersection(cell) == cell)
  }

  @Test func rectanglesThatOnlyTouchDoNotIntersect() {
    let left = CGRect(x: 0, y: 0, width: 10, height: 10)
    let right = CGRect(x: 10, y: 0, width: 10, height: 10)
    #expect(!left.intersects(right))
    #expect(left.intersection(right).isNull)
    #expect(left.union(right) == CGRect(x: 0, y: 0, width: 20, height: 10))
    // An empty rectangle inside another covers no area of it.
    #expect(!left.intersects(CGRect(x: 5, y: 5, width: 0, height: 0)))
  }

  @Test func negativeSizesAreStandardized() {
    let flipped = CGRect(x: 50, y: 60, width: -20, height: -10)
    #expect(flipped.standardized == CGRect(x: 30, y: 50, width: 20, height: 10))
    #expect(flipped.intersects(CGRect(x: 35, y: 55, width: 1, height: 1)))
    #expect(flipped.contains(CGPoint(x: 30, y: 50)))
    #expect(!flipped.contains(CGPoint(x: 50, y: 60)))
    #expect(flipped.equalTo(CGRect(x: 30, y: 50, width: 20, height: 10)))
    #expect(
      flipped.insetBy(dx: 2, dy: 1)
        == CGRect(x: 32, y: 51, width: 16, height: 8))
  }

  @Test func containsTakesMinimumEdgesButNotMaximumOnes() {
    #expect(cell.contains(CGPoint(x: 100, y: 15)))
    #expect(!cell.contains(CGPoint(x: 150, y: 40)))
    #expect(!cell.contains(CGPoint(x: 120, y: 65)))
    #expect(cell.contains(cell))
    #expect(row.contains(CGPoint(x: -1e300, y: 10)))
    #expect(row.contains(CGRect(x: 5, y: 12, width: 1e9, height: 1)))
  }

  @Test func insetPastTheMiddleIsNull() {
    #expect(cell.insetBy(dx: 26, dy: 0).isNull)
    #expect(
      cell.insetBy(dx: 25, dy: 25) == CGRect(x: 125, y: 40, width: 0, height: 0)
    )
    #expect(
      cell.insetBy(dx: -5, dy: -5)
        == CGRect(x: 95, y: 10, width: 60, height: 60))
  }

  @Test func unionsTakeEmptyRectanglesOrigins() {
    let point = CGRect(x: 0, y: 0, width: 0, height: 0)
    #expect(point.union(cell) == CGRect(x: 0, y: 0, width: 150, height: 65))
  }

  @Test func literalsResolveToCGFloatAsOnApplePlatforms() {
    let unbounded = CGSize(width: 100, height: .greatestFiniteMagnitude)
    #expect(unbounded.height == CGFloat.greatestFiniteMagnitude)
    let infinite = CGSize(width: 1, height: .infinity)
    #expect(infinite.height.isInfinite)
    let point = CGPoint(x: .infinity, y: 0)
    #expect(point.x.isInfinite)
    let rect = CGRect(x: -.infinity, y: 0, width: .infinity, height: 1)
    #expect(rect.width.isInfinite)
    #expect(rect.intersects(CGRect(x: 1e12, y: 0, width: 1, height: 1)))
    let double: Double = 2.5
    #expect(CGSize(width: double, height: double).width == 2.5)
  }
}

/// `CGAffineTransform.inverted()`, as Apple documents it: the transform
/// that undoes this one, or this one when it cannot be inverted.
@Suite struct AffineInverseTests {
  @Test func anInverseUndoesTheTransform() {
    let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 3)
      .translatedBy(x: 5, y: -4)
    let p = CGPoint(x: 12, y: -7)
    let back = p.applying(t).applying(t.inverted())
    #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
  }

  @Test func aFlatteningTransformIsItsOwnInverse() {
    let flat = CGAffineTransform(scaleX: 0, y: 1)
    #expect(flat.inverted() == flat)
  }
}
