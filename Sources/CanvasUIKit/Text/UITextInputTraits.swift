/// How typed words are capitalised, as UIKit's type.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// Whether typed words are corrected, as UIKit's type.
public enum UITextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}

/// Whether spelling is checked, as UIKit's type.
public enum UITextSpellCheckingType: Int, Sendable {
  case `default`, no, yes
}

/// How quotes are typed, as UIKit's type.
public enum UITextSmartQuotesType: Int, Sendable {
  case `default`, no, yes
}

/// How dashes are typed, as UIKit's type.
public enum UITextSmartDashesType: Int, Sendable {
  case `default`, no, yes
}

/// How spaces around inserted text are kept, as UIKit's type.
public enum UITextSmartInsertDeleteType: Int, Sendable {
  case `default`, no, yes
}

/// The keyboard a text input shows, as UIKit's type (its case names are
/// UIKit's, `URL` included).
// swift-format-ignore: AlwaysUseLowerCamelCase
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad,
    phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch,
    asciiCapableNumberPad
  /// The alphabet keyboard.
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// The keyboard's look, as UIKit's type.
public enum UIKeyboardAppearance: Int, Sendable {
  case `default`, dark, light
  /// The translucent look of an alert.
  public static let alert = UIKeyboardAppearance.dark
}

/// The return key's title, as UIKit's type.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done,
    emergencyCall, `continue`
}

/// What a text input holds, for AutoFill, as UIKit's type.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  /// A content type from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A content type from its name.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let name = Self("name")
  public static let givenName = Self("given-name")
  public static let familyName = Self("family-name")
  public static let nickname = Self("nickname")
  public static let organizationName = Self("organization")
  public static let jobTitle = Self("organization-title")
  public static let location = Self("location")
  public static let fullStreetAddress = Self("street-address")
  public static let addressCity = Self("address-level2")
  public static let postalCode = Self("postal-code")
  public static let countryName = Self("country-name")
  public static let telephoneNumber = Self("tel")
  public static let emailAddress = Self("email")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// A web address.
  public static let URL = Self("url")
  public static let creditCardNumber = Self("cc-number")
  public static let username = Self("username")
  public static let password = Self("password")
  public static let newPassword = Self("new-password")
  public static let oneTimeCode = Self("one-time-code")
}
