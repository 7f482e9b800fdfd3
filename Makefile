# ScrollSim: `make run` sets up, builds and runs the main job; `make test` runs the whole suite.
SWIFT ?= swift
SCROLLSIM = .build/release/scrollsim
EXAMPLE = Scenarios/Views/home-feed.yaml
TABLE_EXAMPLE = Scenarios/Views/spreadsheet.yaml
# What `make lint` checks and `make format` rewrites.
SWIFT_FILES = Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Benchmarks Examples

.PHONY: run demo load test docs example-test python-client-test tooling-test browser-test lint build deps browser-deps install install-units uninstall pictures module-graph benchmarks bench-compare baselines baseline-ratios fuzz format clean

run: build
	@echo "== scrollsim layout $(EXAMPLE) --offset 0,300"
	@$(SCROLLSIM) layout $(EXAMPLE) --offset 0,300
	@echo "== scrollsim render $(EXAMPLE) --ascii --offset 0,300"
	@$(SCROLLSIM) render $(EXAMPLE) --ascii --offset 0,300
	@$(SCROLLSIM) render $(EXAMPLE) --svg home-feed.svg --offset 0,300
	@$(SCROLLSIM) render $(TABLE_EXAMPLE) --svg spreadsheet.svg --offset 120,60
	@echo "== scrollsim run Scenarios/*.yaml --check Scenarios/Transcripts (transcripts in scenarios.ndjson)"
	@$(SCROLLSIM) run Scenarios/*.yaml --check Scenarios/Transcripts --plot fling-bounce.svg > scenarios.ndjson
	@echo "== pictures written: home-feed.svg, spreadsheet.svg, fling-bounce.svg"
	@$(MAKE) --no-print-directory demo

# The daemon on Config/scrollsim.yaml, its demo scenarios playing in real time: the live event stream for
# DEMO_SECONDS, the daemon's stats, then SIGTERM and a clean exit. The demo waits for the daemon's
# readiness (a newline on --ready-fd once its socket listens), not for the socket file to appear.
DEMO_SECONDS ?= 4
demo: build
	@dir=$$(mktemp -d /tmp/scrollsim-demo-XXXXXX); sock=$$dir/scrollsim.sock; mkfifo $$dir/ready; \
		echo "== scrollsim serve --config Config/scrollsim.yaml --socket $$sock --ready-fd 3 (live events for $(DEMO_SECONDS) s)"; \
		$(SCROLLSIM) serve --config Config/scrollsim.yaml --socket $$sock --ready-fd 3 3>$$dir/ready & pid=$$!; \
		if ! read -r _ < $$dir/ready; then wait $$pid; status=$$?; rm -rf $$dir; echo "== the daemon did not start ($$status)"; exit 1; fi; \
		$(SCROLLSIM) subscribe --socket $$sock --duration $(DEMO_SECONDS); \
		echo "== scrollsim send '{\"cmd\":\"stats\"}'"; \
		$(SCROLLSIM) send --socket $$sock '{"cmd":"stats"}'; \
		kill -TERM $$pid; wait $$pid; status=$$?; rm -rf $$dir; \
		echo "== daemon exited $$status"; exit $$status

# The binary, its man page (the argument parser's generate-manual plugin), bash, zsh and fish completions and
# the systemd user units under PREFIX (DESTDIR for staging); `sudo make install` for /usr/local,
# `make install PREFIX=~/.local` for one user.
PREFIX ?= /usr/local
MANUAL = .build/plugins/GenerateManual/outputs/scrollsim/scrollsim.1
UNITS = $(PREFIX)/share/systemd/user
install: build install-units
	$(SWIFT) package --allow-writing-to-package-directory generate-manual
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(SCROLLSIM) $(DESTDIR)$(PREFIX)/bin/scrollsim
	install -m 644 $(MANUAL) $(DESTDIR)$(PREFIX)/share/man/man1/scrollsim.1
	$(SCROLLSIM) --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/scrollsim
	$(SCROLLSIM) --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_scrollsim
	$(SCROLLSIM) --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/scrollsim.fish

# The systemd user units, where systemd looks for a user's (PREFIX/share/systemd/user: ~/.local/share/... for
# one user, /usr/local/share/... for all), the service starting the binary installed under the same PREFIX.
install-units:
	@case "$(PREFIX)" in /*) ;; *) echo "error: PREFIX must be an absolute path, got $(PREFIX)" >&2; exit 64;; esac
	install -d $(DESTDIR)$(UNITS)
	install -m 644 Config/scrollsim.socket $(DESTDIR)$(UNITS)/scrollsim.socket
	sed 's|^ExecStart=[^ ]*/scrollsim |ExecStart=$(PREFIX)/bin/scrollsim |' Config/scrollsim.service \
		> $(DESTDIR)$(UNITS)/scrollsim.service
	chmod 644 $(DESTDIR)$(UNITS)/scrollsim.service

