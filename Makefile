# Makefile — builds build/warpscope, runs the tests, the TUI and the benchmarks.
# GNU make only.  `make` builds, `make test` tests, `make run` starts warpscope.
#   make test T=config     only tests whose name contains "config"
#   make test SAN=1        tests under AddressSanitizer + UBSan (same as `make asan`)
#   make WERROR=1          warnings are errors (CI sets this)
#   make LTO=0             no link-time optimization (on by default with GCC: see below)

CC      ?= cc
SAN     ?=
# Link-time optimization of build/warpscope (cross-file inlining of the small per-cycle
# functions: about 10% less wall time).  GCC only, with fat objects: the library stays a
# plain `ar` archive whose objects also hold ordinary code, and the unit tests are built
# and linked without it as before.  Other compilers (clang) build without it.
LTO     ?= $(shell $(CC) --version 2>/dev/null | grep -q 'Free Software Foundation' && echo 1)
WERROR  ?=
T       ?=

ifeq ($(SAN),1)
BUILD   := build/san
OPTFLAGS := -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all
SANLD   := -fsanitize=address,undefined
LTOFLAGS :=
else
BUILD   := build
OPTFLAGS := -O2
SANLD   :=
LTOFLAGS := $(if $(filter 1,$(LTO)),-flto=auto -ffat-lto-objects)
endif

WARN     := -Wall -Wextra -Wpedantic -Wshadow -Wno-unused-parameter $(if $(WERROR),-Werror)
ALLCFLAGS := -std=c11 $(OPTFLAGS) -g $(WARN) -D_DEFAULT_SOURCE -Iinclude -Isrc -MMD -MP $(CFLAGS)
LIBS     := -lreadline -lncursesw -lz -lm
ALLLDFLAGS := $(SANLD) $(LDFLAGS)
# build/warpscope starts faster linked as a fixed-address executable (-no-pie: the
# loader applies no relocations to its many tables of pointers) and with readline,
# ncurses and zlib taken from their static archives when the -dev packages ship them
# (the loader then resolves none of their symbols): about 2 ms less per run on the
# 2-core build machine, where a short trace runs in 35 ms (README, Speed).  Decided at
# link time, so a first build that installs the packages gets them too; without the
# archives, or with a compiler without -no-pie, or under sanitizers, the plain link.
ifneq ($(SAN),1)
NOPIE    := $(shell echo 'int main(void){return 0;}' | $(CC) -x c -no-pie -o /dev/null - 2>/dev/null && echo -no-pie)
STATIC_LIBS := readline ncursesw tinfo z
BIN_LIBS := $$(for l in $(STATIC_LIBS); do \
              [ -f "$$($(CC) -print-file-name=lib$$l.a)" ] || { echo '$(LIBS)'; exit 0; }; done; \
              echo '-Wl,-Bstatic $(addprefix -l,$(STATIC_LIBS)) -Wl,-Bdynamic -lm')
else
NOPIE    :=
BIN_LIBS := $(LIBS)
endif

