/* The shim's reliance on ncurses' insides, in one place. Each works with ncurses 6.4 (Debian 12's
   6.4-20221231, which Package.swift links statically) but none is promised by its documented interface:

   | assumption                                                        | function                       | the test that fails when it stops holding |
   |-------------------------------------------------------------------|--------------------------------|-------------------------------------------|
   | doupdate calls _nc_scroll_optimize_sp, defined by hardscroll.o,   | _nc_scroll_optimize_sp         | FrameWritesTests (a key that shifts lines  |
   | which a static link then leaves out for this definition           |                                | scrolls nothing)                          |
   | ncurses writes the terminal's output with write(2) on one          | hold_output, __wrap_write      | FrameWritesTests (the first frame in one   |
   | descriptor (the link's --wrap=write sends its calls here)         |                                | write)                                    |
   | a screen that has been through endwin flushes once a frame; one    | leave_until_the_first_frame    | FrameWritesTests (one write a frame)       |
   | that never has flushes at every cursor move (mvcur)                |                                |                                           |
   | tigetstr("oc") returns the loaded entry's own string, which        | keep_the_terminals_palette     | FrameWritesTests (no OSC 104 in the first  |
   | ncurses sends at each resume                                       |                                | frame's output, TERM=xterm-256color)       |
   | doupdate sends newscr as it stands; stdscr untouched is never       | draw_into_the_virtual_screen   | ScreenMatchesRenderTests (every cell of    |
   | refreshed over it by wget_wch                                      |                                | the frame on the terminal)                 |
   | use_default_colors skips its look through curscr's cells for pair  | skip_the_default_pairs_look    | StartupBudgetTests (use_default_colors    |
   | 0 when curscr is to be cleared (clearok)                           |                                | within 20,000 instructions)               |

   A build against another ncurses warns (below): check each line of the table then. */
#include "ncurses_overrides.h"
#include "CNcursesw.h"
#include <errno.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <ncursesw/term.h>

#if NCURSES_VERSION_MAJOR != 6 || NCURSES_VERSION_MINOR != 4
#warning "ncurses_overrides.c was checked against ncurses 6.4: check each assumption of its table against this version"
#endif

/* ncurses' scroll optimisation, left out. doupdate calls this before comparing the screens whenever the
   terminfo entry can scroll a region: it hashes every line of both screens and, where a block of whole
   lines reappears shifted, scrolls that region on the terminal and in ncurses' copy of the screen, which
   it then compares again line by line. The gallery's stage rows are blank alike, so a story whose
   inspector is a row longer or shorter set off a scroll of some eighty rows at 300x100: a `j` cost 5.2
   million instructions, 2.1 million of them here (the hashes, a 670 KB copy of lines, eighty more lines
   of 300 cells compared), to save 150 to 500 bytes. Without it doupdate writes the cells that changed, as
   on a terminal that cannot scroll a region (for which ncurses never calls this); the screen is the
   same. ncurses has no switch for it (newterm decides it from the entry), so the function is defined
   here and ncurses is linked from its static archives (Package.swift): hardscroll.o, which defines it,
   is then never linked in. FrameWritesTests checks that a key which shifts lines scrolls nothing. */
void _nc_scroll_optimize_sp(SCREEN *unused) { (void)unused; }

/* ncurses 6.4 flushes its output at every cursor move while its screen has never been through endwin
   (mvcur's rule for programs that use terminfo without a screen), so that a frame went out in dozens of
   writes: as many wake-ups of the terminal, SSH packets, and frames shown half drawn. Leaving once,
   before anything is drawn, puts it in the state it keeps after any suspend: one write a frame (more
   only past its buffer of (lines + 2) x (columns + 6) bytes). The first frame's doupdate is the resume
   (the program's modes set back, the alternate screen entered again and cleared: ncurses flushes each
   step itself, into the output held until the frame is out, see __wrap_write) and then the frame;
   resuming at once instead drew a blank screen first, a pass over every cell (2.6 million instructions
   at 300x100). Input stays in the held quiet
   modes meanwhile (no echo); isendwin() says whether the first frame has been drawn yet. */
void leave_until_the_first_frame(void) {
    endwin();
}

/* ncurses sends oc (OSC 104 on xterm: every palette colour back to the terminal's defaults) at each
   resume once colours are started: at the first frame, and after a suspend. The gallery never
   redefines a colour (no init_color), so there is nothing of its own to reset, only a palette the
   user set (base16 scripts set theirs with OSC 4) to lose. The loaded entry's oc is made empty where
   ncurses keeps it (tigetstr gives the string itself); not when another capability shares its bytes. */
