/* tui.h — the TUI's internal interface (views/): the session context views draw from,
 * the view table entry (struct ws_view), layouts, the event recorder, the readline glue
 * and the drawing helpers.  Views only read the simulator through the inspection API
 * (DESIGN §2); a key that should change state runs a debugger command (tui_exec). */
#ifndef WARPSCOPE_VIEWS_TUI_H
#define WARPSCOPE_VIEWS_TUI_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1   /* waddnwstr: clip by cells, not bytes */
#endif
#include <ncursesw/curses.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>

#include "warpscope/dbg.h"
#include "warpscope/event.h"
#include "warpscope/sched.h"
#include "warpscope/util.h"

struct tui;
struct tui_pane;

/* A view: draws its pane from the inspection API and never changes the simulation.
 * draw fills the pane's inner area (the frame and title are drawn by the layout);
 * on_key gets keys while its pane has focus and returns true when it used the key
 * (NULL: only the common scrolling keys); resize is told the new inner size.  legend
 * names every abbreviation and glyph the view draws (F3 or L shows it at the bottom of
 * the pane, ? lists them all). */
struct ws_view {
    const char *name;
    int key;                 /* digit that focuses the view (or shows it alone) */
    const char *help;        /* one line for the help screen */
    void (*draw)(struct tui *t, struct tui_pane *p);
    bool (*on_key)(struct tui *t, struct tui_pane *p, int key);
    void (*resize)(struct tui *t, struct tui_pane *p);
    const char *legend;
};

/* The view table (layout.c), NULL-terminated; index = view id. */
extern const struct ws_view *const tui_views[];
#define TUI_MAX_VIEWS 16
int tui_view_find(const char *name);

extern const struct ws_view tui_view_sms, tui_view_warps, tui_view_ctas, tui_view_cache,
    tui_view_dram, tui_view_stats, tui_view_log, tui_view_trace, tui_view_output;
extern const struct ws_view tui_view_vta;   /* CCWS */
extern const struct ws_view tui_view_pipe;  /* the SM pipeline */
extern const struct ws_view tui_view_lesson;   /* the open lesson's narrative */
extern const struct ws_view tui_view_diff;     /* `--diff`: the two sides' running delta */

/* A view placed on the screen.  Invariant while a layout is live: win covers h x w at
 * (y, x), h >= 3 and w >= 8 (frame included); legend_rows < h - 2 rows at the bottom of
 * the inner area hold the legend (the view draws above them).  side: under `--diff`, a
 * pane of a diff layout shows one side (0 A, 1 B; diffview.c), -1 the session's own
 * simulator (the focused side). */
struct tui_pane {
    int vi;                  /* index in tui_views[] */
    int side;
    WINDOW *win;
    int y, x, h, w;
    int legend_rows;
};

/* Per-view state kept across layouts.  scroll is the first content line shown (views
 * clamp it); total is the number of content lines at the last draw.  Under --diff each
 * side pane (warps A, warps B, ...) has a state of its own (tui_vs). */
struct tui_vstate {
    int scroll, total;
    bool follow;             /* log/output: stick to the newest line */
    unsigned seen;           /* stop_serial the view last scrolled to */
};

/* ---- event recorder (record.c): what the bus said since the views last looked ---- */
#define TUI_LOG_CAP 8192     /* power of two */
#define TUI_TL_LEN 64        /* DRAM timeline glyphs kept per bank */
#define TUI_HIST 256         /* IPC samples kept for the sparkline */

struct tui_bank_tl {
    char glyph[TUI_TL_LEN];  /* ring: A R W P */
    uint32_t n, head;        /* glyphs stored, next write index */
};

/* Invariant: sub > 0 iff subscribed to sim's bus; tl has channels*banks entries;
 * the cache marks cover l1's sets*ways for SM l1_sm. */
struct tui_rec {
    struct ws_sim *sim;
    int sub;
    struct ws_event *log;
    uint64_t nlog;           /* events ever recorded; the ring holds the last TUI_LOG_CAP */
    int channels, banks;
    struct tui_bank_tl *tl;
    uint64_t dram_events;    /* DRAM events since the last IPC sample */
    int l1_sm;
    const struct ws_cache *l1;
    int sets, ways;
    uint32_t frame;          /* draw counter: marks stamped with frame are "new" */
    uint32_t *set_stamp, *way_stamp;
    uint8_t *set_kind, *way_kind;   /* WS_EV_L1_HIT / WS_EV_L1_MISS */
    double ipc[TUI_HIST], dram[TUI_HIST];
    int nhist;               /* samples stored (ring of TUI_HIST; newest at nhist-1) */
    uint64_t last_cycle, last_tinsts;
    int nsm;
    double *sm_ipc;          /* per SM, over the last sample interval */
    uint64_t *sm_tinsts;
};

