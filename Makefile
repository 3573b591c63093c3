# Makefile — builds build/warpscope, runs the tests, the TUI and the benchmarks.
# GNU make only.  `make` builds, `make test` tests, `make run` starts warpscope.
#   make test T=config     only tests whose name contains "config"
#   make test SAN=1        tests under AddressSanitizer + UBSan (same as `make asan`)
#   make WERROR=1          warnings are errors (CI sets this)

CC      ?= cc
SAN     ?=
WERROR  ?=
T       ?=

ifeq ($(SAN),1)
BUILD   := build/san
OPTFLAGS := -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all
SANLD   := -fsanitize=address,undefined
else
BUILD   := build
OPTFLAGS := -O2
SANLD   :=
endif

WARN     := -Wall -Wextra -Wpedantic -Wshadow -Wno-unused-parameter $(if $(WERROR),-Werror)
ALLCFLAGS := -std=c11 $(OPTFLAGS) -g $(WARN) -D_DEFAULT_SOURCE -Iinclude -Isrc -MMD -MP $(CFLAGS)
LIBS     := -lreadline -lncursesw -lz -lm
ALLLDFLAGS := $(SANLD) $(LDFLAGS)

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

.PHONY: all test asan run bench clean check-deps FORCE
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
	@touch $@
check-deps: $(BUILD)/.deps-ok

# --- rebuild everything when the flags change ---------------------------------------
$(BUILD)/.flags: FORCE
	@mkdir -p $(BUILD)
	@echo '$(CC) $(ALLCFLAGS) $(ALLLDFLAGS)' | cmp -s - $@ || echo '$(CC) $(ALLCFLAGS) $(ALLLDFLAGS)' > $@

$(BUILD)/obj/%.o: %.c $(BUILD)/.flags | $(BUILD)/.deps-ok
	@mkdir -p $(dir $@)
	$(CC) $(ALLCFLAGS) -c $< -o $@

$(LIBA): $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(BIN): $(BUILD)/obj/src/main.o $(VIEW_OBJ) $(LIBA)
	$(CC) $(ALLLDFLAGS) -o $@ $(BUILD)/obj/src/main.o $(VIEW_OBJ) $(LIBA) $(LIBS)

$(BUILD)/tests/%: tests/unit/%.c tests/unit/harness.c tests/unit/harness.h $(LIBA) $(BUILD)/.flags
	@mkdir -p $(dir $@)
	$(CC) $(ALLCFLAGS) -Itests/unit -o $@ $< tests/unit/harness.c $(LIBA) $(LIBS) $(ALLLDFLAGS)

# --- tests ------------------------------------------------------------------------
test: $(BIN) $(UNIT_BIN)
	@BUILD=$(BUILD) T='$(T)' SAN='$(SAN)' bash tests/run.sh

asan:
	@$(MAKE) --no-print-directory test SAN=1

# --- run --------------------------------------------------------------------------
# Starts the most complete interactive front end that exists.
RUN_ARGS ?= --help
run: $(BIN)
	./$(BIN) $(RUN_ARGS)

bench: $(BIN)
	@BUILD=$(BUILD) bash tests/bench/run.sh

clean:
	rm -rf build

-include $(shell find $(BUILD)/obj -name '*.d' 2>/dev/null)
