import Foundation

// Core Haptics' names, as a UI file touches them: a still image feels no
// haptics, so the engine reports no haptic hardware, and starting,
// stopping and playing patterns do nothing.

/// Play as soon as possible, as Core Haptics' `CHHapticTimeImmediate`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CHHapticTimeImmediate: TimeInterval = 0

/// What a device can play, as Core Haptics' `CHHapticDeviceCapability`.
public protocol CHHapticDeviceCapability {
  var supportsHaptics: Bool { get }
  var supportsAudio: Bool { get }
}

struct NoHaptics: CHHapticDeviceCapability {
  var supportsHaptics: Bool { false }
  var supportsAudio: Bool { false }
}

/// A haptic engine, as Core Haptics' `CHHapticEngine`.
open class CHHapticEngine {
  /// What the hardware can play: no haptics, no audio, as a simulator.
  public class func capabilitiesForHardware() -> any CHHapticDeviceCapability {
    NoHaptics()
  }

  public var stoppedHandler: (StoppedReason) -> Void = { _ in }
  public var resetHandler: () -> Void = {}
  public var playsHapticsOnly = false
  public var isAutoShutdownEnabled = false

  /// Why the engine stopped.
  public enum StoppedReason: Int, Sendable {
    case audioSessionInterrupt = 1
    case applicationSuspended, idleTimeout
    case notifyWhenFinished, engineDestroyed, gameControllerDisconnect
    case systemError = -1
  }

  public init() throws {}

  open func start() throws {}
  open func start(completionHandler: ((Error?) -> Void)? = nil) {
    completionHandler?(nil)
  }
  open func stop(completionHandler: ((Error?) -> Void)? = nil) {
    completionHandler?(nil)
  }
  open func notifyWhenPlayersFinished(
    finishedHandler: @escaping (Error?) -> CHHapticEngine.FinishedAction
  ) {}

  /// What to do once the players finish.
  public enum FinishedAction: Int, Sendable {
    case stopEngine = 1
    case leaveEngineRunning
  }

  open func makePlayer(with pattern: CHHapticPattern) throws
    -> any CHHapticPatternPlayer
  { SilentPlayer() }

  open func makeAdvancedPlayer(with pattern: CHHapticPattern) throws
    -> any CHHapticAdvancedPatternPlayer
  { SilentPlayer() }

  open func playPattern(from url: URL) throws {}
  open func playPattern(from data: Data) throws {}
}

/// A player of a pattern, as Core Haptics' `CHHapticPatternPlayer`.
public protocol CHHapticPatternPlayer {
  func start(atTime time: TimeInterval) throws
  func stop(atTime time: TimeInterval) throws
  func cancel() throws
}

/// A player that can pause and loop.
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
  var loopEnabled: Bool { get set }
  func pause(atTime time: TimeInterval) throws
  func resume(atTime time: TimeInterval) throws
}

struct SilentPlayer: CHHapticAdvancedPatternPlayer {
  var loopEnabled = false
  func start(atTime time: TimeInterval) throws {}
  func stop(atTime time: TimeInterval) throws {}
  func cancel() throws {}
  func pause(atTime time: TimeInterval) throws {}
  func resume(atTime time: TimeInterval) throws {}
}

/// A pattern of haptic and audio events.
open class CHHapticPattern {
  public let duration: TimeInterval

  public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter])
    throws
  {
    duration =
      events.map { $0.relativeTime + $0.duration }.max() ?? 0
  }

  public init(
    events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]
  ) throws {
    duration =
      events.map { $0.relativeTime + $0.duration }.max() ?? 0
  }

  public init(contentsOf url: URL) throws { duration = 0 }
}

/// An event of a pattern.
open class CHHapticEvent {
  /// The kind of event.
  public struct EventType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let hapticTransient = EventType(rawValue: "HapticTransient")
    public static let hapticContinuous = EventType(
      rawValue: "HapticContinuous")
    public static let audioContinuous = EventType(rawValue: "AudioContinuous")
    public static let audioCustom = EventType(rawValue: "AudioCustom")
  }

  /// A parameter of an event.
  public struct ParameterID: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
    public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
    public static let attackTime = ParameterID(rawValue: "AttackTime")
    public static let decayTime = ParameterID(rawValue: "DecayTime")
    public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
    public static let sustained = ParameterID(rawValue: "Sustained")
    public static let audioVolume = ParameterID(rawValue: "AudioVolume")
    public static let audioPitch = ParameterID(rawValue: "AudioPitch")
    public static let audioPan = ParameterID(rawValue: "AudioPan")
    public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")
  }

  public let type: EventType
  public let eventParameters: [CHHapticEventParameter]
  public var relativeTime: TimeInterval
  public var duration: TimeInterval

  public init(
    eventType type: EventType, parameters: [CHHapticEventParameter],
    relativeTime: TimeInterval, duration: TimeInterval = 0
  ) {
    self.type = type
    eventParameters = parameters
    self.relativeTime = relativeTime
    self.duration = duration
  }
}

/// A value of an event's parameter.
open class CHHapticEventParameter {
  public let parameterID: CHHapticEvent.ParameterID
  public var value: Float

  public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
    self.parameterID = parameterID
    self.value = value
  }
}

/// A parameter that changes a pattern while it plays.
open class CHHapticDynamicParameter {
  /// Which parameter.
  public struct ID: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let hapticIntensityControl = ID(
      rawValue: "HapticIntensityControl")
    public static let hapticSharpnessControl = ID(
      rawValue: "HapticSharpnessControl")
  }

  public let parameterID: ID
  public var value: Float
  public var relativeTime: TimeInterval

  public init(parameterID: ID, value: Float, relativeTime: TimeInterval) {
    self.parameterID = parameterID
    self.value = value
    self.relativeTime = relativeTime
  }
}

/// A parameter's curve over time.
open class CHHapticParameterCurve {
  public init(
    parameterID: CHHapticDynamicParameter.ID,
    controlPoints: [ControlPoint], relativeTime: TimeInterval
  ) {}

  /// A point of a curve.
  open class ControlPoint {
    public init(relativeTime: TimeInterval, value: Float) {}
  }
}
