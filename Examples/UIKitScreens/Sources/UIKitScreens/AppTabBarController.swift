import UIKit

/// The app's tabs, as a scene delegate sets them up: each screen in a
/// navigation controller with large titles, a symbol and a title per tab,
/// and a badge on the feed.
public final class AppTabBarController: UITabBarController {
  public override func viewDidLoad() {
    super.viewDidLoad()
    func tab(_ root: UIViewController, _ title: String, _ symbol: String)
      -> UINavigationController
    {
      let stack = UINavigationController(rootViewController: root)
      stack.navigationBar.prefersLargeTitles = true
      stack.tabBarItem = UITabBarItem(
        title: title, image: UIImage(systemName: symbol), tag: 0)
      return stack
    }
    let feed = tab(FeedViewController(), "Today", "newspaper")
    feed.tabBarItem.badgeValue = "2"
    viewControllers = [
      feed,
      tab(PlayerSettingsViewController(), "Playback", "play.circle"),
      tab(AccountViewController(), "Account", "person.crop.circle"),
    ]
    selectedIndex = 2
  }
}
