import SwiftUI

/// A settings screen as an app writes it: a form of toggles, links and a
/// stepper under a large title, with a toolbar button.
public struct SettingsScreen: View {
  @State private var airplaneMode = false
  @State private var notifications = true
  @State private var guests = 2

  static let privacy =
    URL(string: "https://example.com/privacy") ?? URL(fileURLWithPath: "/")

  public init() {}

  public var body: some View {
    NavigationStack {
      Form {
        Section {
          Toggle(isOn: $airplaneMode) {
            Label("Airplane Mode", systemImage: "airplane")
          }
          NavigationLink {
            Text("Wi-Fi")
          } label: {
            Label("Wi-Fi", systemImage: "wifi")
          }
          NavigationLink {
            Text("Bluetooth")
          } label: {
            Label("Bluetooth", systemImage: "dot.radiowaves.left.and.right")
          }
        }
        Section {
          Toggle("Notifications", isOn: $notifications)
          Stepper("Guests: \(guests)", value: $guests, in: 1...8)
        } header: {
          Text("Trips")
        } footer: {
          Text("Guests get the trip's plan and its updates by email.")
        }
        Section("About") {
          HStack {
            Text("Version")
            Spacer()
            Text("2.4 (118)").foregroundStyle(.secondary)
          }
          Link("Privacy Policy", destination: Self.privacy)
        }
      }
      .navigationTitle("Settings")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
      }
    }
  }
}

#Preview("Settings") {
  SettingsScreen()
}
