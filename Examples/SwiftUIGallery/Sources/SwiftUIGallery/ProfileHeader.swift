import SwiftUI

/// A profile's header: an avatar in a ring of colour, a name and handle,
/// and three counts aligned on their numbers' baselines.
public struct ProfileHeader: View {
  let name: String
  let handle: String
  let counts: [(value: String, label: String)]

  public init(name: String, handle: String, counts: [(String, String)]) {
    self.name = name
    self.handle = handle
    self.counts = counts.map { (value: $0.0, label: $0.1) }
  }

  public var body: some View {
    VStack(spacing: 16) {
      ZStack {
        Circle()
          .fill(
            AngularGradient(
              colors: [.pink, .orange, .yellow, .pink], center: .center)
          )
          .frame(width: 104, height: 104)
        Circle().fill(Color.white).frame(width: 96, height: 96)
        Circle()
          .fill(
            LinearGradient(
              colors: [.indigo, .blue], startPoint: .top, endPoint: .bottom)
          )
          .frame(width: 88, height: 88)
          .overlay {
            Text(String(name.prefix(1)))
              .font(.system(size: 40, weight: .bold))
              .foregroundStyle(.white)
          }
      }
      VStack(spacing: 2) {
        Text(name).font(.title2.bold())
        Text(handle).font(.subheadline).foregroundStyle(.secondary)
      }
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        ForEach(counts.indices, id: \.self) { index in
          VStack(spacing: 2) {
            Text(counts[index].value).font(.headline)
            Text(counts[index].label).font(.caption).foregroundStyle(.secondary)
          }
          .frame(maxWidth: .infinity)
        }
      }
      .padding(.vertical, 12)
      .background(
        RoundedRectangle(cornerRadius: 12).fill(
          Color(uiColor: .secondarySystemBackground)))
    }
    .padding(24)
  }
}

struct ProfileHeader_Previews: PreviewProvider {
  static var previews: some View {
    let counts = [
      ("1,204", "Posts"), ("48.2k", "Followers"), ("310", "Following"),
    ]
    Group {
      ProfileHeader(name: "Ada Lovelace", handle: "@ada", counts: counts)
        .previewLayout(.fixed(width: 390, height: 330))
        .previewDisplayName("Profile")
      ProfileHeader(name: "Ada Lovelace", handle: "@ada", counts: counts)
        .previewLayout(.fixed(width: 844, height: 330))
        .previewDisplayName("Profile, wide")
    }
  }
}
