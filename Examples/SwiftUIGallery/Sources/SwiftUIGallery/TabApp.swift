import SwiftUI

/// A tab app as an app writes it: three tabs, the selected one a
/// navigation stack over a plain list with a badge on its tab.
public struct TabApp: View {
  @State private var selection = "inbox"
  let messages: [(String, String)]

  public init(messages: [(String, String)]) { self.messages = messages }

  public var body: some View {
    TabView(selection: $selection) {
      Text("Today")
        .tabItem { Label("Today", systemImage: "sun.max.fill") }
        .tag("today")
      NavigationStack {
        List {
          ForEach(messages, id: \.0) { message in
            VStack(alignment: .leading, spacing: 4) {
              Text(message.0).font(.headline)
              Text(message.1).font(.subheadline).foregroundStyle(.secondary)
                .lineLimit(2)
            }
            .padding(.vertical, 4)
          }
        }
        .listStyle(.plain)
        .navigationTitle("Inbox")
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) {
            Button(action: {}) { Image(systemName: "square.and.pencil") }
          }
        }
      }
      .tabItem { Label("Inbox", systemImage: "tray.fill") }
      .tag("inbox")
      .badge(messages.count)
      Text("Profile")
        .tabItem { Label("Profile", systemImage: "person.crop.circle") }
        .tag("profile")
    }
  }
}

#Preview("Messages") {
  TabApp(messages: [
    (
      "Ada",
      "The engine's notes are ready; the second table has the Bernoulli numbers."
    ),
    ("Charles", "Lunch on Thursday? The difference engine demo moved to two."),
    ("Mary", "Photos from the trip are in the shared album."),
  ])
}

#Preview("Messages, landscape", traits: .landscapeLeft) {
  TabApp(messages: [
    (
      "Ada",
      "The engine's notes are ready; the second table has the Bernoulli numbers."
    )
  ])
}
