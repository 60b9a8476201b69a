import CollectionLayout
import Foundation
import Testing

/// A section's last line as UIKit lays it out.
///
/// ``LineAlignment/automatic`` is the default of `lastRowAlignment`. Sources: openradar.me/20825965 ("Last
/// line layout is not justified … the case since iOS 6"; the last row is
/// left-aligned when sizes are not uniform); PSTCollectionView's
/// `PSTGridLayoutRow.m`, which re-created UIKit's flow layout by comparing
/// with it (the last row's items are laid out "like they would have been
/// placed on a full row"); AlignedCollectionViewFlowLayout's documentation
/// (a line of one item that the next does not fit is centred).
@Suite struct LineAlignmentTests {
  let item = CGSize(width: 100, height: 40)

  /// 350 wide, three 100s a line: a full line's spacing is
  /// (350 − 300) / 2 = 25, so columns start at 0, 125 and 250.
  @Test func uniformLastLineStaysUnderTheColumns() {
    let layout = FlowLayout().prepare(
      in: context(width: 350, sections: [Array(repeating: item, count: 5)]))
    #expect(cellFrames(layout).map(\.minX) == [0, 125, 250, 0, 125])
    #expect(cellFrames(layout).map(\.minY) == [0, 0, 0, 50, 50])
    expectInvariants(layout)
  }

  /// One item with room for two more beside it: the first column.
  @Test func aSingleItemSectionStartsAtTheLeadingInset() {
    var flow = FlowLayout()
    flow.sectionInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 10)
    let layout = flow.prepare(in: context(width: 350, sections: [[item]]))
    #expect(cellFrames(layout).map(\.minX) == [20])
  }

  /// Mixed sizes: 100 + 10 + 100 + 10 + 100 = 320 fills the first line (60
  /// more would need 390); the last line is packed at the minimum spacing,
  /// 0 and 60 + 10 = 70.
  @Test func mixedLastLineIsPackedFromTheLeadingInset() {
    let widths: [CGFloat] = [100, 100, 100, 60, 70]
    let layout = FlowLayout().prepare(
      in: context(
        width: 350,
        sections: [widths.map { CGSize(width: $0, height: 40) }]))
    #expect(cellFrames(layout).map(\.minX) == [0, 125, 250, 0, 70])
  }

  /// A last line that another item of its last item's size would not fit
  /// in is full, and justified like any other: 100 + 10 + 200 = 310 in
  /// 320, another 200 would not fit; spacing (320 − 300) = 20.
  @Test func aFullLastLineIsJustified() {
    let widths: [CGFloat] = [100, 100, 100, 100, 200]
    let layout = FlowLayout().prepare(
      in: context(
        width: 320,
        sections: [widths.map { CGSize(width: $0, height: 40) }]))
    #expect(cellFrames(layout).suffix(2).map(\.minX) == [0, 120])
  }

  /// Horizontal scrolling: the same rule down the columns.
  ///
  /// 350 high, three
  /// 100s a column at 0, 125 and 250; the last column's two items stay in
  /// the first two rows.
  @Test func horizontalLastColumnStaysInTheRows() {
    var flow = FlowLayout()
    flow.scrollDirection = .horizontal
    let tall = CGSize(width: 40, height: 100)
    let layout = flow.prepare(
      in: context(
        width: 400, height: 350, sections: [Array(repeating: tall, count: 5)]))
    #expect(cellFrames(layout).map(\.minY) == [0, 125, 250, 0, 125])
    #expect(cellFrames(layout).map(\.minX) == [0, 0, 0, 50, 50])
  }

  /// Right to left mirrors the rule: the last line starts at the right.
  @Test func rightToLeftLastLineStartsAtTheRight() {
    var flow = FlowLayout()
    flow.layoutDirection = .rightToLeft
    let layout = flow.prepare(
      in: context(width: 350, sections: [Array(repeating: item, count: 5)]))
    #expect(cellFrames(layout).map(\.minX) == [250, 125, 0, 250, 125])
  }

  /// With another alignment for full lines, the last line keeps that
  /// line's columns: centred, a full line of three starts at
  /// (350 − 320) / 2 = 15.
  @Test(arguments: [
    (LineAlignment.left, [CGFloat(0), 110, 220, 0, 110]),
    (.center, [15, 125, 235, 15, 125]),
    (.right, [30, 140, 250, 30, 140]),
  ])
  func uniformLastLineFollowsTheRowAlignment(
    rowAlignment: LineAlignment, origins: [CGFloat]
  ) {
    var flow = FlowLayout()
    flow.rowAlignment = rowAlignment
    let layout = flow.prepare(
      in: context(width: 350, sections: [Array(repeating: item, count: 5)]))
    #expect(cellFrames(layout).map(\.minX) == origins)
  }

  /// Each section has its own last line, and its own uniformity.
  @Test func eachSectionDecidesForItself() {
    let mixed = [item, CGSize(width: 60, height: 40)]
    let layout = FlowLayout().prepare(
      in: context(width: 350, sections: [[item, item], mixed]))
    #expect(cellFrames(layout).map(\.minX) == [0, 125, 0, 110])
  }

  /// Zero-length items with zero spacing fit without end; the last line is
  /// then packed rather than placed in an endless line.
  @Test func zeroLengthItemsStayFinite() {
    var flow = FlowLayout()
    flow.minimumInteritemSpacing = 0
    let layout = flow.prepare(
      in: context(
        width: 350,
        sections: [Array(repeating: CGSize(width: 0, height: 10), count: 3)]))
    #expect(cellFrames(layout).map(\.minX) == [0, 0, 0])
    expectInvariants(layout)
  }
}
