# Cartographers Handheld. The two commands a newcomer needs:
#   make sim    play in the desktop simulator (headless demo without a display)
#   make test   install everything the tests need, lint, run the whole suite
# Both set themselves up: .venv from the pins in pyproject.toml (re-installed
# only when pyproject.toml changes) and, for tests, the npm MicroPython package
# (re-installed only when its package-lock.json changes).
# $(STAMP_TEST) installs the simulator's pins too, so tests need no $(STAMP_SIM).

PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV ?= .venv
VPY := $(VENV)/bin/python
HARNESS := tools/micropython
STAMP_SIM := $(VENV)/.stamp-sim
STAMP_TEST := $(VENV)/.stamp-test
STAMP_NPM := $(HARNESS)/node_modules/.stamp-npm
BUNDLE_DIR ?= build/CIRCUITPY
PIP_INSTALL := $(VPY) -m pip install --quiet --disable-pip-version-check
# make test runs the suite on every core (pytest-xdist); PYTEST_JOBS=0 runs
# it in one process. A group of tests that shares one costly run
# (xdist_group) stays on one worker.
PYTEST_JOBS ?= auto
PYTEST_PARALLEL := -n $(PYTEST_JOBS) --dist loadgroup

.PHONY: help sim test lint fix pytest bundle deploy board-check bench clean distclean venv

help:
	@echo "make sim      run the game in the desktop simulator (ARGS=... passes options)"
	@echo "make test     set up .venv + MicroPython harness, run ruff and pytest"
	@echo "make bundle   build $(BUNDLE_DIR)/ for the device (.mpy if CircuitPython's mpy-cross is found)"
	@echo "make deploy   copy the bundle to a mounted CIRCUITPY drive (or CIRCUITPY=path)"
	@echo "make board-check  copy the game and a recorded game for the board to replay (ARGS=--help)"
	@echo "make bench    run every bench/bench_*.py"
	@echo "make lint     ruff only; make fix: let ruff sort imports and drop unused ones"
	@echo "make clean    remove build/, out/ and caches (distclean: also .venv, node_modules)"

$(VPY):
	@test -n "$(PYTHON)" || { echo "Python 3.11 or newer is needed (python3.11 not found)"; exit 1; }
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "$(PYTHON) is older than 3.11; run make PYTHON=/path/to/python3.11"; exit 1; }
	$(PYTHON) -m venv $(VENV)

venv: $(VPY)

$(STAMP_SIM): pyproject.toml tools/project.py | $(VPY)
	$(VPY) tools/project.py requirements > $(VENV)/requirements-sim.txt
	$(PIP_INSTALL) -r $(VENV)/requirements-sim.txt
	@touch $@

$(STAMP_TEST): pyproject.toml tools/project.py | $(VPY)
	$(VPY) tools/project.py requirements test > $(VENV)/requirements-test.txt
	$(PIP_INSTALL) -r $(VENV)/requirements-test.txt
	@touch $@

$(STAMP_NPM): $(HARNESS)/package.json $(HARNESS)/package-lock.json
	@command -v npm >/dev/null || { echo "npm not found: install Node.js 18 or newer"; exit 1; }
	cd $(HARNESS) && npm ci --no-audit --no-fund --loglevel=error
	@touch $@

sim: $(STAMP_SIM)
	$(VPY) -m sim $(ARGS)

lint: $(STAMP_TEST)
	$(VPY) -m ruff check .

# Sorts imports and removes unused ones in place; review the diff.
fix: $(STAMP_TEST)
	$(VPY) -m ruff check --fix .

pytest: $(STAMP_TEST) $(STAMP_NPM)
	$(VPY) -m pytest $(PYTEST_PARALLEL) $(PYTEST_ARGS)

# Lint and tests both run, so one report shows every failure.
test: $(STAMP_TEST) $(STAMP_NPM)
	@status=0; \
	echo "== ruff check ."; $(VPY) -m ruff check . || status=1; \
	echo "== pytest"; $(VPY) -m pytest $(PYTEST_PARALLEL) --durations=10 $(PYTEST_ARGS) \
		|| status=1; \
	exit $$status

# CIRCUITPY_MPY_CROSS=path names CircuitPython's mpy-cross; BUNDLE_ARGS=--py ships .py, --lines keeps
# the .mpy files' line numbers.
bundle: $(VPY)
	$(VPY) tools/bundle.py --out $(BUNDLE_DIR) $(BUNDLE_ARGS)

deploy: bundle
	$(VPY) tools/deploy.py --bundle $(BUNDLE_DIR) $(if $(CIRCUITPY),--drive "$(CIRCUITPY)")

# The VM's game replayed on a board, its heap and times on the serial console.
board-check: $(STAMP_TEST)
	$(VPY) tools/boardcheck.py --deploy $(if $(CIRCUITPY),--drive "$(CIRCUITPY)") $(ARGS)

bench: $(STAMP_TEST) $(STAMP_NPM)
	@found=0; for script in bench/bench_*.py; do \
		[ -f "$$script" ] || continue; found=1; \
		echo "== $$script"; $(VPY) "$$script" || exit 1; \
	done; [ $$found = 1 ] || echo "no bench/bench_*.py scripts yet"

clean:
	rm -rf build out .pytest_cache .ruff_cache .hypothesis
	find . -name __pycache__ -type d -not -path './$(VENV)/*' -prune -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV) $(HARNESS)/node_modules

# The board check's whole games on the PicoSystem's real firmware, emulated
# (tools/rp2040.py, ../shared/rp2040; 3-5 minutes of wall time a game; `make
# test` plays the solo one): make emu-check EMU_GAMES="solo heroes guided".
.PHONY: emu-check emu-test
EMU_GAMES ?= solo
# The emulated firmware's tests alone (tests/test_rp2040.py, part of make test).
emu-test: $(STAMP_TEST)
	$(VPY) -m pytest tests/test_rp2040.py $(PYTEST_ARGS)
emu-check: $(STAMP_TEST)
	$(VPY) tools/rp2040.py check $(foreach game,$(EMU_GAMES),--game $(game))
