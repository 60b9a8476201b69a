#!/usr/bin/env python3
"""Writes Sources/CanvasUIKit/Generated/SymbolStandIns.swift: for each SF
Symbol name below, the code point of its stand-in in Material Design Icons
(the Debian package fonts-materialdesignicons-webfont, SIL Open Font
License), read from the font's SVG file. A name whose stand-in the font
lacks stops the script, naming it.

    python3 scripts/make-symbol-table.py [path/to/materialdesignicons-webfont.svg]
"""
import re
import sys
from pathlib import Path

FONT = "/usr/share/fonts/svg/materialdesignicons-webfont/materialdesignicons-webfont.svg"

# SF Symbol name -> Material Design Icons name. The most used symbols of
# iOS apps, by family; several SF names share one stand-in where the icon
# set has no closer one.
PAIRS = """
plus plus | plus.circle plus-circle-outline | plus.circle.fill plus-circle
plus.square plus-box | plus.square.fill plus-box | minus minus
minus.circle minus-circle-outline | minus.circle.fill minus-circle
minus.square minus-box | xmark close | xmark.circle close-circle-outline
xmark.circle.fill close-circle | xmark.square close-box-outline
xmark.square.fill close-box | checkmark check | checkmark.circle check-circle-outline
checkmark.circle.fill check-circle | checkmark.square checkbox-marked-outline
checkmark.square.fill checkbox-marked | square checkbox-blank-outline
square.fill checkbox-blank | circle checkbox-blank-circle-outline
circle.fill checkbox-blank-circle | chevron.right chevron-right
chevron.left chevron-left | chevron.up chevron-up | chevron.down chevron-down
chevron.forward chevron-right | chevron.backward chevron-left
chevron.right.2 chevron-double-right | chevron.left.2 chevron-double-left
arrow.right arrow-right | arrow.left arrow-left | arrow.up arrow-up
arrow.down arrow-down | arrow.forward arrow-right | arrow.backward arrow-left
arrow.clockwise refresh | arrow.counterclockwise rotate-left
arrow.triangle.2.circlepath sync | arrow.2.squarepath autorenew
arrow.up.arrow.down swap-vertical | arrow.left.arrow.right swap-horizontal
arrow.up.right arrow-top-right | arrow.up.left arrow-top-left
arrow.down.right arrow-bottom-right | arrow.down.left arrow-bottom-left
arrow.uturn.left undo-variant | arrow.uturn.right redo-variant
arrow.uturn.backward undo-variant | arrow.uturn.forward redo-variant
arrowshape.turn.up.left reply | arrowshape.turn.up.right share
arrowshape.turn.up.left.fill reply | arrow.up.circle arrow-up-bold-circle-outline
arrow.up.circle.fill arrow-up-bold-circle | arrow.down.circle arrow-down-bold-circle-outline
arrow.down.circle.fill arrow-down-bold-circle | arrow.right.circle arrow-right-bold-circle-outline
arrow.left.circle arrow-left-bold-circle-outline | arrow.up.and.down unfold-more
chevron.up.chevron.down unfold-more | dot.radiowaves.left.and.right access-point
arrow.up.left.and.arrow.down.right arrow-expand | arrow.down.right.and.arrow.up.left arrow-compress
arrow.down.to.line download | arrow.up.to.line upload
square.and.arrow.up export | square.and.arrow.up.fill export
square.and.arrow.down import | square.and.arrow.down.fill import
square.and.pencil pencil-box-outline | pencil pencil | pencil.slash pencil-off
trash delete | trash.fill delete | trash.circle delete-variant
folder folder-outline | folder.fill folder | folder.badge.plus folder-plus
doc file-outline | doc.fill file | doc.text file-document | doc.text.fill file-document
doc.on.doc content-copy | doc.on.clipboard content-paste | clipboard clipboard-outline
paperclip paperclip | link link-variant | book book | book.fill book
book.closed book | text.book.closed book-variant | character.book.closed dictionary
books.vertical library-books | bookmark bookmark-outline | bookmark.fill bookmark
tag tag-outline | tag.fill tag | newspaper newspaper | newspaper.fill newspaper
magnifyingglass magnify | plus.magnifyingglass magnify-plus | minus.magnifyingglass magnify-minus
gear settings | gearshape settings | gearshape.fill settings
slider.horizontal.3 tune | slider.vertical.3 tune-vertical | wrench wrench
wrench.and.screwdriver wrench | house home | house.fill home
person account-outline | person.fill account | person.circle account-circle
person.circle.fill account-circle | person.crop.circle account-circle
person.crop.circle.fill account-circle | person.crop.square account-box-outline
person.2 account-multiple-outline | person.2.fill account-multiple
person.3 account-multiple | person.3.fill account-multiple
person.badge.plus account-plus | person.badge.minus account-minus
envelope email-outline | envelope.fill email | envelope.open email-open-outline
paperplane send | paperplane.fill send | tray inbox | tray.fill inbox
archivebox archive | archivebox.fill archive | bell bell-outline | bell.fill bell
bell.slash bell-off | bell.badge bell-ring | message message-outline
message.fill message | bubble.left comment-outline | bubble.left.fill comment
bubble.right comment-outline | bubble.left.and.bubble.right forum
quote.bubble comment-text-outline | text.bubble message-text-outline
ellipsis.bubble comment-processing-outline | phone phone | phone.fill phone
phone.down phone-hangup | video video | video.fill video | video.slash video-off
mic microphone-outline | mic.fill microphone | mic.slash microphone-off
music.mic microphone-variant | speaker speaker | speaker.fill speaker
speaker.slash volume-off | speaker.wave.1 volume-low | speaker.wave.2 volume-medium
speaker.wave.3 volume-high | music.note music-note | music.note.list playlist-play
headphones headphones | hifispeaker speaker | radio radio | guitars guitar-electric
play play | play.fill play | play.circle play-circle-outline | play.circle.fill play-circle
pause pause | pause.fill pause | pause.circle pause-circle-outline
pause.circle.fill pause-circle | stop stop | stop.fill stop | stop.circle stop-circle-outline
backward rewind | backward.fill rewind | forward fast-forward | forward.fill fast-forward
backward.end skip-previous | backward.end.fill skip-previous | forward.end skip-next
forward.end.fill skip-next | shuffle shuffle-variant | repeat repeat | repeat.1 repeat-once
camera camera | camera.fill camera | camera.rotate camera-switch | photo image
photo.fill image | photo.on.rectangle image-multiple | photo.stack image-multiple
film filmstrip | tv television | tv.fill television | display monitor
desktopcomputer desktop-mac | laptopcomputer laptop | iphone cellphone-iphone
ipad tablet-ipad | applewatch watch | keyboard keyboard | printer printer
externaldrive harddisk | externaldrive.fill harddisk | server.rack server
cpu chip | memorychip memory | battery.100 battery | battery.25 battery-20
battery.0 battery-outline | bolt flash | bolt.fill flash | bolt.slash flash-off
wifi wifi | wifi.slash wifi-off | antenna.radiowaves.left.and.right access-point
network lan | globe earth | globe.americas earth | airplayvideo airplay
airplayaudio airplay | cloud cloud-outline | cloud.fill cloud | icloud cloud-outline
icloud.fill cloud | icloud.and.arrow.down cloud-download | icloud.and.arrow.up cloud-upload
cloud.rain weather-rainy | cloud.rain.fill weather-pouring | cloud.heavyrain weather-pouring
cloud.bolt weather-lightning | cloud.snow weather-snowy | cloud.sun weather-partlycloudy
cloud.fog weather-fog | sun.max white-balance-sunny | sun.max.fill weather-sunny
sun.min brightness-5 | sunrise weather-sunset-up | sunset weather-sunset-down
moon weather-night | moon.fill weather-night | moon.stars weather-night
snowflake weather-snowy | wind weather-windy | tornado weather-windy-variant
hurricane weather-windy-variant | thermometer thermometer | drop water
drop.fill water | flame fire | flame.fill fire | leaf leaf | leaf.fill leaf
pawprint paw | pawprint.fill paw | ladybug bug | ladybug.fill bug | fish fish
mountain.2 terrain | tent tent | binoculars binoculars | umbrella umbrella-outline
umbrella.fill umbrella | car car | car.fill car | bus bus | tram tram | tram.fill tram
train.side.front.car train | airplane airplane | bicycle bike | figure.walk walk
figure.run run | figure.stand human | figure.wave human-greeting
figure.roll wheelchair-accessibility | ferry ferry | fuelpump gas-station
map map | map.fill map | mappin map-marker | mappin.circle map-marker-circle
mappin.and.ellipse map-marker-radius | location navigation | location.fill navigation
location.north navigation | safari compass-outline | scope crosshairs | target target
calendar calendar | calendar.badge.plus calendar-plus | clock clock | clock.fill clock
alarm alarm | alarm.fill alarm | timer timer | stopwatch timer | hourglass timer-sand
star star-outline | star.fill star | star.slash star-off | star.leadinghalf.filled star-half
heart heart-outline | heart.fill heart | heart.slash heart-broken
hand.thumbsup thumb-up-outline | hand.thumbsup.fill thumb-up
hand.thumbsdown thumb-down-outline | hand.thumbsdown.fill thumb-down
hand.point.right hand-pointing-right | flag flag-outline | flag.fill flag
crown crown | crown.fill crown | trophy trophy-outline | trophy.fill trophy
gift gift | gift.fill gift | lock lock-outline | lock.fill lock
lock.open lock-open-outline | lock.open.fill lock-open | key key | key.fill key
shield shield-outline | shield.fill shield | eye eye | eye.fill eye | eye.slash eye-off
eye.slash.fill eye-off | faceid face | touchid fingerprint | info information-variant
info.circle information-outline | info.circle.fill information | questionmark help
questionmark.circle help-circle-outline | questionmark.circle.fill help-circle
exclamationmark exclamation | exclamationmark.circle alert-circle-outline
exclamationmark.circle.fill alert-circle | exclamationmark.triangle alert-outline
exclamationmark.triangle.fill alert | exclamationmark.octagon alert-octagon
ellipsis dots-horizontal | ellipsis.circle dots-horizontal | line.3.horizontal menu
line.horizontal.3 menu | list.bullet format-list-bulleted | list.number format-list-numbers
list.dash view-list | list.bullet.rectangle clipboard-text | square.grid.2x2 view-grid
square.grid.2x2.fill view-grid | square.grid.3x3 view-module | rectangle.grid.1x2 view-agenda
square.stack layers | square.stack.3d.up layers | rectangle.stack layers
rectangle.on.rectangle flip-to-front | line.3.horizontal.decrease filter-variant
line.horizontal.3.decrease filter-variant | line.3.horizontal.decrease.circle filter-outline
textformat format-text | bold format-bold | italic format-italic
underline format-underline | strikethrough format-strikethrough
text.alignleft format-align-left | text.aligncenter format-align-center
text.alignright format-align-right | textformat.size format-size | function function
sum sigma | percent percent | number pound | at at | cart cart-outline | cart.fill cart
bag shopping | bag.fill shopping | creditcard credit-card | creditcard.fill credit-card
banknote cash | dollarsign.circle currency-usd | eurosign.circle currency-eur
building.2 domain | building.columns bank | cube cube-outline | cube.fill cube
shippingbox package-variant-closed | shippingbox.fill package-variant-closed
puzzlepiece puzzle | gamecontroller gamepad-variant | gamecontroller.fill gamepad-variant
dice dice-5 | paintbrush brush | paintbrush.fill brush | paintpalette palette
scissors content-cut | eyedropper eyedropper | wand.and.stars auto-fix | sparkles auto-fix
crop crop | lightbulb lightbulb-outline | lightbulb.fill lightbulb | power power
qrcode qrcode | barcode barcode | cup.and.saucer coffee | fork.knife silverware-variant
birthday.cake cake-variant | wineglass glass-tulip | mug glass-mug | carrot carrot
graduationcap school | pills pill | cross hospital | stethoscope stethoscope
football football | tennis.racket tennis | pin pin | pin.fill pin | pin.slash pin-off
rectangle.portrait.and.arrow.right logout | arrow.right.square login
chart.bar chart-bar | chart.bar.fill chart-bar | chart.pie chart-pie
chart.line.uptrend.xyaxis chart-line | gauge gauge | speedometer speedometer
hifispeaker.fill speaker | snow weather-snowy | tropicalstorm weather-windy-variant
cloud.bolt.rain weather-lightning | cloud.drizzle weather-rainy | sun.haze weather-fog
smoke weather-fog | cloud.snow.fill weather-snowy | cloud.bolt.fill weather-lightning
lock.shield security | lock.shield.fill security | cube.box package-variant
cube.box.fill package-variant-closed | eyeglasses glasses | sunglasses sunglasses
checkmark.seal verified | checkmark.shield security | exclamationmark.shield shield-outline
arrow.down.square download | square.and.arrow.down.on.square import
flask flask-outline | testtube.2 test-tube | ruler ruler | scalemass scale
"""

