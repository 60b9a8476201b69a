# CollectionCanvas — the README's commands.
#   make render   renders samples/ into output/ (the gallery)
#   make test     runs every test
#   make bench    prints the benchmark figures (release build)
# Each first installs what is missing (scripts/setup.sh).

SWIFT ?= swift
FORMATS ?= png,svg,json

.PHONY: setup build test example render bench fuzz lint clean install docs docs-check

setup:
	@bash scripts/setup.sh

build: setup
	$(SWIFT) build

test: setup
	$(SWIFT) build --build-tests
	CANVAS_BIN="$$($(SWIFT) build --show-bin-path)/canvas" $(SWIFT) test --skip-build
	$(MAKE) docs-check
	$(MAKE) example

# The documentation of the library products, their articles included, as
# one static site in .build/docs (open index.html through a web server,
# such as `python3 -m http.server -d .build/docs`). A broken symbol link
# or any other DocC warning fails `make docs-check`, which `make test` runs.
DOC_TARGETS = CollectionLayout CanvasRendering CanvasText CanvasCairo CanvasSpec \
  CanvasSnapshotStrategies CanvasSnapshotTesting CanvasCommand CanvasUIKit \
  CanvasSwiftUI
DOCC = $(SWIFT) package --allow-writing-to-directory .build/docs \
  generate-documentation --enable-experimental-combined-documentation \
  $(addprefix --target ,$(DOC_TARGETS)) --output-path .build/docs
docs: setup
	mkdir -p .build/docs
	$(DOCC) --transform-for-static-hosting
# SwiftPM's plugin host has been seen to die of a signal inside libdispatch
# while building documentation that builds on the next try; a death by
# signal (status above 128) is tried once more, a DocC error is not.
docs-check: setup
	mkdir -p .build/docs
	$(DOCC) --warnings-as-errors || { status=$$?; [ $$status -gt 128 ] || exit $$status; \
	  echo "docs-check: swift package died of signal $$((status - 128)); trying once more"; \
	  $(DOCC) --warnings-as-errors; }

# The example packages: a team's own layout snapshot-tested on Linux, a
# layout of a package's own drawn from specs by its own canvas, and UIKit
# layout files tested on Linux with only their import changed.
example: setup
	cd Examples/SnapshotDemo && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build
	cd Examples/CustomLayout && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build \
	  && bin="$$($(SWIFT) build --show-bin-path)/timeline-canvas" \
	  && "$$bin" render specs --out .build/rendered --format png,svg \
	  && "$$bin" diff output/release-history@2x.png .build/rendered/release-history@2x.png
	cd Examples/UIKitLayouts && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build
	cd Examples/UIKitScreens && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build
	cd Examples/SwiftUIGallery && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build
	$(SWIFT) package --allow-writing-to-package-directory render-specs \
	  samples/flow-vertical.yaml samples/list-plain.yaml --out .build/plugin-rendered --format png
	for name in flow-vertical list-plain; do \
	  "$$($(SWIFT) build --show-bin-path)/canvas" diff output/$$name@2x.png .build/plugin-rendered/$$name@2x.png || exit 1; \
	done

render: setup
	$(SWIFT) build --product canvas
	rm -f output/*.png output/*.svg output/*.json output/*.pdf
	"$$($(SWIFT) build --show-bin-path)/canvas" render samples --out output --format $(FORMATS)
	cd Examples/CustomLayout && $(SWIFT) build --product timeline-canvas \
	  && "$$($(SWIFT) build --show-bin-path)/timeline-canvas" render specs --out output --format png,svg

bench: setup
	bash Benchmarks/run.sh

# libFuzzer over the spec decoder, layout, scene, readable SVG and a small
# PNG read back, a fixed number of runs from the seed corpus; crashing
# inputs land in FuzzTesting/crashes/. Leaks are not checked: fontconfig and
# GLib keep their caches for the life of the process.
FUZZ_RUNS ?= 200000
fuzz: setup
	cd FuzzTesting && $(SWIFT) build -c debug --product FuzzSpec \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld
	rm -rf FuzzTesting/.corpus && mkdir -p FuzzTesting/.corpus FuzzTesting/crashes
	cp FuzzTesting/Corpus/* FuzzTesting/.corpus/
	ASAN_OPTIONS=detect_leaks=0 FuzzTesting/.build/debug/FuzzSpec FuzzTesting/.corpus -runs=$(FUZZ_RUNS) -max_len=4096 \
	  -artifact_prefix=FuzzTesting/crashes/ -print_final_stats=1 -detect_leaks=0

# A release canvas with the static Swift standard library, its shell
# completions and its man page, under $(DESTDIR)$(PREFIX).
PREFIX ?= /usr/local
STATIC = --static-swift-stdlib --scratch-path .build/static
install: setup
	$(SWIFT) build -c release --product canvas $(STATIC)
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man1" \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions" \
	  "$(DESTDIR)$(PREFIX)/share/zsh/site-functions" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d"
	bin="$$($(SWIFT) build -c release $(STATIC) --show-bin-path)/canvas"; \
	install -m 755 "$$bin" "$(DESTDIR)$(PREFIX)/bin/canvas" && \
	"$$bin" --generate-completion-script bash > "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/canvas" && \
	"$$bin" --generate-completion-script zsh > "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_canvas" && \
	"$$bin" --generate-completion-script fish > "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/canvas.fish"
	mkdir -p .build/manual
	$(SWIFT) package --allow-writing-to-package-directory generate-manual \
	  --output-directory "$$PWD/.build/manual"
	install -m 644 .build/manual/canvas.1 "$(DESTDIR)$(PREFIX)/share/man/man1/canvas.1"

lint:
	$(SWIFT) format lint -r Sources Tests Benchmarks Plugins Package.swift Examples/SnapshotDemo/Sources \
	  Examples/SnapshotDemo/Tests Examples/SnapshotDemo/Package.swift FuzzTesting/Sources FuzzTesting/Package.swift \
	  Examples/CustomLayout/Sources Examples/CustomLayout/Tests Examples/CustomLayout/Package.swift \
	  Examples/UIKitLayouts/Sources Examples/UIKitLayouts/Tests Examples/UIKitLayouts/Package.swift \
	  Examples/UIKitScreens/Sources Examples/UIKitScreens/Tests Examples/UIKitScreens/Package.swift

clean:
	rm -rf .build Examples/SnapshotDemo/.build Examples/CustomLayout/.build Examples/UIKitLayouts/.build Examples/UIKitScreens/.build FuzzTesting/.build FuzzTesting/.corpus
