import SwiftUI

/// A card as travel apps show one: a gradient picture with a badge, a
/// title and a subtitle, a row of facts, on a rounded card (white, dark
/// grey in dark mode) with a shadow.
public struct TripCard: View {
  let title: String
  let subtitle: String
  let nights: Int
  let price: String
  let colors: [Color]

  public init(
    title: String, subtitle: String, nights: Int, price: String,
    colors: [Color]
  ) {
    self.title = title
    self.subtitle = subtitle
    self.nights = nights
    self.price = price
    self.colors = colors
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      LinearGradient(
        colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing
      )
      .frame(height: 120)
      .overlay(alignment: .topTrailing) {
        Text("\(nights) nights")
          .font(.caption.weight(.semibold))
          .foregroundStyle(.white)
          .padding(.horizontal, 8)
          .padding(.vertical, 4)
          .background(Capsule().fill(Color.black.opacity(0.35)))
          .padding(10)
      }
      .overlay(alignment: .bottomLeading) {
        Image(systemName: "airplane")
          .font(.title2)
          .foregroundStyle(.white)
          .padding(12)
      }
      VStack(alignment: .leading, spacing: 4) {
        Text(title).font(.headline)
        Text(subtitle).font(.subheadline).foregroundStyle(.secondary)
        HStack {
          Label("Flights", systemImage: "checkmark.circle.fill")
          Spacer()
          Text(price).font(.headline).foregroundStyle(.tint)
        }
        .font(.footnote)
        .padding(.top, 6)
      }
      .padding(14)
    }
    .background(Color(uiColor: .secondarySystemGroupedBackground))
    .clipShape(.rect(cornerRadius: 16))
    .shadow(color: .black.opacity(0.15), radius: 8, x: 0, y: 4)
  }
}

/// Cards one above the other, as a list of trips shows them.
public struct TripList: View {
  public init() {}

  public var body: some View {
    ScrollView {
      VStack(spacing: 20) {
        TripCard(
          title: "Lisbon", subtitle: "Trams, tiles and custard tarts",
          nights: 4, price: "€640", colors: [.orange, .pink])
        TripCard(
          title: "Kyoto", subtitle: "Temples in the autumn leaves",
          nights: 7, price: "€1,480", colors: [.red, .purple])
        TripCard(
          title: "Reykjavík", subtitle: "Hot springs under the aurora",
          nights: 5, price: "€1,120", colors: [.teal, .indigo])
      }
      .padding(20)
    }
    .background(Color(uiColor: .systemGroupedBackground))
  }
}

#Preview("Trips") {
  TripList()
}

#Preview("One trip", traits: .sizeThatFitsLayout) {
  TripCard(
    title: "Lisbon", subtitle: "Trams, tiles and custard tarts", nights: 4,
    price: "€640", colors: [.orange, .pink]
  )
  .frame(width: 340)
  .padding()
}
