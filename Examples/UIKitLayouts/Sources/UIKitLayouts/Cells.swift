import UIKit

/// A photo with its caption: the picture as tall as the masonry layout's
/// attributes say, filled and cut to rounded corners, the caption under it.
public final class PhotoCell: UICollectionViewCell {
  /// The photo.
  public let picture = UIImageView(frame: .zero)
  /// The caption.
  public let caption = UILabel(frame: .zero)
  private var pictureHeight: CGFloat = 0

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .white
    contentView.layer.cornerRadius = 10
    contentView.layer.borderWidth = 1
    contentView.layer.borderColor = UIColor.separator.cgColor
    picture.layer.cornerRadius = 10
    picture.contentMode = .scaleAspectFill
    picture.clipsToBounds = true
    caption.font = .systemFont(ofSize: 13, weight: .semibold)
    caption.textColor = .darkGray
    contentView.addSubview(picture)
    contentView.addSubview(caption)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  public override func apply(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) {
    super.apply(layoutAttributes)
    // A masonry cell's picture is as tall as its attributes say; any
    // other leaves room for one line of caption.
    pictureHeight =
      (layoutAttributes as? MasonryAttributes)?.pictureHeight
      ?? max(0, layoutAttributes.size.height - 32)
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let bounds = contentView.bounds
    picture.frame = CGRect(
      x: 0, y: 0, width: bounds.width, height: pictureHeight)
    caption.frame = CGRect(
      x: 10, y: pictureHeight, width: bounds.width - 20,
      height: bounds.height - pictureHeight)
  }
}

/// A rounded tag with its text centred.
public final class TagCell: UICollectionViewCell {
  /// The tag's text.
  public let title = UILabel(frame: .zero)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
    contentView.layer.cornerRadius = 16
    title.font = .systemFont(ofSize: 14, weight: .medium)
    title.textColor = .systemBlue
    title.textAlignment = .center
    contentView.addSubview(title)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    title.frame = contentView.bounds
  }
}