uninstall:
	rm -f $(DESTDIR)$(UNITS)/scrollsim.socket $(DESTDIR)$(UNITS)/scrollsim.service
	rm -f $(DESTDIR)$(PREFIX)/bin/scrollsim $(DESTDIR)$(PREFIX)/share/man/man1/scrollsim.1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions/scrollsim \
		$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_scrollsim \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/scrollsim.fish

# The test build's flags. `make docs` passes the same to the documentation plugin's build, which then finds the
# products' modules built: with other flags it would compile them all again.
TEST_BUILD_FLAGS = -Xswiftc -warnings-as-errors

# Lint first, then a build with warnings as errors. The resilience suite measures the daemon's memory and
# latency under attack; it runs on its own, after the rest, so that the CPU-heavy suites running in
# parallel cannot skew what it measures.
test: deps lint
	$(SWIFT) build --build-tests $(TEST_BUILD_FLAGS)
	$(SWIFT) test --skip-build --disable-xctest --skip ResilienceTests
	$(SWIFT) test --skip-build --disable-xctest --filter ResilienceTests
	@$(MAKE) --no-print-directory docs
	@$(MAKE) --no-print-directory example-test
	@$(MAKE) --no-print-directory python-client-test
	@$(MAKE) --no-print-directory tooling-test
	@$(MAKE) --no-print-directory browser-test
# The DocC sites of the ScrollSimTesting and ScrollSimClient products (swift-docc-plugin), warnings as
# errors: a broken symbol link fails `make test`. Each is transformed for static hosting under
# .build/docs/<target>/, with .build/docs/index.html linking both: browse them with
# `python3 -m http.server -d .build/docs 8000` and http://localhost:8000/ (DocC pages load their data over
# HTTP, not from file://).
DOCS = .build/docs
docs:
	@mkdir -p $(DOCS)
	for target in ScrollSimTesting ScrollSimClient; do \
		$(SWIFT) package $(TEST_BUILD_FLAGS) --allow-writing-to-directory $(DOCS) \
			generate-documentation --target $$target \
			--warnings-as-errors --transform-for-static-hosting --hosting-base-path $$target \
			--output-path $(DOCS)/$$target || exit 1; done
	@printf '%s\n' '<!doctype html><meta charset="utf-8"><title>ScrollSim documentation</title>' \
		'<h1>ScrollSim documentation</h1><ul>' \
		'<li><a href="ScrollSimTesting/documentation/scrollsimtesting/">ScrollSimTesting</a>: tests in process, on a virtual clock</li>' \
		'<li><a href="ScrollSimClient/documentation/scrollsimclient/">ScrollSimClient</a>: the daemon from Swift</li>' \
		'</ul>' > $(DOCS)/index.html
	@echo "== documentation in $(DOCS): python3 -m http.server -d $(DOCS) 8000, then http://localhost:8000/"

# Examples/ScrollSimExample: a package of its own that depends on this one by path and tests a carousel
# with the ScrollSimTesting product, and its FeedKit (app code written for iOS) with ScrollSimUIKit, as an
# app's test suite would.
example-test:
	@echo "== the example consumer package (Examples/ScrollSimExample)"
	cd Examples/ScrollSimExample && $(SWIFT) test --disable-xctest

# The Python client's tests (Clients/python/tests, pytest) against the debug binary; pytest is installed
# from PyPI when missing, and the tests are skipped, saying so, without python3 or pytest.
python-client-test:
	@if ! command -v python3 >/dev/null; then echo "== Python client tests skipped: python3 is missing"; exit 0; fi; \
	python3 -c 'import pytest' 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check pytest \
		|| { echo "== Python client tests skipped: pytest is missing and could not be installed"; exit 0; }; \
	[ -x .build/debug/scrollsim ] || $(SWIFT) build --product scrollsim; \
	echo "== Python client tests (Clients/python/tests)"; \
	cd Clients/python && SCROLLSIM=$(CURDIR)/.build/debug/scrollsim python3 -m pytest -q -p no:cacheprovider tests
