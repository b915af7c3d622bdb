/* Terminfo entries read without opening a screen: what another terminal's entry says (tmux's client). */
#include "shim_internal.h"
#include <ncursesw/term.h>
#include <pthread.h>
#include <unistd.h>

/* Reading an entry swaps ncurses' global cur_term and walks its terminfo database with static state: one
   reader at a time (two threads at once crashed in _nc_first_db; the tests ask from parallel threads). */
static pthread_mutex_t terminfo_lock = PTHREAD_MUTEX_INITIALIZER;

/* `read` of terminfo entry `term` without opening a screen (nothing is written to the terminal): -1 when the
   entry is unknown. Never while a screen is open: setupterm saves the tty's modes of the moment (the
   program's) where quitting reads the shell's, and they were left behind (-1 then). */
static int read_terminfo_entry(const char *term, int (*read)(void)) {
    if (screen_is_open()) return -1;
    pthread_mutex_lock(&terminfo_lock);
    int error = 0, value = -1;
    TERMINAL *saved = cur_term;
    if (setupterm(term, STDOUT_FILENO, &error) == OK) {
        value = read();
        TERMINAL *probe = cur_term;
        cur_term = saved;
        del_curterm(probe);
    } else {
        cur_term = saved;
    }
    pthread_mutex_unlock(&terminfo_lock);
    return value;
}

static int read_colors(void) {
    int colors = tigetnum("colors");
    return colors < 0 ? 0 : colors;
}

/* tmux passes 24-bit colour to a client whose entry has one of these (besides its RGB feature). */
static int read_direct_colour(void) {
    char *setrgbf = tigetstr("setrgbf");
    return tigetflag("Tc") > 0 || tigetflag("RGB") > 0 || (setrgbf != NULL && setrgbf != (char *)-1);
}

int vt_terminfo_colors(const char *term) {
    return read_terminfo_entry(term, read_colors);
}

int vt_terminfo_direct_colour(const char *term) {
    return read_terminfo_entry(term, read_direct_colour);
}

const char *vt_curses_version(void) {
    return curses_version();
}