LIB_SRC  := $(sort $(shell find src -name '*.c' ! -path src/main.c))
VIEW_SRC := $(sort $(wildcard views/*.c))
UNIT_SRC := $(sort $(wildcard tests/unit/test_*.c))
LIB_OBJ  := $(LIB_SRC:%.c=$(BUILD)/obj/%.o)
VIEW_OBJ := $(VIEW_SRC:%.c=$(BUILD)/obj/%.o)
UNIT_BIN := $(UNIT_SRC:tests/unit/%.c=$(BUILD)/tests/%)
BIN      := $(BUILD)/warpscope
LIBA     := $(BUILD)/libwarpscope.a

# Packages a fresh Debian/Ubuntu machine needs (checked once per build directory).
DEB_PKGS := libncurses-dev libreadline-dev zlib1g-dev
# Optional: GNU parallel for `warpscope sweep --engine parallel` (the tests that need it
# skip without it).  Never installed by the build; the check says how.
OPT_DEPS_NOTE = command -v parallel >/dev/null 2>&1 || { \
	  echo "optional: GNU parallel (warpscope sweep --engine parallel) is not installed; install it with:"; \
	  echo "  sudo apt-get install -y parallel"; }

.PHONY: all test test-unit asan run screens bench claims correlate clean check-deps default-cfg install uninstall FORCE
all: $(BIN)

# --- dependency check -------------------------------------------------------------
$(BUILD)/.deps-ok:
	@mkdir -p $(BUILD)
	@printf '#include <ncursesw/curses.h>\n#include <readline/readline.h>\n#include <zlib.h>\nint main(void){return 0;}\n' > $(BUILD)/.depcheck.c
	@if ! $(CC) $(BUILD)/.depcheck.c -o $(BUILD)/.depcheck $(LIBS) 2>/dev/null; then \
	  echo "warpscope needs the ncurses (wide), readline and zlib development packages."; \
	  echo "Install them with:"; \
	  echo "  sudo apt-get install -y $(DEB_PKGS)"; \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Running as root: installing them now."; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(DEB_PKGS) || exit 1; \
	    $(CC) $(BUILD)/.depcheck.c -o $(BUILD)/.depcheck $(LIBS) || exit 1; \
	  else exit 1; fi; \
	fi
	@rm -f $(BUILD)/.depcheck $(BUILD)/.depcheck.c
	@$(OPT_DEPS_NOTE)
	@touch $@
check-deps: $(BUILD)/.deps-ok
	@$(OPT_DEPS_NOTE)

# --- rebuild everything when the flags change ---------------------------------------
$(BUILD)/.flags: FORCE
	@mkdir -p $(BUILD)
	@echo '$(CC) $(ALLCFLAGS) $(ALLLDFLAGS) $(LTOFLAGS)' | cmp -s - $@ || echo '$(CC) $(ALLCFLAGS) $(ALLLDFLAGS) $(LTOFLAGS)' > $@

$(BUILD)/obj/%.o: %.c $(BUILD)/.flags | $(BUILD)/.deps-ok
	@mkdir -p $(dir $@)
	$(CC) $(ALLCFLAGS) $(LTOFLAGS) -c $< -o $@

$(LIBA): $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(BIN): $(BUILD)/obj/src/main.o $(VIEW_OBJ) $(LIBA)
	$(CC) $(ALLLDFLAGS) $(OPTFLAGS) $(LTOFLAGS) $(NOPIE) -o $@ $(BUILD)/obj/src/main.o $(VIEW_OBJ) $(LIBA) $(BIN_LIBS)

$(BUILD)/tests/%: tests/unit/%.c tests/unit/harness.c $(wildcard tests/unit/*.h) $(LIBA) $(BUILD)/.flags
	@mkdir -p $(dir $@)
	$(CC) $(ALLCFLAGS) -Itests/unit -o $@ $< tests/unit/harness.c $(LIBA) $(LIBS) $(ALLLDFLAGS)

# --- tests ------------------------------------------------------------------------
test: $(BIN) $(UNIT_BIN)
	@BUILD=$(BUILD) T='$(T)' SAN='$(SAN)' bash tests/run.sh

# Only the unit tests (tests/unit), with the same summary line.
test-unit: $(UNIT_BIN)
	@BUILD=$(BUILD) T='$(T)' SAN='$(SAN)' WS_TEST_GROUPS=unit bash tests/run.sh

# make asan also runs every libFuzzer harness for FUZZ_RUNS inputs (below), unless T
# selects tests that are not the fuzzers.
asan:
	@$(MAKE) --no-print-directory test SAN=1
	@$(if $(T),$(if $(findstring fuzz,$(T)),$(MAKE) --no-print-directory fuzz-smoke),$(MAKE) --no-print-directory fuzz-smoke)

# --- run --------------------------------------------------------------------------
# Starts the most complete interactive front end that exists.
RUN_ARGS ?= tui
run: $(BIN)
	./$(BIN) $(RUN_ARGS)

# demos/screens/*.txt: a text capture of each TUI layout (tmux drives the real program).
screens: $(BIN)
	@WS_BIN=$(BIN) bash tests/tui/screens.sh

bench: $(BIN)
	@BUILD=$(BUILD) bash tests/bench/run.sh

# The four papers' claims, each on 6 inputs (2 sizes x 3 seeds), as one table, then the
# baselines' order against Accel-Sim when the peer is present (tests/paper/claims.sh;
# issue 24, in progress: `make test` still runs the single-input tests/paper/*.sh).
claims: $(BIN)
	@BUILD=$(BUILD) bash tests/paper/claims.sh

# Correlation with Accel-Sim (tests/correlation/run.sh; a report, not a test):
#   make correlate C='bfs matmul'   only these traces of tests/correlation/set.txt
#   make correlate PRESET=qv100     the qv100 preset against the peer's QV100 (set-qv100.txt; also rtx3070)
C ?=
PRESET ?= gtx480
correlate: $(BIN)
	@BUILD=$(BUILD) WS_PRESET=$(PRESET) bash tests/correlation/run.sh $(C)

# configs/default.cfg is generated from the options table (a test keeps them in sync).
default-cfg: $(BIN)
	@{ echo '## default.cfg — every configuration key with its default value and doc.'; \
	   echo '## Generated by `make default-cfg` from the options table in include/warpscope/config.h;'; \
	   echo '## tests/cli/config-default-sync.sh fails when the two disagree.'; \
	   echo '## Syntax (warpscope-config(5)): key = value, # comments, include FILE; sizes take K/M/G.'; \
	   echo; ./$(BIN) config; } > configs/default.cfg
	@echo "wrote configs/default.cfg"
	@bash man/gen-keys.sh ./$(BIN) > $(BUILD)/keys.man
	@awk -v keys=$(BUILD)/keys.man '/^\.\\" END KEYS/ { while ((getline l < keys) > 0) print l; skip = 0 } \
	     !skip { print } /^\.\\" BEGIN KEYS/ { skip = 1 }' man/warpscope-config.5 > $(BUILD)/cfg.5 \
	  && mv $(BUILD)/cfg.5 man/warpscope-config.5
	@echo "wrote the KEYS section of man/warpscope-config.5"

# --- fuzzing: libFuzzer harnesses in tests/fuzz/ (see tests/fuzz/README.md) ---------
#   make fuzz                 each harness for FUZZ_SECONDS (default 60), one after another
#   make fuzz FUZZ=wst        only the harnesses whose name contains wst
#   make fuzz-smoke           each harness for FUZZ_RUNS inputs (make asan runs it; CI)
# They need clang with its runtime (Debian: clang libclang-rt-14-dev); run as root, the
# build installs them when missing.  A crash leaves its input in build/fuzz/artifacts/.
FUZZ_CC      ?= clang
FUZZ_SECONDS ?= 60
FUZZ_RUNS    ?= 4000
FUZZ         ?=
FUZZ_DIR     ?= build/fuzz
FUZZ_FLAGS   := -std=c11 -O1 -g -fno-omit-frame-pointer -D_DEFAULT_SOURCE -Iinclude -Isrc \
                -fsanitize=address,undefined -fno-sanitize-recover=all
FUZZ_NAMES   := $(sort $(patsubst tests/fuzz/fuzz_%.c,%,$(wildcard tests/fuzz/fuzz_*.c)))
FUZZ_OBJ     := $(LIB_SRC:%.c=$(FUZZ_DIR)/obj/%.o)
FUZZ_BINS    := $(FUZZ_NAMES:%=$(FUZZ_DIR)/fuzz_%)
FUZZ_DEB     := clang libclang-rt-14-dev
.PHONY: fuzz fuzz-smoke fuzz-build

$(FUZZ_DIR)/.deps-ok:
	@mkdir -p $(FUZZ_DIR)
	@printf 'int LLVMFuzzerTestOneInput(const unsigned char *d, unsigned long n) { return d && n; }\n' > $(FUZZ_DIR)/.check.c
	@if ! $(FUZZ_CC) -fsanitize=fuzzer,address,undefined $(FUZZ_DIR)/.check.c -o $(FUZZ_DIR)/.check 2>/dev/null; then \
	  echo "make fuzz needs clang with libFuzzer: sudo apt-get install -y $(FUZZ_DEB)"; \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Running as root: installing them now."; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(FUZZ_DEB) || exit 1; \
	    $(FUZZ_CC) -fsanitize=fuzzer,address,undefined $(FUZZ_DIR)/.check.c -o $(FUZZ_DIR)/.check || exit 1; \
	  else exit 1; fi; \
	fi
	@rm -f $(FUZZ_DIR)/.check $(FUZZ_DIR)/.check.c
	@touch $@

$(FUZZ_DIR)/obj/%.o: %.c | $(FUZZ_DIR)/.deps-ok $(BUILD)/.deps-ok
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_FLAGS) -fsanitize=fuzzer-no-link -MMD -MP -c $< -o $@

$(FUZZ_DIR)/libwarpscope.a: $(FUZZ_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(FUZZ_DIR)/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz.h $(FUZZ_DIR)/libwarpscope.a
	$(FUZZ_CC) $(FUZZ_FLAGS) -fsanitize=fuzzer -Itests/fuzz $< $(FUZZ_DIR)/libwarpscope.a $(LIBS) -o $@

fuzz-build: $(FUZZ_BINS)

fuzz: fuzz-build $(BIN)
	@FUZZ_DIR=$(FUZZ_DIR) FUZZ='$(FUZZ)' WS_BIN=$(BIN) bash tests/fuzz/fuzz.sh time $(FUZZ_SECONDS)

fuzz-smoke: fuzz-build
	@FUZZ_DIR=$(FUZZ_DIR) FUZZ='$(FUZZ)' bash tests/fuzz/fuzz.sh runs $(FUZZ_RUNS)

# make install [PREFIX=/usr/local] [DESTDIR=]: the binary, the man pages, the presets
# and the lessons; warpscope finds PREFIX/share/warpscope/{configs,lessons} from the
# binary's own place (PREFIX/bin), so the tree can be moved whole.  make uninstall
# removes exactly what install wrote.
PREFIX  ?= /usr/local
DESTDIR ?=
INST_BIN := $(DESTDIR)$(PREFIX)/bin
INST_MAN := $(DESTDIR)$(PREFIX)/share/man
INST_SHARE := $(DESTDIR)$(PREFIX)/share/warpscope
INST_CFG := $(notdir $(wildcard configs/*.cfg))
INST_LESSONS := $(notdir $(wildcard demos/lessons/*.ws)) README.md
install: $(BIN)
	install -d $(INST_BIN) $(INST_MAN)/man1 $(INST_MAN)/man5 $(INST_SHARE)/configs $(INST_SHARE)/lessons
	install -m 755 $(BIN) $(INST_BIN)/warpscope
	install -m 644 man/warpscope.1 $(INST_MAN)/man1/
	install -m 644 man/warpscope-config.5 man/warpscope-trace.5 $(INST_MAN)/man5/
	install -m 644 $(addprefix configs/,$(INST_CFG)) $(INST_SHARE)/configs/
	install -m 644 $(addprefix demos/lessons/,$(INST_LESSONS)) $(INST_SHARE)/lessons/

uninstall:
	rm -f $(INST_BIN)/warpscope $(INST_MAN)/man1/warpscope.1 \
	  $(INST_MAN)/man5/warpscope-config.5 $(INST_MAN)/man5/warpscope-trace.5 \
	  $(addprefix $(INST_SHARE)/configs/,$(INST_CFG)) $(addprefix $(INST_SHARE)/lessons/,$(INST_LESSONS))
	-rmdir $(INST_SHARE)/configs $(INST_SHARE)/lessons $(INST_SHARE) 2>/dev/null

clean:
	rm -rf build

-include $(shell find $(BUILD)/obj -name '*.d' 2>/dev/null)
-include $(shell find $(FUZZ_DIR)/obj -name '*.d' 2>/dev/null)
