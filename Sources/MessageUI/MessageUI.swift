import Foundation
import UIKit

// `import MessageUI` on Linux: the mail and message composers a settings
// screen's "Write to us" row presents. As in the Simulator, which has no
// mail account, `canSendMail()` and `canSendText()` answer false; a
// composer drawn at rest is a navigation controller titled New Message
// with a Cancel button, its page blank.

/// How a mail composer finished, as MessageUI's `MFMailComposeResult`.
public enum MFMailComposeResult: Int, Sendable {
  case cancelled, saved, sent, failed
}

/// Why a mail composer failed, as MessageUI's `MFMailComposeError.Code`.
public struct MFMailComposeError: Error, Hashable, Sendable {
  /// The kinds of failure.
  public enum Code: Int, Sendable {
    case saveFailed, sendFailed
  }
  /// The failure's kind.
  public let code: Code
  public init(_ code: Code) { self.code = code }
}

/// The object a mail composer tells how it finished.
@preconcurrency @MainActor
public protocol MFMailComposeViewControllerDelegate:
  AnyObject
{
  func mailComposeController(
    _ controller: MFMailComposeViewController,
    didFinishWith result: MFMailComposeResult, error: Error?)
}

extension MFMailComposeViewControllerDelegate {
  public func mailComposeController(
    _ controller: MFMailComposeViewController,
    didFinishWith result: MFMailComposeResult, error: Error?
  ) {}
}

/// A mail composer, as MessageUI's `MFMailComposeViewController`: it keeps
/// what it is given (recipients, subject, body, attachments) and is drawn
/// as a New Message screen with a Cancel button.
open class MFMailComposeViewController: UINavigationController {
  /// Whether the device can send mail: false, as in the Simulator.
  open class func canSendMail() -> Bool { false }

  /// The object told how the composer finished.
  open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
  /// The recipients, as set.
  public private(set) var toRecipients: [String]?
  public private(set) var ccRecipients: [String]?
  public private(set) var bccRecipients: [String]?
  /// The subject, as set.
  public private(set) var subject: String?
  /// The body, and whether it is HTML.
  public private(set) var messageBody: (text: String, isHTML: Bool)?
  /// The attachments, as added.
  public private(set) var attachments:
    [(data: Data, mimeType: String, fileName: String)] = []
  /// The address the mail is sent from, as set.
  public private(set) var preferredSendingEmailAddress: String?

  public init() {
    super.init(rootViewController: newMessagePage(cancelOnLeft: true))
  }

  public required init?(coder: NSCoder) { nil }

  open func setToRecipients(_ recipients: [String]?) {
    toRecipients = recipients
  }
  open func setCcRecipients(_ recipients: [String]?) {
    ccRecipients = recipients
  }
  open func setBccRecipients(_ recipients: [String]?) {
    bccRecipients = recipients
  }
  open func setSubject(_ subject: String) { self.subject = subject }
  open func setMessageBody(_ body: String, isHTML: Bool) {
    messageBody = (body, isHTML)
  }
  open func addAttachmentData(
    _ attachment: Data, mimeType: String, fileName filename: String
  ) {
    attachments.append((attachment, mimeType, filename))
  }
  open func setPreferredSendingEmailAddress(_ emailAddress: String) {
    preferredSendingEmailAddress = emailAddress
  }
}

/// How a message composer finished, as MessageUI's `MessageComposeResult`.
public enum MessageComposeResult: Int, Sendable {
  case cancelled, sent, failed
}

/// The object a message composer tells how it finished.
@preconcurrency @MainActor
public protocol
  MFMessageComposeViewControllerDelegate: AnyObject
{
  func messageComposeViewController(
    _ controller: MFMessageComposeViewController,
    didFinishWith result: MessageComposeResult)
}

/// A text message composer, as MessageUI's
/// `MFMessageComposeViewController`: it keeps its recipients and body and
/// is drawn as a New Message screen with a Cancel button.
open class MFMessageComposeViewController: UINavigationController {
  /// Whether the device can send texts: false, as in the Simulator.
  open class func canSendText() -> Bool { false }
  /// Whether it can send a subject: false.
  open class func canSendSubject() -> Bool { false }
  /// Whether it can send attachments: false.
  open class func canSendAttachments() -> Bool { false }

  /// The object told how the composer finished.
  open weak var messageComposeDelegate:
    (any MFMessageComposeViewControllerDelegate)?
  /// The recipients.
  open var recipients: [String]?
  /// The body.
  open var body: String?
  /// The subject.
  open var subject: String?

  public init() {
    super.init(rootViewController: newMessagePage(cancelOnLeft: false))
  }

  public required init?(coder: NSCoder) { nil }
}

/// A composer's page at rest: blank, titled New Message, with Cancel on
/// the side the composer puts it (the mail composer's left, the message
/// composer's right).
@MainActor private func newMessagePage(cancelOnLeft: Bool) -> UIViewController {
  let page = UIViewController()
  page.view.backgroundColor = .systemBackground
  page.title = "New Message"
  let cancel = UIBarButtonItem(
    title: "Cancel", style: .plain, target: nil, action: nil)
  if cancelOnLeft {
    page.navigationItem.leftBarButtonItem = cancel
  } else {
    page.navigationItem.rightBarButtonItem = cancel
  }
  return page
}
