import Foundation

// The audio names a control's file touches: a still image plays no
// sound, so the session takes every setting and players play nothing.

/// The app's audio session, as AVFoundation's `AVAudioSession`.
open class AVAudioSession: @unchecked Sendable {
  // Unchecked: its settings are kept and read, never acted on.
  private static let shared = AVAudioSession()

  /// The app's session.
  open class func sharedInstance() -> AVAudioSession { shared }

  /// How the app uses audio.
  public struct Category: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let ambient = Category(
      rawValue: "AVAudioSessionCategoryAmbient")
    public static let soloAmbient = Category(
      rawValue: "AVAudioSessionCategorySoloAmbient")
    public static let playback = Category(
      rawValue: "AVAudioSessionCategoryPlayback")
    public static let record = Category(
      rawValue: "AVAudioSessionCategoryRecord")
    public static let playAndRecord = Category(
      rawValue: "AVAudioSessionCategoryPlayAndRecord")
    public static let multiRoute = Category(
      rawValue: "AVAudioSessionCategoryMultiRoute")
  }

  /// The mode of a category.
  public struct Mode: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
    public static let spokenAudio = Mode(
      rawValue: "AVAudioSessionModeSpokenAudio")
    public static let moviePlayback = Mode(
      rawValue: "AVAudioSessionModeMoviePlayback")
    public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
  }

  /// Options of a category.
  public struct CategoryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let mixWithOthers = CategoryOptions(rawValue: 1)
    public static let duckOthers = CategoryOptions(rawValue: 2)
    public static let allowBluetooth = CategoryOptions(rawValue: 4)
    public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
  }

  /// Options of deactivating.
  public struct SetActiveOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let notifyOthersOnDeactivation = SetActiveOptions(
      rawValue: 1)
  }

  public private(set) var category = Category.soloAmbient
  public private(set) var mode = Mode.default
  public private(set) var categoryOptions: CategoryOptions = []
  public private(set) var isActive = false

  open func setCategory(
    _ category: Category, mode: Mode = .default,
    options: CategoryOptions = []
  ) throws {
    self.category = category
    self.mode = mode
    categoryOptions = options
  }

  open func setCategory(_ category: Category) throws {
    try setCategory(category, mode: .default)
  }

  open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
    isActive = active
  }

  /// Whether other audio is playing: none.
  open var isOtherAudioPlaying: Bool { false }
}

/// A sound player, as AVFoundation's `AVAudioPlayer`: kept, silent.
open class AVAudioPlayer {
  public let url: URL?
  open var volume: Float = 1
  open var numberOfLoops = 0
  open private(set) var isPlaying = false

  public init(contentsOf url: URL) throws { self.url = url }
  public init(data: Data) throws { url = nil }

  @discardableResult open func prepareToPlay() -> Bool { true }
  @discardableResult open func play() -> Bool { true }
  open func pause() {}
  open func stop() {}
}