void tui_rec_attach(struct tui *t);      /* subscribe to t->d->sim (after run: again) */
void tui_rec_detach(struct tui *t);
void tui_rec_free(struct tui *t);
void tui_rec_sample(struct tui *t);      /* IPC sample; call before a draw */
void tui_rec_focus(struct tui *t);       /* follow the focused SM's L1 */
/* The same on any recorder (the diff sides' own, diffview.c): attach to sim s (NULL:
 * none), marks on SM focus_sm's L1. */
void tui_rec_attach_sim(struct tui_rec *r, struct ws_sim *s, int focus_sm);
void tui_rec_detach_rec(struct tui_rec *r);
void tui_rec_free_rec(struct tui_rec *r);
void tui_rec_sample_rec(struct tui_rec *r);
void tui_rec_focus_sm(struct tui_rec *r, int focus_sm);
const struct ws_event *tui_rec_log(const struct tui *t, uint64_t i);  /* i < nlog */

/* ---- the session ----------------------------------------------------------------- */
#define TUI_MAX_PANES 10
#define TUI_OUT_CAP 2000
#define TUI_AHEAD 64

struct tui {
    struct ws_dbg *d;
    bool color, utf8, up;    /* up: curses is active */
    int layout;              /* index in the layout table, or -1: one view alone */
    int single;              /* the view shown alone when layout == -1 */
    struct tui_pane pane[TUI_MAX_PANES];
    int npanes, focus;       /* focus: index in pane[] */
    struct tui_vstate vs[TUI_MAX_VIEWS];
    struct tui_vstate dvs[2][TUI_MAX_VIEWS];   /* under --diff: side A's and B's panes */
    bool diff_link;          /* under --diff: a scroll key moves both sides' panes ('=') */
    WINDOW *cmdwin, *barwin;
    bool help;               /* the help screen is shown */
    int help_page;           /* its first line (Space/PgDn pages through it) */
    bool help_more;          /* lines below the last one drawn */
    bool legend;             /* F3 / L: each pane shows its view's legend */
    int cache_slice;         /* cache view: -1 the focused SM's L1D, else this L2 slice */
    bool layout_auto;        /* no layout chosen yet: the default follows the screen size */
    /* output pane: a ring of lines */
    char *out[TUI_OUT_CAP];
    uint64_t nout;
    char *partial;
    size_t partial_len, partial_cap;
    /* command line */
    char *line;              /* a complete line from readline, waiting to execute */
    bool line_active;        /* ':' pressed: keys go to readline even when it is empty */
    bool eof, running, quit;
    unsigned stop_serial;    /* bumped when a command stops on a new breakpoint event */
    char status[96];         /* shown on the command line while running */
    /* log filter ('/') */
    char filter[64];
    bool filtering;
    size_t filter_len;
    /* frames while running */
    double last_draw;
    double run_start;        /* when the running command started (tui_now) */
    int ahead[TUI_AHEAD];    /* keys typed while a short command ran: executed after it */
    int nahead;
    char *trace_seen;        /* the trace the focus belongs to (after `file`: reset it) */
    struct tui_rec rec;      /* the session's simulator (under --diff: the focused side) */
    struct tui_rec drec[2];  /* under --diff: side A's and side B's (diffview.c) */
    struct ws_sched_view *sv;   /* scratch for the warps/ctas views */
    struct ws_sched_view *dsv;  /* scratch for the other side's warps (diffview.c) */
    char *hist_path;
};

/* tui.c */
void tui_exec(struct tui *t, const char *line, bool echo);
void tui_draw(struct tui *t);
double tui_now(void);

/* diffview.c — `warpscope tui --diff`: panes of one side, the differences between them */
bool tui_diff_on(const struct tui *t);                  /* a diff session */
/* The simulator a pane shows (its side's under --diff, else the session's), and its
 * recorder; the other side's simulator (NULL: the pane is not one side of a diff). */
struct ws_sim *tui_pane_sim(const struct tui *t, const struct tui_pane *p);
const struct tui_rec *tui_pane_rec(const struct tui *t, const struct tui_pane *p);
struct ws_sim *tui_pane_other(const struct tui *t, const struct tui_pane *p);
/* The pane's side's event of a divergence the sides just had (the cycle before now) whose
 * kind is diff kind `kind` (WS_DIFF_*), or NULL. */
const struct ws_event *tui_pane_diverge(const struct tui *t, const struct tui_pane *p, int kind);
/* Attribute for a cell whose value differs from the other side's. */
attr_t tui_diff_attr(const struct tui *t);
/* Keep the side recorders on the current simulators (before a draw); sim_changed: the
 * sides were replaced (the old ones are gone: forget them without unsubscribing). */
