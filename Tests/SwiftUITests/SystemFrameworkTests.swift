import AVFoundation
import CoreHaptics
import MessageUI
import SafariServices
import SwiftUI
import Testing

/// What UI files import beside UIKit and SwiftUI compiles as they write
/// it and does nothing a still image would show: haptics report no
/// hardware (as the iOS Simulator does), the audio session keeps its
/// settings, feedback generators play nothing, Safari's controller is a
/// page under a bar titled with the page's host, and the mail composer
/// cannot send (the Simulator has no mail account) and is a New Message
/// screen.
@MainActor @Suite struct SystemFrameworkTests {
  @Test func hapticsAndAudioAreKeptAndSilent() throws {
    #expect(!CHHapticEngine.capabilitiesForHardware().supportsHaptics)
    let engine = try CHHapticEngine()
    try engine.start()
    let tap = CHHapticEvent(
      eventType: .hapticTransient,
      parameters: [
        CHHapticEventParameter(parameterID: .hapticIntensity, value: 1),
        CHHapticEventParameter(parameterID: .hapticSharpness, value: 0.5),
      ], relativeTime: 0)
    let pattern = try CHHapticPattern(events: [tap], parameters: [])
    try engine.makePlayer(with: pattern).start(atTime: CHHapticTimeImmediate)
    let session = AVAudioSession.sharedInstance()
    try session.setCategory(
      .playback, mode: .spokenAudio, options: [.duckOthers])
    try session.setActive(true)
    #expect(session.category == .playback && session.isActive)
    let impact = UIImpactFeedbackGenerator(style: .rigid)
    impact.prepare()
    impact.impactOccurred()
    UINotificationFeedbackGenerator().notificationOccurred(.success)
  }

  @Test func safariIsAPageUnderItsBar() throws {
    let page = try #require(URL(string: "https://www.apple.com/iphone/"))
    let safari = SFSafariViewController(url: page)
    safari.loadViewIfNeeded()
    let bar = safari.view.subviews.compactMap { $0 as? UINavigationBar }.first
    #expect(bar?.items?.first?.title == "www.apple.com")
    #expect(bar?.items?.first?.leftBarButtonItem?.title == "Done")
  }

  /// A "Write to us" row as apps write it: the composer keeps what it is
  /// given, `canSendMail()` is false as in the Simulator, and the
  /// composer is a navigation controller titled New Message with Cancel.
  @Test func theMailComposerIsANewMessageScreen() {
    #expect(!MFMailComposeViewController.canSendMail())
    #expect(!MFMessageComposeViewController.canSendText())
    let mail = MFMailComposeViewController()
    mail.setSubject("Feedback")
    mail.setToRecipients(["hello@example.com"])
    mail.setMessageBody("Hi", isHTML: false)
    mail.addAttachmentData(
      Data([1, 2]), mimeType: "text/plain", fileName: "a.txt")
    #expect(mail.subject == "Feedback")
    #expect(mail.toRecipients == ["hello@example.com"])
    #expect(mail.attachments.map(\.fileName) == ["a.txt"])
    let top = mail.topViewController
    #expect(top?.title == "New Message")
    #expect(top?.navigationItem.leftBarButtonItem?.title == "Cancel")
  }

  /// `@AppStorage` reads what user defaults hold under its key, else its
  /// default, and writes back: an enumeration by its raw value, a URL by
  /// its string, as SwiftUI stores them.
  @Test func appStorageReadsAndWritesUserDefaults() throws {
    enum Theme: String { case light, dark }
    let store = try #require(UserDefaults(suiteName: "canvas-app-storage-test"))
    store.removePersistentDomain(forName: "canvas-app-storage-test")
    store.set(7, forKey: "count")
    let count = AppStorage(wrappedValue: 1, "count", store: store)
    #expect(count.wrappedValue == 7)
    let name = AppStorage(wrappedValue: "Scan", "name", store: store)
    #expect(name.wrappedValue == "Scan")
    name.wrappedValue = "Receipt"
    #expect(store.string(forKey: "name") == "Receipt")
    let theme = AppStorage(wrappedValue: Theme.light, "theme", store: store)
    theme.projectedValue.wrappedValue = .dark
    #expect(store.string(forKey: "theme") == "dark")
    let page = AppStorage(
      wrappedValue: URL(fileURLWithPath: "/"), "page", store: store)
    page.wrappedValue = try #require(URL(string: "https://example.com"))
    #expect(store.string(forKey: "page") == "https://example.com")
  }
}
