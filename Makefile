# The two commands: `make run` renders the gallery, `make test` runs the test suite.
# Both first install what is missing from Debian, asking dpkg before apt so a ready
# machine never calls apt-get.

DEBIAN_PACKAGES := pkg-config libfreetype-dev libfontconfig-dev fontconfig libpng-dev zlib1g-dev libdeflate-dev libxxhash-dev \
	libharfbuzz-dev libunibreak-dev libicu-dev fonts-dejavu-core fonts-nanum fonts-noto-core fonts-noto-cjk fonts-noto-cjk-extra \
	fonts-noto-color-emoji fonts-dejavu-extra libjpeg62-turbo-dev libwebp-dev libgif-dev librsvg2-dev libcairo2-dev librlottie-dev liblcms2-dev \
	poppler-utils bootstrap-icons
# Peers the differential tests compare against (PyPI); tests that need one skip without it.
PYTHON_PEERS := kiwisolver pixelmatch jsonschema PyYAML

SWIFT ?= swift
GALLERY ?= gallery
# The command line as `make release` builds it: the Swift runtime and Foundation linked in
# (--static-swift-stdlib), so it runs without a Swift toolchain and a process starts in about
# 4.5 ms instead of 9 (no dynamic linking of Foundation and ICU; BENCHMARKS.md, "The cost of one
# picture"). Its own build folder, so `swift build -c release` and the benchmarks, which link
# dynamically, do not rebuild each other's modules.
CLI_BUILD := .build/cli
LAYOUT_RENDER := $(CLI_BUILD)/release/layout-render

.PHONY: run test deps peers chromium build release benchmark growth clean

deps:
	@missing=""; for p in $(DEBIAN_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi

peers:
	@python3 scripts/ensure_python_peers.py $(PYTHON_PEERS) || echo "warning: Python peers unavailable; differential tests will skip"

# Headless Chromium, the peer of the text differential test (LayoutEngineTests skips it when absent). A large
# download, so `make run` does without it; `make test` installs it so the comparison always runs.
chromium:
	@dpkg-query -W -f='$${Status}' chromium 2>/dev/null | grep -q "install ok installed" || \
		(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product layout-render --static-swift-stdlib --scratch-path $(CLI_BUILD)

run: release
	$(LAYOUT_RENDER) gallery --output $(GALLERY)
	@echo "Open $(GALLERY)/index.html"

test: deps peers chromium
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel
	./scripts/check_consumer.sh
	./scripts/check_team_package.sh

# What no test of `make test` may assert because it is a time (issue 37): the growth ratios (work at
# n and 2n in CPU time, GROWTH_BENCHMARK=1 enables those tests) and the live preview's idle cost
# against the number of files it watches, both in a debug build as users run them; see BENCHMARKS.md.
GROWTH_TESTS := TextGrowthTests|ConflictExplanationBoundTests|aPathDrawnPointByPoint|LongTextCommandTests|longListsAreLinear|cLoopsAreCheaperThanTheReference

growth: deps
	$(SWIFT) build --build-tests
	GROWTH_BENCHMARK=1 $(SWIFT) test --skip-build --filter '$(GROWTH_TESTS)'
	python3 Benchmarks/peers/preview_idle.py --binary .build/debug/layout-render

# The benchmarks and their peers in one run; see BENCHMARKS.md. Peers come from PyPI and Debian.
BENCH_PEERS := kiwisolver skia-python pycairo Pillow numpy pybind11-pixelmatch pixelmatch
BENCH_OUT := .build/benchmarks

benchmark: deps
	@dpkg-query -W -f='$${Status}' libcairo2-dev 2>/dev/null | grep -q "install ok installed" || \
		(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libcairo2-dev)
	python3 scripts/ensure_python_peers.py $(BENCH_PEERS)
	mkdir -p $(BENCH_OUT)
	$(SWIFT) build --product layout-render
	$(SWIFT) package --allow-writing-to-package-directory benchmark --target DiffBenchmarks | tee $(BENCH_OUT)/diff.txt
	python3 Benchmarks/peers/diff_peers.py --ours $(BENCH_OUT)/diff.txt
	python3 Benchmarks/peers/png_peers.py --ours $(BENCH_OUT)/diff.txt
	python3 Benchmarks/peers/raster_peers.py --runs 30 --rounds 5
	python3 Benchmarks/peers/text_peers.py
	$(SWIFT) package --allow-writing-to-package-directory benchmark --target SolverBenchmarks --format jmh --path $(BENCH_OUT)/solver
	python3 Benchmarks/peers/solver_peers.py --ours $(BENCH_OUT)/solver/Current_run.jmh.json --limit 120
	$(SWIFT) package --allow-writing-to-package-directory benchmark --target ComponentBenchmarks | tee $(BENCH_OUT)/component.txt
	python3 Benchmarks/peers/component_peers.py --ours $(BENCH_OUT)/component.txt
	$(SWIFT) package --allow-writing-to-package-directory benchmark --target JournalBenchmarks | tee $(BENCH_OUT)/journal.txt
	python3 Benchmarks/peers/journal_peers.py --ours $(BENCH_OUT)/journal.txt
	$(SWIFT) package --allow-writing-to-package-directory benchmark --target AnimationBenchmarks | tee $(BENCH_OUT)/animation.txt
	python3 Benchmarks/peers/animation_peers.py --ours $(BENCH_OUT)/animation.txt
	$(SWIFT) package --allow-writing-to-package-directory benchmark --target SceneFileBenchmarks | tee $(BENCH_OUT)/scenefile.txt
	$(MAKE) release
	python3 Benchmarks/peers/input_peers.py --binary $(LAYOUT_RENDER)

clean:
	rm -rf .build $(GALLERY)
