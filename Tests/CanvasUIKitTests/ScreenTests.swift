import CanvasCairo
import CanvasRendering
import CanvasTestSupport
import CollectionLayout
import Foundation
import Testing

@testable import CanvasUIKit

/// Screens as UIKit shows them: the appearance calls in order, navigation
/// bars and the safe area they leave, scroll views starting below the
/// bars, and what the screen draws.
@MainActor @Suite struct ScreenTests {
  /// A controller that records UIKit's calls to it.
  final class Recorder: UIViewController {
    var calls: [String] = []
    override func loadView() {
      calls.append("loadView")
      super.loadView()
    }
    override func viewDidLoad() { calls.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) {
      calls.append("viewWillAppear")
    }
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
      calls.append("traitCollectionDidChange")
    }
    override func viewWillLayoutSubviews() {
      calls.append("viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
      calls.append("viewDidLayoutSubviews")
    }
    override func viewDidAppear(_ animated: Bool) {
      calls.append("viewDidAppear")
    }
  }

  private let iPhone13 = (
    size: CGSize(width: 390, height: 844),
    safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  )

  private func show(_ controller: UIViewController, dark: Bool = false)
    -> ScreenCanvas
  {
    ScreenCanvas(
      controller, size: iPhone13.size, safeArea: iPhone13.safeArea,
      traits: UITraitCollection(
        displayScale: 3, userInterfaceStyle: dark ? .dark : .light))
  }