# What an unknown name draws: a question mark in a circle.
PLACEHOLDER = "help-circle-outline"


def main():
    font = Path(sys.argv[1] if len(sys.argv) > 1 else FONT).read_text()
    codes = {
        name: int(code, 16)
        for name, code in re.findall(
            r'<glyph glyph-name="([^"]+)"\s+unicode="&#x([0-9A-Fa-f]+);"', font)
    }
    pairs = []
    for entry in PAIRS.replace("\n", "|").split("|"):
        words = entry.split()
        if not words:
            continue
        symbol, stand_in = words
        if stand_in not in codes:
            sys.exit(f"make-symbol-table: the font has no icon '{stand_in}' for '{symbol}'")
        pairs.append((symbol, stand_in))
    names = [symbol for symbol, _ in pairs]
    if len(names) != len(set(names)):
        sys.exit("make-symbol-table: a symbol name is listed twice")
    lines = [
        "// swift-format-ignore-file",
        "// Written by scripts/make-symbol-table.py; do not edit.",
        "",
        "/// Stand-ins for SF Symbols, which cannot ship: for each symbol name,",
        "/// the code point of an icon of Material Design Icons (SIL Open Font",
        "/// License; the Debian package fonts-materialdesignicons-webfont).",
        "enum SymbolStandIns {",
        "  /// The icon font's family.",
        '  static let family = "Material Design Icons"',
        "",
        f"  /// What a name without a stand-in draws ({PLACEHOLDER}).",
        f"  static let placeholder: UInt32 = 0x{codes[PLACEHOLDER]:X}",
        "",
        f"  /// The {len(pairs)} symbols with a stand-in.",
        "  static let codePoints: [String: UInt32] = [",
    ]
    for symbol, stand_in in sorted(pairs):
        lines.append(f'    "{symbol}": 0x{codes[stand_in]:X},  // {stand_in}')
    lines += ["  ]", "}", ""]
    out = Path(__file__).resolve().parent.parent / "Sources/CanvasUIKit/Generated/SymbolStandIns.swift"
    out.write_text("\n".join(lines))
    print(f"make-symbol-table: {len(pairs)} symbols -> {out}")


if __name__ == "__main__":
    main()
