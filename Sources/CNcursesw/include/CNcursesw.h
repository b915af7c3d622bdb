#ifndef CNCURSESW_H
#define CNCURSESW_H

/* Must come before curses: SwiftPM drops pkg-config's -D flags, and without this the wide-character
   API (cchar_t, setcchar, wget_wch) is invisible to Swift. */
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <termios.h>
#include <ncursesw/ncurses.h>

/* Attribute bits are macros of macros that Swift cannot import. */
static const attr_t VT_A_NORMAL = A_NORMAL;
static const attr_t VT_A_BOLD = A_BOLD;
static const attr_t VT_A_DIM = A_DIM;
static const attr_t VT_A_ITALIC = A_ITALIC;
static const attr_t VT_A_UNDERLINE = A_UNDERLINE;
static const attr_t VT_A_REVERSE = A_REVERSE;

/* Holds the terminal's input quiet (no echo, no line editing) until the screen opens: from before the
   start-up queries, so that an answer arriving after the wait is neither echoed by the terminal driver
   (onto the shell's screen, where it would stay) nor held back as a line. vt_open takes the terminal
   over from there and keeps the modes from before as the shell's. Returns 0, or -1 when stdin is not a
   terminal. */
int vt_hold_input(void);
/* Gives the terminal back the modes vt_hold_input found, when the screen will not open (also at exit);
   nothing when input is not held. */
void vt_release_input(void);

/* Opens the terminal on stdin/stdout as `term` (NULL: $TERM), holding input quiet first if nothing did
   (vt_hold_input); a frame then goes out in one write. Returns 0 on success, -1 when the terminal type is
   unknown (unlike initscr, which would exit the process): input is then still held, until
   vt_release_input or exit. */
int vt_open(const char *term);
/* The bytes of the three screens (stdscr, newscr, curscr) ncurses allocates as vt_open opens the terminal
   at its size (capped as vt_open caps it): 0 when standard output has no size. */
size_t vt_screen_bytes(void);
/* Whether the open terminal can move the cursor (terminfo `cup`); without it no screen can be drawn. */
int vt_can_address_cursor(void);
/* endwin() if the screen is open; safe to call more than once. Also registered with atexit. */
void vt_close(void);

/* The kitty keyboard protocol's "disambiguate escape codes" (flags 1) pushed on the screen's stack, for a
   terminal that answered its query: Esc then arrives as CSI 27 u, never a lone ESC byte to wait on. It is
   popped when the screen closes, and on a crash before the alternate screen is left. Idempotent. */
void vt_push_keyboard_flags(void);

/* How long a lone ESC waits for the rest of a sequence before it is the Esc key, in milliseconds. */
void vt_set_escape_delay(int milliseconds);

/* The largest screen the gallery keeps: a larger terminal shows it in its top-left corner. */
#define VT_MAXIMUM_COLUMNS 1000
#define VT_MAXIMUM_LINES 400
int vt_lines(void);
int vt_columns(void);
int vt_colors(void);
int vt_color_pairs(void);
/* start_color() and use_default_colors(); returns 0 when the terminal has colours. */
int vt_start_colors(void);

/* Flag handlers for every signal that would end the process and can be caught (SIGINT, SIGTERM, SIGHUP,
   SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1 …; no SA_RESTART, so a blocked read returns); installed before
   vt_open so that ncurses keeps its hands off them; signals already ignored stay ignored. Also unblocks
   every signal. vt_open adds handlers for crashes (SIGSEGV, SIGILL …) that restore the terminal before
   the crash goes on. */
void vt_install_signal_handlers(void);
/* The pending termination signal, or 0. */
int vt_pending_signal(void);
/* A suspend (SIGTSTP) was asked for and not yet done. */
int vt_suspend_requested(void);
/* Suspends: the terminal as the shell had it, the process stopped (unless a SIGCONT came since the
   SIGTSTP), then the screen drawn again. */
void vt_suspend(void);

/* Reads one key with a timeout in milliseconds (-1 blocks). Returns OK (a character), KEY_CODE_YES
   (a function key) or ERR; on ERR, *error is errno as the read left it (0 on a plain timeout). */
int vt_read_key(int timeout_ms, wint_t *key, int *error);
/* Whether stdin is still a terminal (false after a hang-up). */
int vt_stdin_is_tty(void);

/* One cell to write: up to CCHARW_MAX wide characters (NUL-terminated), attributes, a colour pair that
   may exceed 255 (passed through setcchar's opts, not COLOR_PAIR), and the columns it covers as the
   caller measured them (1, or 2 for a wide grapheme). */
typedef struct {
    wchar_t text[CCHARW_MAX + 1];
    attr_t attributes;
    int pair;
    int width;
} vt_cell;

/* Writes `count` cells side by side from (y, x), a wide one covering two columns: a row at a time
   (wadd_wchnstr) rather than cell by cell. A cell whose width the C library measures differently is
   written on its own at the column the caller measured, so a disagreement never shifts its
   neighbours. Returns ERR if any cell could not be written. */
int vt_put_cells(int y, int x, const vt_cell *cells, int count);
/* Writes `count` copies of `cell`, one column wide, side by side from (y, x), as one line (whline_set):
   one cell made and copied along, where vt_put_cells would make each. A cell the C library does not
   measure one column wide is written cell by cell as vt_put_cells writes it. */
int vt_fill_cells(int y, int x, const vt_cell *cell, int count);
int vt_define_pair(int pair, int foreground, int background);
/* wnoutrefresh + doupdate. */
void vt_flush(void);
/* The colour count of terminfo entry `term` (setupterm only: no screen, no output); -1 when unknown. */
int vt_terminfo_colors(const char *term);
/* 1 when terminfo entry `term` declares 24-bit colour (Tc, RGB or setrgbf), 0 when not, -1 when unknown. */
int vt_terminfo_direct_colour(const char *term);
/* The ncurses library's version ("ncurses 6.4.20221231"): for --version. */
const char *vt_curses_version(void);

#endif
