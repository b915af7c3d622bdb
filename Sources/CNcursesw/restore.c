/* The terminal as the shell had it: its modes (taken when input is first held, before the screen opens) and
   what endwin would send, prepared while the screen opens so that a signal handler can restore both with
   async-signal-safe calls only. */
#include "shim_internal.h"
#include <ncursesw/term.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/* What endwin would do, prepared while the screen opens: the terminal's own sequences to leave the
   alternate screen and keypad mode and show the cursor, and the terminal modes from before. */
static char restore_sequence[512];
static size_t restore_length = 0;
static struct termios original_modes;
static int have_original_modes = 0;
/* Whether vt_hold_input has the terminal in its quiet modes and nobody took them over yet. */
static int input_held = 0;

static void append_capability(const char *name) {
    char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) return;
    size_t length = strlen(value);
    if (restore_length + length >= sizeof restore_sequence) return;
    memcpy(restore_sequence + restore_length, value, length);
    restore_length += length;
}

void prepare_restore_sequence(void) {
    restore_length = 0;
    append_capability("BD");
    append_capability("sgr0");
    append_capability("cnorm");
    append_capability("rmkx");
    append_capability("rmcup");
}

int prepend_to_restore_sequence(const char *text, size_t length) {
    if (restore_length + length >= sizeof restore_sequence) return -1;
    memmove(restore_sequence + length, restore_sequence, restore_length);
    memcpy(restore_sequence, text, length);
    restore_length += length;
    return 0;
}

/* Without waiting (the process could not quit in time: the terminal's queue is likely full), the modes come
   back first (no output needed) and the sequences are offered on a non-blocking descriptor, lost if there
   is no room: the terminal shows what it last drew until the shell's next clear. */
void restore_terminal_from_handler(int without_waiting) {
    if (!without_waiting) {
        if (restore_length > 0) {
            ssize_t ignored = write(STDOUT_FILENO, restore_sequence, restore_length);
            (void)ignored;
        }
        if (have_original_modes) tcsetattr(STDIN_FILENO, TCSANOW, &original_modes);
        return;
    }
    if (have_original_modes) tcsetattr(STDIN_FILENO, TCSANOW, &original_modes);
    int flags = fcntl(STDOUT_FILENO, F_GETFL);
    if (restore_length > 0 && flags >= 0 && fcntl(STDOUT_FILENO, F_SETFL, flags | O_NONBLOCK) == 0) {
        ssize_t ignored = write(STDOUT_FILENO, restore_sequence, restore_length);
        (void)ignored;
        fcntl(STDOUT_FILENO, F_SETFL, flags);
    }
}

int input_is_held(void) { return input_held; }

void vt_release_input(void) {
    if (!input_held) return;
    tcsetattr(STDIN_FILENO, TCSANOW, &original_modes);
    input_held = 0;
}

int vt_hold_input(void) {
    if (!input_held) {
        if (tcgetattr(STDIN_FILENO, &original_modes) != 0) return -1;
        have_original_modes = 1;
    }
    struct termios quiet = original_modes;
    quiet.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
    if (tcsetattr(STDIN_FILENO, TCSANOW, &quiet) != 0) return -1;
    static int release_registered = 0;
    if (!release_registered) release_registered = atexit(vt_release_input) == 0;
    input_held = 1;
    return 0;
}

/* ncurses took the held quiet modes for the shell's own when it opened the screen: it is given the
   original ones instead, which endwin and a suspend (SIGTSTP) restore. The terminal is in them for the
   two calls in between only, not for all of newterm (terminfo read from disk). */
void hand_held_input_to_ncurses(void) {
    if (!input_held) return;
    struct termios program;
    if (tcgetattr(STDIN_FILENO, &program) == 0 && tcsetattr(STDIN_FILENO, TCSANOW, &original_modes) == 0) {
        def_shell_mode();
        tcsetattr(STDIN_FILENO, TCSANOW, &program);
    }
    input_held = 0;
}