# The tooling's own tests (Tests/Tooling): what ratios.py reads; the arguments it and the C fan-out baseline
# refuse; the replay page read by an HTML5 parser (html5lib, installed from PyPI when missing; those tests are
# skipped, saying so, without it); Docs/module-graph.svg against what Package.swift draws (`make
# module-graph`); and the layout core's and the physics' imports.
tooling-test:
	@if ! command -v python3 >/dev/null; then echo "== tooling tests skipped: python3 is missing"; exit 0; fi; \
	python3 -c 'import html5lib' 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check html5lib \
		|| echo "== html5lib is missing and could not be installed: the replay page's parse tests are skipped"; \
	[ -x .build/debug/scrollsim ] || $(SWIFT) build --product scrollsim; \
	echo "== tooling tests (Tests/Tooling)"; \
	SCROLLSIM=$(CURDIR)/.build/debug/scrollsim python3 -m unittest discover -s Tests/Tooling -p 'test_*.py' -v

# The replay page (`run --html`) in headless chromium, driven by Selenium (Tests/Browser). BROWSER_TESTS=1
# installs what they need (make browser-deps) and runs them; BROWSER_TESTS=0 skips them; by default they run
# when chromium, chromedriver and selenium are already installed and are skipped, saying so, when not.
BROWSER_TESTS ?= auto
BROWSER_READY = command -v chromium >/dev/null && command -v chromedriver >/dev/null && python3 -c 'import selenium' 2>/dev/null
browser-test:
	@if [ "$(BROWSER_TESTS)" = 0 ]; then echo "== browser tests skipped (BROWSER_TESTS=0)"; exit 0; fi; \
	if [ "$(BROWSER_TESTS)" = 1 ]; then $(MAKE) --no-print-directory browser-deps || exit 1; fi; \
	if ! { $(BROWSER_READY); }; then \
		echo "== browser tests skipped: chromium, chromium-driver or selenium is missing (BROWSER_TESTS=1 installs them)"; exit 0; fi; \
	[ -x .build/debug/scrollsim ] || $(SWIFT) build --product scrollsim; \
	echo "== browser tests (Tests/Browser, headless chromium)"; \
	SCROLLSIM=.build/debug/scrollsim python3 -m unittest discover -s Tests/Browser -p 'test_*.py' -v

# Debian's chromium and chromium-driver, and Selenium from PyPI: only for the browser tests.
browser-deps:
	@if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then \
		echo "installing chromium and chromium-driver with apt-get (for the browser tests)"; \
		SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO="sudo"; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium chromium-driver >/dev/null \
			|| { echo "error: could not install chromium and chromium-driver (Debian: apt-get install chromium chromium-driver)" >&2; exit 1; }; \
	fi
	@python3 -c 'import selenium' 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check selenium \
		|| { echo "error: could not install selenium (python3 -m pip install selenium)" >&2; exit 1; }

# A release build: laying out ten million items takes seconds in a debug build, a fraction of one here.
build: deps
	$(SWIFT) build -c release --product scrollsim

# libuv (and pkg-config, which finds it) from Debian's packages, installed only when missing (on macOS from
# Homebrew, untested here); with BROWSER_TESTS=1 also what the browser tests need.
deps:
	@if ! pkg-config --exists libuv 2>/dev/null; then \
		if [ "$$(uname -s)" = Darwin ] && command -v brew >/dev/null 2>&1; then \
			echo "libuv or pkg-config is missing; installing them with brew"; \
			brew install libuv pkg-config || exit 1; exit 0; fi; \
		echo "libuv1-dev or pkg-config is missing; installing them with apt-get"; \
		SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO="sudo"; \
		if ! command -v apt-get >/dev/null 2>&1; then \
			echo "error: apt-get is not available; install libuv1-dev and pkg-config by hand (macOS: brew install libuv pkg-config)" >&2; exit 1; fi; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq libuv1-dev pkg-config \
			|| { echo "error: could not install libuv1-dev and pkg-config; install them by hand (Debian: apt-get install libuv1-dev pkg-config)" >&2; exit 1; }; \
	fi
	@if [ "$(BROWSER_TESTS)" = 1 ]; then $(MAKE) --no-print-directory browser-deps; fi

