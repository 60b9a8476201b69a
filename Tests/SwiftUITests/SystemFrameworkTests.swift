import AVFoundation
import CoreHaptics
import SafariServices
import SwiftUI
import Testing

/// What UI files import beside UIKit and SwiftUI compiles as they write
/// it and does nothing a still image would show: haptics report no
/// hardware (as the iOS Simulator does), the audio session keeps its
/// settings, feedback generators play nothing, and Safari's controller is
/// a page under a bar titled with the page's host.
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
}
