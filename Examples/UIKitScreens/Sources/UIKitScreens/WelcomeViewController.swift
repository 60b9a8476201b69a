import UIKit

/// An onboarding carousel: a paging scroll view whose pages are laid out
/// by constraints to its content layout guide, each as wide as its frame
/// layout guide, and a page control that follows the page shown.
public final class WelcomeViewController: UIViewController, UIScrollViewDelegate
{
  private let pages = UIPageControl()
  private let scrollView = UIScrollView()
  /// The page the carousel opens on.
  public var page = 0

  private let content: [(symbol: String, title: String, text: String)] = [
    ("sparkles", "Welcome", "Everything you listen to, in one place."),
    (
      "arrow.down.circle", "Listen offline",
      "Download albums to play them anywhere."
    ),
    ("person.2", "Share", "Send a song to a friend in two taps."),
  ]

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    scrollView.isPagingEnabled = true
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.delegate = self
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)

    let row = UIStackView(arrangedSubviews: content.map(makePage))
    row.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(row)

    pages.numberOfPages = content.count
    pages.currentPageIndicatorTintColor = .systemBlue
    pages.pageIndicatorTintColor = .systemGray4
    pages.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(pages)

    let frame = scrollView.frameLayoutGuide
    let inside = scrollView.contentLayoutGuide
    var constraints = [
      scrollView.topAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(
        equalTo: pages.topAnchor, constant: -16),
      pages.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      pages.bottomAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
      row.topAnchor.constraint(equalTo: inside.topAnchor),
      row.bottomAnchor.constraint(equalTo: inside.bottomAnchor),
      row.leadingAnchor.constraint(equalTo: inside.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: inside.trailingAnchor),
      row.heightAnchor.constraint(equalTo: frame.heightAnchor),
    ]
    constraints += row.arrangedSubviews.map {
      $0.widthAnchor.constraint(equalTo: frame.widthAnchor)
    }
    NSLayoutConstraint.activate(constraints)
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let offset = CGPoint(x: CGFloat(page) * scrollView.bounds.width, y: 0)
    if scrollView.contentOffset != offset {
      scrollView.setContentOffset(offset, animated: false)
    }
  }

  /// The page control follows the page most in view.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard scrollView.bounds.width > 0 else { return }
    pages.currentPage = Int(
      (scrollView.contentOffset.x / scrollView.bounds.width).rounded())
  }

  private func makePage(
    _ content: (symbol: String, title: String, text: String)
  ) -> UIView {
    let icon = UIImageView(image: UIImage(systemName: content.symbol))
    icon.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
      pointSize: 72)
    icon.tintColor = .systemBlue
    let title = UILabel()
    title.text = content.title
    title.font = .preferredFont(forTextStyle: .largeTitle)
    let text = UILabel()
    text.text = content.text
    text.font = .preferredFont(forTextStyle: .body)
    text.textColor = .secondaryLabel
    text.textAlignment = .center
    text.numberOfLines = 0
    let stack = UIStackView(arrangedSubviews: [icon, title, text])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    let page = UIView()
    page.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerYAnchor.constraint(equalTo: page.centerYAnchor),
      stack.leadingAnchor.constraint(equalTo: page.leadingAnchor, constant: 32),
      stack.trailingAnchor.constraint(
        equalTo: page.trailingAnchor, constant: -32),
    ])
    return page
  }
}
