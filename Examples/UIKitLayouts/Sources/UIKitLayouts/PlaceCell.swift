import UIKit

/// A list row laid out by Auto Layout, as an app writes one.
///
/// A rounded thumbnail sits at the leading margin, and beside it a stack
/// view of a title and a description that wraps. The row sizes itself: as
/// tall as its text, and never shorter than the thumbnail and its margins
/// (76).
public final class PlaceCell: UICollectionViewCell {
  /// The thumbnail.
  public let thumbnail = UIImageView()
  /// The place's name.
  public let title = UILabel()
  /// A few words about it, on as many lines as they need.
  public let summary = UILabel()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .white
    thumbnail.contentMode = .scaleAspectFill
    thumbnail.clipsToBounds = true
    thumbnail.layer.cornerRadius = 8
    title.font = .preferredFont(forTextStyle: .headline)
    summary.font = .preferredFont(forTextStyle: .subheadline)
    summary.textColor = .secondaryLabel
    summary.numberOfLines = 0
    let text = UIStackView(arrangedSubviews: [title, summary])
    text.axis = .vertical
    text.spacing = 2
    let separator = UIView()
    separator.backgroundColor = .separator
    for view in [thumbnail, text, separator] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 10, leading: 16, bottom: 10, trailing: 16)
    let margins = contentView.layoutMarginsGuide
    // As short as the thumbnail and the text allow: without this the row
    // would keep any height they leave free, such as the estimate.
    let hug = contentView.heightAnchor.constraint(equalToConstant: 0)
    hug.priority = .defaultLow
    NSLayoutConstraint.activate([
      thumbnail.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      thumbnail.topAnchor.constraint(equalTo: margins.topAnchor),
      thumbnail.widthAnchor.constraint(equalToConstant: 56),
      thumbnail.heightAnchor.constraint(equalTo: thumbnail.widthAnchor),
      text.leadingAnchor.constraint(
        equalTo: thumbnail.trailingAnchor, constant: 12),
      text.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      text.topAnchor.constraint(equalTo: margins.topAnchor),
      text.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
      thumbnail.bottomAnchor.constraint(
        lessThanOrEqualTo: margins.bottomAnchor),
      hug,
      separator.leadingAnchor.constraint(equalTo: text.leadingAnchor),
      separator.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      separator.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      separator.heightAnchor.constraint(equalToConstant: 0.5),
    ])
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