# libFuzzer over what reads a user's input and what runs behind it (Sources/FuzzHarness) for FUZZ_SECONDS. An
# input's first byte picks the front end: S a view spec (YAML), C a scenario, R request lines replayed on a
# simulator, J a JUnit report (merge-reports), L a compositional layout built from the bytes (structure-aware:
# nested groups, dimensions, orthogonal sections, boundary items), D a script of requests to the real daemon
# core (views created, changed, scrolled, stepped, queried and destroyed by three clients). FUZZ_FRONTEND=L
# (one letter) runs one front end alone, with its own corpus. Seeds: every scenario and view spec, Fuzz/Seeds
# and Fuzz/Regressions (each past crash). Findings go to .build-fuzz/findings; the growing corpus stays in
# .build-fuzz/corpus (corpus-L, ... for one front end) between runs. Swift's backtracer is off so that
# libFuzzer's own handler sees a trap and writes the input that caused it; replay a finding with a debug
# build (swift build --product scrollsim-fuzz; .build/debug/scrollsim-fuzz FILE), which prints the message.
FUZZ_SECONDS ?= 60
FUZZ_FRONTEND ?=
FUZZ_FLAGS ?= -timeout=10 -rss_limit_mb=4096 -max_len=65536
FUZZ_CORPUS = .build-fuzz/corpus$(if $(FUZZ_FRONTEND),-$(FUZZ_FRONTEND))
fuzz: deps
	$(SWIFT) build -c release --scratch-path .build-fuzz --product scrollsim-fuzz \
		-Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING -Xswiftc -use-ld=lld
	@mkdir -p $(FUZZ_CORPUS) .build-fuzz/seeds .build-fuzz/findings
	@for f in Scenarios/*.yaml; do { printf C; cat $$f; } > .build-fuzz/seeds/scenario-$$(basename $$f); done
	@for f in Scenarios/Views/*.yaml; do { printf S; cat $$f; } > .build-fuzz/seeds/spec-$$(basename $$f); done
	SWIFT_BACKTRACE=enable=no SCROLLSIM_FUZZ_FRONTEND=$(FUZZ_FRONTEND) .build-fuzz/release/scrollsim-fuzz $(FUZZ_CORPUS) .build-fuzz/seeds \
		Fuzz/Seeds Fuzz/Regressions -max_total_time=$(FUZZ_SECONDS) -artifact_prefix=.build-fuzz/findings/ $(FUZZ_FLAGS)

# The Python client's reply-parser fuzz loop (Clients/python/tests/fuzz_replies.py) for FUZZ_SECONDS, seeded by
# FUZZ_SEED: mutated replies and events fed to its parser and, through an impostor server, to a connected
# client; anything raised but the client's own error is a finding, written to .build-fuzz/python-findings.
.PHONY: fuzz-python
FUZZ_SEED ?= 1
fuzz-python:
	@command -v python3 >/dev/null || { echo "error: fuzz-python needs python3" >&2; exit 1; }
	cd Clients/python && python3 tests/fuzz_replies.py --seconds $(FUZZ_SECONDS) --seed $(FUZZ_SEED) \
		--findings $(CURDIR)/.build-fuzz/python-findings

# The pictures in the README and Docs/
pictures: build
	$(SCROLLSIM) render $(EXAMPLE) --svg Docs/home-feed.svg --offset 0,300
	$(SCROLLSIM) render $(TABLE_EXAMPLE) --svg Docs/spreadsheet.svg --offset 120,60
	$(SCROLLSIM) run Scenarios/fling-bounce.yaml --plot Docs/fling-bounce.svg > /dev/null
	$(SCROLLSIM) render Scenarios/Views/carousel.yaml --svg Docs/carousel.svg --offset 62399860,0
	$(SCROLLSIM) render Scenarios/Views/tabs.yaml --svg Docs/tabs.svg
	$(SCROLLSIM) render Scenarios/Views/expanded-grid.yaml --svg Docs/expanded-grid.svg
	$(SCROLLSIM) render Scenarios/Views/mosaic.yaml --svg Docs/mosaic.svg --offset 0,400
	$(SCROLLSIM) render Scenarios/Views/compositional-feed.yaml --svg Docs/compositional.svg --offset 0,120
	$(SCROLLSIM) render Scenarios/Views/compositional-supplementaries.yaml --svg Docs/compositional-supplementaries.svg
	$(SCROLLSIM) render Scenarios/Views/carousel-feed.yaml --svg Docs/carousel-feed.svg --section-offset 0:300 --section-offset 1:310
	$(SCROLLSIM) run Scenarios/table-diagonal.yaml --html Docs/replay.html > /dev/null
	$(MAKE) --no-print-directory browser-deps
	chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,880 \
		--screenshot=Docs/replay.png "file://$$PWD/Docs/replay.html#tick=200"
	rm Docs/replay.html
	@$(MAKE) --no-print-directory module-graph

# Docs/module-graph.svg, the picture in Docs/Architecture.md, drawn from Package.swift (`swift package
# dump-package`) by Tests/Tooling/module_graph.py; the tooling tests fail while the committed one differs.
module-graph:
	python3 Tests/Tooling/module_graph.py --output Docs/module-graph.svg

# The daemon under load, measured from outside by scrollsim-load (LOAD_SECONDS of real clock, then floods).
LOAD_SECONDS ?= 10
load: deps
	$(SWIFT) build -c release --product scrollsim
	$(SWIFT) build -c release --product scrollsim-load
	.build/release/scrollsim-load .build/release/scrollsim $(LOAD_SECONDS)

# package-benchmark, in the nested Benchmarks/ package (about 3 minutes to build the first time), and the
# C baselines (Benchmarks/Baselines) our hot paths are measured against.
BASELINES = Benchmarks/.build/baselines
CFLAGS_BASELINE = -O2 -march=native -Wall -Wextra
benchmarks: deps baselines
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --format markdown

# BASE's benchmarks against the working tree's, head to head (Benchmarks/Scripts/bench_compare.py): BASE built
# once in a worktree under .build-bench-compare/ (kept), both run alternately ROUNDS times, each row's p50 and
# p0 with the ratio new / base and its range. `make bench-compare BASE=main FILTER="flow attributes.*"`.
FILTER ?= .*
TARGET ?= LayoutBenchmarks
# The arguments reach the script through the environment, unexpanded ($(value)): neither make nor the shell
# reads `$(...)`, quotes or backquotes in them.
bench-compare: export BENCH_BASE = $(value BASE)
bench-compare: export BENCH_FILTER = $(value FILTER)
bench-compare: export BENCH_ROUNDS = $(value ROUNDS)
bench-compare: export BENCH_TARGET = $(value TARGET)
bench-compare: deps
	@if [ -z "$$BENCH_BASE" ]; then echo "make bench-compare: give BASE=<revision> (and FILTER=<regex>)"; exit 2; fi
	python3 Benchmarks/Scripts/bench_compare.py "$$BENCH_BASE" "$$BENCH_FILTER" "$$BENCH_ROUNDS" "$$BENCH_TARGET"

baselines: $(BASELINES)/layout_baseline $(BASELINES)/fanout_baseline

$(BASELINES)/layout_baseline: Benchmarks/Baselines/layout_baseline.c
	@mkdir -p $(BASELINES)
	$(CC) $(CFLAGS_BASELINE) -o $@ $<

$(BASELINES)/fanout_baseline: Benchmarks/Baselines/fanout_baseline.c
	@mkdir -p $(BASELINES)
	$(CC) $(CFLAGS_BASELINE) -o $@ $< $$(pkg-config --cflags --libs libuv) -lpthread

# Ours and C back to back, ROUNDS times each: the layouts, then the daemon's flood; prints the ratios
# (ours / C) as tables.
ROUNDS ?= 3
baseline-ratios: deps baselines
	$(SWIFT) build -c release --product scrollsim
	$(SWIFT) build -c release --product scrollsim-load
	python3 Benchmarks/Baselines/ratios.py layout $(BASELINES)/layout_baseline $(ROUNDS)
	python3 Benchmarks/Baselines/ratios.py fanout $(BASELINES)/fanout_baseline .build/release/scrollsim-load \
		.build/release/scrollsim $(ROUNDS)

# The committed .swift-format, strictly: a file it would change fails `make test`. Then the portability check
# (Tests/Tooling/portability.py): Linux-only C calls stay in the Platform target or under #if os(Linux). Then
# the JavaScript the targets embed (the replay page's Sources/Reports/Replay/ReplayPage.js), parsed by node.
lint:
	$(SWIFT) format lint --strict --recursive --configuration .swift-format $(SWIFT_FILES)
	@if command -v python3 >/dev/null; then python3 Tests/Tooling/portability.py Sources; \
		else echo "== portability check skipped: python3 is missing"; fi
	@if command -v node >/dev/null; then for file in $$(find Sources -name '*.js' | sort); do \
		node --check $$file || exit 1; done; else echo "== JavaScript check skipped: node is missing"; fi

format:
	$(SWIFT) format --in-place --recursive --configuration .swift-format $(SWIFT_FILES)

clean:
	rm -rf .build .build-fuzz Benchmarks/.build