void keep_the_terminals_palette(void) {
    char *reset = tigetstr("oc");
    if (reset == NULL || reset == (char *)-1 || *reset == '\0') return;
    char *end = reset + strlen(reset);
    for (int i = 0; strnames[i] != NULL; i++) {
        char *other = tigetstr(strnames[i]);
        if (other == NULL || other == (char *)-1 || other == reset) continue;
        if (other <= end && reset <= other + strlen(other)) return;
    }
    *reset = '\0';
}

/* Frames are drawn straight into newscr, the virtual screen doupdate sends from (curs_variables(3X)),
   rather than into stdscr and copied there by wnoutrefresh: the gallery keeps what it drew itself, so a
   third screen-sized window was only memory (28 bytes a cell: 0.8 MiB at 300x100). stdscr stays, one
   cell, for input (keypad, timeouts), marked untouched so that wget_wch never refreshes it over the
   frame's first cell. After a resize (which may touch every window, and grows a window that reached
   the screen's edges) it is shrunk and marked again. */
void draw_into_the_virtual_screen(void) {
    wresize(stdscr, 1, 1);
    untouchwin(stdscr);
}

/* use_default_colors changes pair 0, and ncurses then looks through every cell of curscr for that pair
   to mark it changed (0.9 million instructions at 300x100). Colours start before the first frame, which
   is ncurses' resume: it clears the screen and draws every cell, whatever curscr holds. curscr is marked
   to be cleared, which ncurses takes as reason enough to skip the look; the resume clears the mark. */
void skip_the_default_pairs_look(void) {
    clearok(curscr, TRUE);
}

/* ncurses' output until the first frame is drawn, held and sent with that frame in one write. ncurses
   flushes its buffer itself at newterm's set-up and endwin, at keypad and curs_set, and at each step of
   the first frame's resume: six writes before the frame's own, each a wake-up of the terminal (on a
   machine where the terminal shares the gallery's processor, a turn of the terminal before the gallery
   goes on: 0.03-0.13 ms each), and the set-up shown in pieces. The link sends every call of write() here
   (--wrap=write, Package.swift: the only way into ncurses' writes, which go to a descriptor it also uses
   for the terminal's modes); those to any other descriptor, or once the first frame is out, go straight
   through. The bytes are the same, in the same order. Only the main thread holds and sends; any thread
   may write (an image load wakes the main thread through a pipe), so the flag is atomic. */
static int output_descriptor = -1;
static atomic_int holding_output = 0;
static char *held_output = NULL;
static size_t held_length = 0, held_capacity = 0;

ssize_t __real_write(int descriptor, const void *bytes, size_t count);

/* Nothing held any more, and what comes after goes straight through. Alone: a screen closed before its
   first frame, whose set-up (the alternate screen entered and left again, the modes its closing sets
   back) never reaches the terminal. */
void drop_held_output(void) {
    holding_output = 0;
    free(held_output);
    held_output = NULL;
    held_length = held_capacity = 0;
}

/* What is held goes out, at once and whole (a full or interrupted write is taken up again, as ncurses'
   own flush does), then nothing is held; nothing when nothing is held. */
void send_held_output(void) {
    if (!holding_output) return;
    holding_output = 0;
    size_t sent = 0;
    while (sent < held_length) {
        ssize_t result = __real_write(output_descriptor, held_output + sent, held_length - sent);
        if (result < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (result <= 0) break; /* the terminal is gone: ncurses finds that out at its next write */
        sent += (size_t)result;
    }
    drop_held_output();
}

/* From now on, ncurses' writes to `descriptor` are held until send_held_output. */
void hold_output(int descriptor) {
    output_descriptor = descriptor;
    holding_output = 1;
}

ssize_t __wrap_write(int descriptor, const void *bytes, size_t count) {
    if (!holding_output || descriptor != output_descriptor) return __real_write(descriptor, bytes, count);
    if (held_length + count > held_capacity) {
        size_t capacity = held_capacity ? 2 * held_capacity : 16384;
        while (capacity < held_length + count) capacity *= 2;
        char *grown = realloc(held_output, capacity);
        if (grown == NULL) {
            send_held_output();
            return __real_write(descriptor, bytes, count);
        }
        held_output = grown;
        held_capacity = capacity;
    }
    memcpy(held_output + held_length, bytes, count);
    held_length += count;
    return (ssize_t)count;
}
