import UIKit

/// A sign-in form: a segmented control choosing between signing in and
/// creating an account, rounded text fields for the email and password,
/// a filled button, and a note in a text view that sizes itself.
public final class SignInViewController: UIViewController {
  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Welcome"
    view.backgroundColor = .systemBackground

    let mode = UISegmentedControl(items: ["Sign In", "Create Account"])
    mode.selectedSegmentIndex = 0

    let email = UITextField()
    email.borderStyle = .roundedRect
    email.placeholder = "Email"
    email.keyboardType = .emailAddress
    email.textContentType = .username
    email.autocapitalizationType = .none

    let password = UITextField()
    password.borderStyle = .roundedRect
    password.placeholder = "Password"
    password.text = "correct horse"
    password.isSecureTextEntry = true
    password.textContentType = .password
    password.clearButtonMode = .always

    var look = UIButton.Configuration.filled()
    look.title = "Sign In"
    look.cornerStyle = .large
    let signIn = UIButton(configuration: look)

    let note = UITextView()
    note.isScrollEnabled = false
    note.isEditable = false
    note.font = .preferredFont(forTextStyle: .footnote)
    note.textColor = .secondaryLabel
    note.text =
      "By signing in you agree to the terms of service. We never share "
      + "your email address."

    let stack = UIStackView(arrangedSubviews: [
      mode, email, password, signIn, note,
    ])
    stack.axis = .vertical
    stack.spacing = 12
    stack.setCustomSpacing(24, after: mode)
    stack.setCustomSpacing(20, after: password)
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    let guide = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      signIn.heightAnchor.constraint(equalToConstant: 50),
    ])
  }
}