void tui_diff_sync(struct tui *t, bool sim_changed);
void tui_diff_free(struct tui *t);
/* The diff layouts (`layout diff`, `diff-cache`, `diff-dram`, `diff-all`): add the panes
 * to the area of h x w at the top; true when name is one. */
bool tui_diff_layout(struct tui *t, const char *name, int h, int w);
/* Keys '<' and '>': focus side A's or B's pane (of the focused view when it has one);
 * '=': scroll both sides' panes together, or apart again.  True when used. */
bool tui_diff_key(struct tui *t, int ch);

/* layout.c */
void tui_layout_add(struct tui *t, int vi, int side, int y, int x, int h, int w);
int tui_layout_set(struct tui *t, const char *name, struct ws_err *err);
void tui_layout_apply(struct tui *t);    /* (re)build the panes for the screen size */
void tui_layout_free(struct tui *t);
const char *tui_layout_name(const struct tui *t);
void tui_layout_next(struct tui *t);
void tui_focus_view(struct tui *t, int vi);
/* A lesson step names views (space-separated): show a layout that has them all, or the
 * first alone on a small screen, and focus the first. */
void tui_layout_lesson(struct tui *t, const char *views);
extern const char *const tui_layout_names[];   /* NULL-terminated */
void tui_draw_bar(struct tui *t);
void tui_draw_help(struct tui *t);
void tui_draw_small(struct tui *t);      /* "terminal too small" below the minimum */

/* rl.c — readline's callback interface drawing into cmdwin */
void tui_rl_init(struct tui *t);
void tui_rl_done(struct tui *t);
void tui_rl_feed(struct tui *t, int key);
bool tui_rl_empty(void);
void tui_rl_clear(struct tui *t);
void tui_rl_draw(struct tui *t);

/* output.c */
void tui_out_write(struct tui *t, const char *text);
void tui_out_free(struct tui *t);

/* draw.c — helpers every view uses */
enum tui_color {
    TUI_C_NORMAL = 0, TUI_C_ACTIVE, TUI_C_MEM, TUI_C_IDLE, TUI_C_HILITE, TUI_C_TITLE,
    TUI_C_FOCUS, TUI_C_HIT, TUI_C_MISS, TUI_C_DIM, TUI_C_KEY, TUI_C_LABEL, TUI_C_HEAD,
    TUI_C_COUNT
};
void tui_colors_init(struct tui *t);
attr_t tui_attr(const struct tui *t, int color);
int tui_rows(const struct tui_pane *p);   /* inner size */
int tui_cols(const struct tui_pane *p);
/* Print at inner (row, col), clipped to the pane. */
void tui_put(struct tui_pane *p, int row, int col, attr_t a, const char *fmt, ...) WS_PRINTF(5, 6);
/* The scroll state of the view pane p shows (its side's own under --diff). */
struct tui_vstate *tui_vs(struct tui *t, const struct tui_pane *p);
/* Clamp the view's scroll for `total` content lines in `rows` rows; returns it. */
int tui_scroll_clamp(struct tui *t, struct tui_pane *p, int total, int rows);
/* Bring content line `line` into view (rows visible). */
void tui_scroll_show(struct tui *t, struct tui_pane *p, int line, int rows);
/* Word-wrap text to width cells: the byte offset and length of each line (at most max);
 * returns the number of lines it needs (which may be more than max). */
int tui_wrap(const char *text, int width, int *start, int *len, int max);
/* Common scrolling keys; true when used. */
bool tui_scroll_key(struct tui *t, struct tui_pane *p, int key);
/* A sparkline of v[0..n) (newest last) scaled to max, w cells wide, into buf. */
void tui_sparkline(const struct tui *t, const double *v, int n, int w, char *buf, size_t size);
/* A progress bar of frac in [0,1], w cells, into buf. */
void tui_bar(const struct tui *t, double frac, int w, char *buf, size_t size);
/* The stop event if the last stop was an event one (of `kind`; -1: any) and, under
 * --diff, on the side pane p shows (a side pane's, else the focused side; p may be NULL:
 * any side); else NULL. */
const struct ws_event *tui_stop_event(const struct tui *t, const struct tui_pane *p, int kind);
/* A functional or collector unit's name: its type and number ("sp1", "spec1.0"). */
void tui_unit_name(int type, int index, char *buf, size_t n);
/* Opcode and operands of an instruction: "LDG.E R2 <- R4". */
void tui_inst_text(const struct tui *t, const struct ws_inst *in, char *buf, size_t n);

#endif
