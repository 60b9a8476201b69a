/// The screen being laid out or drawn in this task, so that what UIKit
/// keeps for the whole app (the main screen's scale, the app's layout
/// direction and text size) is that screen's while it is drawn.
///
/// Task-local, as ``UIDevice/current`` is: screens of different traits
/// drawn at once, as parallel tests draw them, or one after another, never
/// see each other's.
enum ShownScreen {
  /// The traits of the screen being drawn, if any.
  @TaskLocal static var traits: UITraitCollection?
}
