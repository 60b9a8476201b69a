import Foundation
import UIKit

/// A web page in Safari's controller, as SafariServices'
/// `SFSafariViewController`: drawn at rest as a blank page under its bar,
/// the page's host in the bar's middle and a Done button in the tint, as
/// iOS shows one before the page loads (no web content is fetched).
open class SFSafariViewController: UIViewController {
  /// The page shown.
  public let url: URL
  /// The bar's button colour.
  open var preferredControlTintColor: UIColor?
  /// The bar's colour.
  open var preferredBarTintColor: UIColor?

  /// How the bar dismisses the controller.
  public enum DismissButtonStyle: Int, Sendable {
    case done, close, cancel
  }
  open var dismissButtonStyle = DismissButtonStyle.done

  /// The controller's settings.
  open class Configuration {
    public var entersReaderIfAvailable = false
    public var barCollapsingEnabled = true
    public init() {}
  }

  public init(url: URL, configuration: Configuration = Configuration()) {
    self.url = url
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { nil }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let bar = UINavigationBar()
    bar.translatesAutoresizingMaskIntoConstraints = false
    let item = UINavigationItem(title: url.host ?? url.absoluteString)
    let title: String =
      switch dismissButtonStyle {
      case .done: "Done"
      case .close: "Close"
      case .cancel: "Cancel"
      }
    item.leftBarButtonItem = UIBarButtonItem(
      title: title, style: .done, target: nil, action: nil)
    bar.items = [item]
    if let tint = preferredControlTintColor { bar.tintColor = tint }
    if let color = preferredBarTintColor { bar.barTintColor = color }
    view.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
  }
}