  /// A controller is loaded once, then told it appears, lays out and
  /// appeared, in UIKit's order.
  @Test func appearanceCallsComeInUIKitsOrder() {
    let controller = Recorder()
    #expect(!controller.isViewLoaded)
    _ = show(controller)
    #expect(
      controller.calls.prefix(7) == [
        "loadView", "viewDidLoad", "viewWillAppear",
        "traitCollectionDidChange", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "viewDidAppear",
      ])
    #expect(controller.calls.filter { $0 == "loadView" }.count == 1)
    #expect(controller.view.frame.size == iPhone13.size)
  }

  /// Under a navigation bar, the safe area's top is the status bar's 47
  /// points and the bar's 44, or 96 with a large title; the title comes
  /// from the controller when its item has none.
  @Test func navigationBarsLeaveTheSafeArea() {
    let inline = Recorder()
    inline.title = "Inbox"
    let stack = UINavigationController(rootViewController: inline)
    _ = show(stack)
    #expect(inline.navigationController === stack)
    #expect(inline.navigationItem.title == "Inbox")
    #expect(
      inline.view.safeAreaInsets
        == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    #expect(inline.calls.contains("viewDidAppear"))

    let large = Recorder()
    let largeStack = UINavigationController(rootViewController: large)
    largeStack.navigationBar.prefersLargeTitles = true
    _ = show(largeStack)
    #expect(large.view.safeAreaInsets.top == 143)
    large.navigationItem.largeTitleDisplayMode = .never
    _ = show(largeStack)
    #expect(large.view.safeAreaInsets.top == 91)

    let pushed = Recorder()
    stack.pushViewController(pushed, animated: true)
    #expect(stack.topViewController === pushed)
    #expect(stack.viewControllers.count == 2)
    #expect(stack.popViewController(animated: true) === pushed)
    #expect(stack.popViewController(animated: true) == nil)
  }

  /// A subview's safe area is the part of it outside its superview's;
  /// its margins are measured from it.
  @Test func safeAreaReachesSubviews() {
    let root = UIView(frame: CGRect(origin: .zero, size: iPhone13.size))
    root.screenSafeArea = UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0)
    let banner = UIView(frame: CGRect(x: 0, y: 50, width: 390, height: 100))
    root.addSubview(banner)
    #expect(
      banner.safeAreaInsets
        == UIEdgeInsets(top: 41, left: 0, bottom: 0, right: 0))
    banner.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    #expect(banner.effectiveLayoutMargins.top == 49)
    banner.insetsLayoutMarginsFromSafeArea = false
    #expect(banner.effectiveLayoutMargins.top == 8)
  }

  final class ListController: UIViewController {
    var collectionView: UICollectionView?
    override func viewDidLoad() {
      let list = UICollectionView(
        frame: view.bounds,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
      )
      list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(list)
      let registration = UICollectionView.CellRegistration<
        UICollectionViewListCell, String
      > { cell, _, text in
        var content = cell.defaultContentConfiguration()
        content.text = text
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
      }
      let source = UICollectionViewDiffableDataSource<Int, String>(
        collectionView: list
      ) { collectionView, indexPath, text in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: text)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["Wi-Fi", "Bluetooth", "Mobile Data"])
      source.apply(snapshot, animatingDifferences: false)
      dataSource = source
      collectionView = list
      title = "Settings"
    }
    var dataSource: UICollectionViewDiffableDataSource<Int, String>?
  }

  /// A collection view under the bars starts with its content below
  /// them, as UIKit scrolls it when it first appears; the screen draws
  /// the status bar, the large title, the rows and the grouped
  /// background.
  @Test func listsStartBelowTheBars() throws {
    let controller = ListController()
    let stack = UINavigationController(rootViewController: controller)
    stack.navigationBar.prefersLargeTitles = true
    let screen = show(stack)
    let list = try #require(controller.collectionView)
    #expect(list.adjustedContentInset.top == 143)
    #expect(list.contentOffset.y == -143)
    let first = try #require(
      list.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.frame.minY - list.contentOffset.y > 143)
    let scene = screen.scene(measurer: PangoTextMeasurer())
    let labels = scene.labels
    let texts = labels.flatMap(\.lines).map(\.text)
    #expect(texts.contains("9:41"))
    #expect(texts.contains("Settings"))
    #expect(texts.contains("Bluetooth"))
    let title = try #require(
      labels.first { $0.lines.first?.text == "Settings" })
    // The large title sits at the 16-point margin, under the 44-point bar.
    #expect(abs((title.lines.first?.origin.x ?? 0) - 16) < 1)
    #expect((title.lines.first?.origin.y ?? 0) > 91)
    let grouped = UIColor.systemGroupedBackground.color(
      for: UITraitCollection())
    #expect(scene.fills.map(\.color).contains(grouped))
  }

  final class Backdrop: UICollectionReusableView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .systemMint
      layer.cornerRadius = 12
    }
    required init?(coder: NSCoder) { nil }
  }

  /// A decoration view is made from the class its layout registered for
  /// its kind, as UIKit makes it, and drawn as its own code says.
  @Test func decorationViewsComeFromTheirRegisteredClass() {
    let item = NSCollectionLayoutItem(
      layoutSize: .init(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
    let section = NSCollectionLayoutSection(
      group: .vertical(
        layoutSize: .init(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        subitems: [item]))
    section.decorationItems = [.background(elementKind: "backdrop")]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(Backdrop.self, forDecorationViewOfKind: "backdrop")
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 400),
      collectionViewLayout: layout)
    let source = UICollectionViewDiffableDataSource<Int, Int>(
      collectionView: list
    ) {
      _, _, _ in UICollectionViewCell()
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2, 3])
    source.apply(snapshot)
    let scene = ScreenCanvas(list).scene(measurer: PangoTextMeasurer())
    let mint = UIColor.systemMint.color(for: UITraitCollection())
    let backdrops = scene.fills.filter { $0.color == mint }
    #expect(backdrops.count == 1)
    #expect(backdrops.first?.rect.height == 132)
    #expect(abs((backdrops.first?.cornerRadius ?? 0) - 12) < 1e-9)
  }

  /// Buttons as iOS draws them: a filled configuration is its title on
  /// the tint with the medium size's insets; a classic system button is
  /// its title in the tint, 30 points tall; actions run with the button
  /// as sender.
  @Test func buttonsAreDrawnAsIOSDrawsThem() throws {
    var tapped: Any?
    let filled = UIButton(
      configuration: .filled(),
      primaryAction: UIAction(title: "Continue") { tapped = $0.sender })
    let title = try #require(filled.titleLabel)
    filled.frame.size = filled.intrinsicContentSize
    filled.layoutIfNeeded()
    #expect(
      filled.intrinsicContentSize.width
        == (title.intrinsicContentSize.width + 24).rounded(.up))
    #expect(
      filled.intrinsicContentSize.height
        == (title.intrinsicContentSize.height + 14).rounded(.up))
    #expect(title.textColor == .white)
    let scene = ScreenCanvas(filled).scene(measurer: PangoTextMeasurer())
    let blue = UIColor.systemBlue.color(for: UITraitCollection())
    let fills = scene.fills.filter { $0.color == blue }
    #expect(abs((fills.first?.cornerRadius ?? 0) - 6) < 1e-9)
    filled.sendActions(for: .touchUpInside)
    #expect(tapped == nil)
    filled.sendActions(for: .primaryActionTriggered)
    #expect((tapped as? UIButton) === filled)

    let classic = UIButton(type: .system)
    classic.setTitle("Edit", for: .normal)
    classic.setTitle("Editing", for: .selected)
    #expect(classic.intrinsicContentSize.height == 30)
    classic.isSelected = true
    #expect(classic.title(for: classic.state) == "Editing")
    classic.frame.size = classic.intrinsicContentSize
    classic.layoutIfNeeded()
    #expect(classic.titleLabel?.textColor == .systemBlue)
  }

  /// A view tree prints as UIKit's `recursiveDescription` does, without
  /// addresses: six significant digits, `   | ` for each level, and no
  /// newline after the last line (as the references swift-snapshot-testing
  /// records on iOS end).
  @Test func recursiveDescriptionsReadAsUIKits() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let label = UILabel(
      frame: CGRect(x: 0, y: 409, width: 25, height: 61.0 / 3))
    label.text = "the"
    let fill = UIView(frame: root.bounds)
    fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    fill.isHidden = true
    root.addSubview(label)
    root.addSubview(fill)
    #expect(
      RecursiveDescription.text(of: root) == """
        <UIView; frame = (0 0; 390 844); layer = <CALayer>>
           | <UILabel; frame = (0 409; 25 20.3333); text = 'the'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UIView; frame = (0 0; 390 844); hidden = YES; autoresize = W+H; layer = <CALayer>>
        """)
  }

  /// Bar buttons: system items are drawn as iOS words or symbols, actions
  /// run with their sender, menus keep their children.
  @Test func barButtonsActionsAndMenus() {
    #expect(
      UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        .shownTitle == "Done")
    #expect(
      UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        .style == .done)
    #expect(
      UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        .systemSymbolName == "plus")
    var sender: Any?
    let action = UIAction(title: "Reload") { sender = $0.sender }
    let item = UIBarButtonItem(primaryAction: action)
    #expect(item.title == "Reload")
    action.perform(sender: item)
    #expect((sender as? UIBarButtonItem) === item)
    #expect(action.sender == nil)
    let menu = UIMenu(
      title: "More", options: .displayInline, children: [action])
    #expect(menu.children.count == 1 && menu.options == .displayInline)
    #expect(menu.replacingChildren([]).children.isEmpty)
  }

  /// Traits combine as UIKit combines them: what a later collection
  /// specifies wins; what none does takes the default.
  @Test func traitsCombine() {
    let device = UITraitCollection(
      displayScale: 3, horizontalSizeClass: .compact, userInterfaceIdiom: .phone
    )
    let combined = UITraitCollection(traitsFrom: [
      device, UITraitCollection(), UITraitCollection(userInterfaceStyle: .dark),
    ])
    #expect(combined.displayScale == 3)
    #expect(combined.userInterfaceStyle == .dark)
    #expect(combined.horizontalSizeClass == .compact)
    #expect(combined.verticalSizeClass == .unspecified)
    #expect(combined.userInterfaceIdiom == .phone)
    #expect(
      UITraitCollection(traitsFrom: [combined, device]).userInterfaceStyle
        == .light)
  }

  /// Colours from hue, saturation and brightness, and back.
  @Test func coloursFromHueSaturationBrightness() {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (
      0, 0, 0, 0
    )
    UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)
      .getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    #expect(abs(red) < 1e-9 && abs(green - 1) < 1e-9 && abs(blue) < 1e-9)
    UIColor(hue: 0.75, saturation: 0.5, brightness: 0.8, alpha: 1)
      .getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    #expect(
      abs(red - 0.6) < 1e-9 && abs(green - 0.4) < 1e-9 && abs(blue - 0.8) < 1e-9
    )
    var (hue, saturation, brightness): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
    UIColor(red: 0.6, green: 0.4, blue: 0.8, alpha: 1)
      .getHue(
        &hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
    #expect(
      abs(hue - 0.75) < 1e-9 && abs(saturation - 0.5) < 1e-9
        && abs(brightness - 0.8) < 1e-9)
  }

  /// Symbols: a stand-in sized by its configuration, tinted unless drawn
  /// in its own colour; a name without a stand-in draws a placeholder.
  ///
  /// A symbol image is its glyph's shape, as SF Symbols' are: a star about
  /// as wide as tall within body text's 21-point symbol size, a chevron
  /// much taller than wide.
  @Test func symbolsHaveStandIns() throws {
    let star = try #require(UIImage(systemName: "star.fill"))
    #expect(star.isSymbolImage)
    #expect(star.size.width <= 21 && star.size.height <= 21)
    #expect(abs(star.size.width - star.size.height) < star.size.height * 0.15)
    let chevron = try #require(UIImage(systemName: "chevron.right"))
    #expect(chevron.size.height > 1.4 * chevron.size.width)
    #expect(UIImageView(image: chevron).intrinsicContentSize == chevron.size)
    let large = star.withConfiguration(
      UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large))
    #expect(large.size.width > star.size.width)
    let red = star.withTintColor(.systemRed)
    #expect(red.renderingMode == .alwaysOriginal)
    let unknown = try #require(UIImage(systemName: "no.such.symbol"))
    #expect(unknown.symbol?.codePoint == SymbolStandIns.placeholder)
    #expect(SymbolStandIns.codePoints.count >= 200)
    let view = UIImageView(image: star)
    view.preferredSymbolConfiguration = .init(textStyle: .largeTitle)
    #expect(view.intrinsicContentSize.width > star.size.width)
  }
}
