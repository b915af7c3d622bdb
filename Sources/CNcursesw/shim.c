/* wcwidth is an X/Open function: declared by wchar.h only when asked. */
#define _XOPEN_SOURCE 700

#include "CNcursesw.h"
#include "ncurses_overrides.h"
#include <ncursesw/term.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

static SCREEN *screen = NULL;
/* The descriptor ncurses writes the terminal's output to (a copy of stdout's). */
static int output_descriptor = -1;
static volatile sig_atomic_t pending_signal = 0;

static void give_up(void);
static void install_suspend_handlers(void);

/* A terminating signal becomes an event the run loop acts on (it restores the terminal and exits). When it
   cannot within VT_GIVE_UP_NANOSECONDS, the process is stuck where no event reaches it: in a write(2) to
   a terminal that stopped reading (ncurses takes an interrupted write up again), and the handler ends it
   (give_up). The deadline is a POSIX timer made at start (timer_settime is async-signal-safe, timer_create
   is not), whose SIGALRM says SI_TIMER: a SIGALRM from anyone else is a terminating signal like the rest. */
#define VT_GIVE_UP_NANOSECONDS 750000000L
static timer_t give_up_timer;
static int give_up_timer_made = 0;
static volatile sig_atomic_t give_up_armed = 0;
/* Whoever started us ignores SIGALRM: the timer's own is still caught, anyone else's stays ignored. */
static int alarm_ignored = 0;

static void on_signal(int number, siginfo_t *information, void *context) {
    (void)context;
    if (number == SIGALRM && information != NULL && information->si_code == SI_TIMER) {
        if (give_up_armed) give_up();
        return;
    }
    if (number == SIGALRM && alarm_ignored) return;
    pending_signal = number;
    if (give_up_timer_made && !give_up_armed) {
        give_up_armed = 1;
        struct itimerspec when;
        memset(&when, 0, sizeof when);
        when.it_value.tv_nsec = VT_GIVE_UP_NANOSECONDS;
        timer_settime(give_up_timer, 0, &when, NULL);
    }
}

/* The terminal changed size (SIGWINCH): ours, not ncurses', so that the screen it keeps is never larger than
   VT_MAXIMUM_COLUMNS × VT_MAXIMUM_LINES (a 5000×5000 resize once took 1.94 GB, and 65535×65535 left it
   unable to draw or even to open). */
static volatile sig_atomic_t resize_pending = 0;

static void on_resize(int number) {
    (void)number;
    resize_pending = 1;
}

/* The terminal's size from the kernel, each side capped; 0 where it does not say. (`lines` and `columns`
   are terminfo's macros, hence the names.) */
static void capped_size(int *height, int *width) {
    struct winsize size;
    *height = 0;
    *width = 0;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0) return;
    *height = size.ws_row < VT_MAXIMUM_LINES ? size.ws_row : VT_MAXIMUM_LINES;
    *width = size.ws_col < VT_MAXIMUM_COLUMNS ? size.ws_col : VT_MAXIMUM_COLUMNS;
}

size_t vt_screen_bytes(void) {
    int height, width;
    capped_size(&height, &width);
    return 3 * (size_t)height * (size_t)width * sizeof(cchar_t);
}

/* Every signal whose default action ends the process and that a program may catch: each becomes an
   event, so the run loop ends and endwin restores the terminal. */
static const int terminating_signals[] = {
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF,
    SIGXCPU, SIGXFSZ, SIGIO, SIGPWR, SIGSTKFLT,
};

/* Signals of a crash (a Swift trap is SIGILL or SIGTRAP): the terminal is restored in the handler, with
   async-signal-safe calls only, then the signal goes on to whoever handled it before (the Swift runtime's
   backtracer, or the default action). */
static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS};
static struct sigaction previous_crash_actions[sizeof crash_signals / sizeof crash_signals[0]];

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

/* The kitty keyboard flags were pushed (vt_push_keyboard_flags) and not popped yet. */
static int keyboard_flags_pushed = 0;
static const char pop_keyboard_flags[] = "\033[<u";

/* The process could not act on a terminating signal in time (see on_signal): it ends from the handler,
   with async-signal-safe calls only. The terminal's modes come back (no output needed); the sequences that
   leave the alternate screen are offered without waiting (the terminal's queue is likely full, and then
   they are lost: the terminal shows what it last drew until the shell's next clear), then the process
   exits as the run loop would have, 128 + the signal. */
static void give_up(void) {
    if (have_original_modes) tcsetattr(STDIN_FILENO, TCSANOW, &original_modes);
    int flags = fcntl(STDOUT_FILENO, F_GETFL);
    if (restore_length > 0 && flags >= 0 && fcntl(STDOUT_FILENO, F_SETFL, flags | O_NONBLOCK) == 0) {
        ssize_t ignored = write(STDOUT_FILENO, restore_sequence, restore_length);
        (void)ignored;
        fcntl(STDOUT_FILENO, F_SETFL, flags);
    }
    _exit(128 + pending_signal);
}

static void on_crash(int number) {
    if (restore_length > 0) {
        ssize_t ignored = write(STDOUT_FILENO, restore_sequence, restore_length);
        (void)ignored;
    }
    if (have_original_modes) tcsetattr(STDIN_FILENO, TCSANOW, &original_modes);
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) {
        if (crash_signals[i] == number) sigaction(number, &previous_crash_actions[i], NULL);
    }
    /* Delivered once this handler returns, to the previous handler; a fault also happens again. */
    raise(number);
}

static void install_crash_handlers(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_crash;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) {
        sigaction(crash_signals[i], &action, &previous_crash_actions[i]);
    }
}

/* Catches `number` with `action`, unless whoever started us (nohup, a background job) ignores it: it stays
   ignored, and a hang-up is then noticed through the failing reads instead. */
static void catch_terminating(int number, const struct sigaction *action) {
    struct sigaction current;
    if (sigaction(number, NULL, &current) == 0 && current.sa_handler == SIG_IGN) return;
    sigaction(number, action, NULL);
}

void vt_install_signal_handlers(void) {
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    struct sigevent event;
    memset(&event, 0, sizeof event);
    event.sigev_notify = SIGEV_SIGNAL;
    event.sigev_signo = SIGALRM;
    give_up_timer_made = timer_create(CLOCK_MONOTONIC, &event, &give_up_timer) == 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_signal;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < sizeof terminating_signals / sizeof terminating_signals[0]; i++) {
        catch_terminating(terminating_signals[i], &action);
    }
    /* The real-time signals end a process by default too (SIGRTMIN is the first glibc leaves to programs). */
    for (int number = SIGRTMIN; number <= SIGRTMAX; number++) catch_terminating(number, &action);
    /* The give-up timer's SIGALRM is caught even where SIGALRM was ignored (on_signal then drops others'). */
    struct sigaction alarm_action;
    if (sigaction(SIGALRM, NULL, &alarm_action) == 0 && alarm_action.sa_handler == SIG_IGN) {
        alarm_ignored = 1;
        sigaction(SIGALRM, &action, NULL);
    }
    install_suspend_handlers();
    /* Installed before newterm, so that ncurses leaves SIGWINCH to us (it takes it only from SIG_DFL). */
    struct sigaction resize;
    memset(&resize, 0, sizeof resize);
    resize.sa_handler = on_resize;
    sigemptyset(&resize.sa_mask);
    sigaction(SIGWINCH, &resize, NULL);
}

int vt_pending_signal(void) { return pending_signal; }

/* Suspending (SIGTSTP: Ctrl-Z, kill -TSTP) is ours, not ncurses': its handler stops the process from
   inside the signal handler (endwin and its writes run in the middle of whatever the gallery was doing),
   and a SIGCONT that arrives before it stops (kill -TSTP then -CONT at once) is spent on a process still
   running, which then stops with nobody to continue it (4 of 10 tries). Here the handler only asks; the
   run loop suspends (vt_suspend), and stops only if no SIGCONT came since the SIGTSTP. Installed before
   newterm, so that ncurses leaves SIGTSTP to us (it takes it only from SIG_DFL). */
static volatile sig_atomic_t suspend_requested = 0;
static volatile sig_atomic_t continues = 0;
static volatile sig_atomic_t continues_at_request = 0;

static void on_suspend(int number) {
    (void)number;
    continues_at_request = continues;
    suspend_requested = 1;
}

static void on_continue(int number) {
    (void)number;
    continues++;
}

static void install_suspend_handlers(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = on_continue;
    sigaction(SIGCONT, &action, NULL);
    /* A shell without job control starts its background jobs with SIGTSTP ignored: it stays ignored. */
    struct sigaction current;
    if (sigaction(SIGTSTP, NULL, &current) == 0 && current.sa_handler == SIG_IGN) return;
    /* A SIGCONT that comes while the SIGTSTP is being delivered waits for its handler: delivered at once,
       its handler ran first (the kernel sets up one frame over the other) and the suspend it followed
       was taken for a later one. */
    sigaddset(&action.sa_mask, SIGCONT);
    action.sa_handler = on_suspend;
    sigaction(SIGTSTP, &action, NULL);
}

int vt_suspend_requested(void) { return suspend_requested; }

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
static void hand_held_input_to_ncurses(void) {
    if (!input_held) return;
    struct termios program;
    if (tcgetattr(STDIN_FILENO, &program) == 0 && tcsetattr(STDIN_FILENO, TCSANOW, &original_modes) == 0) {
        def_shell_mode();
        tcsetattr(STDIN_FILENO, TCSANOW, &program);
    }
    input_held = 0;
}

/* ncurses sizes its screen from LINES and COLUMNS before the kernel's, each time it asks: at newterm, and
   at the resume after endwin, where doupdate checks the size again (_nc_update_screensize: the first frame,
   which follows the endwin before it, and the first after a suspend). Set to the terminal's size, capped,
   around those calls only, a terminal larger than the cap opens and resumes at the cap (a 120x65535 one
   was resized to its full size at the first frame and crashed in ClrBottom; 65535x65535 took 2.9 GB). The
   values before are handed back to restore_size_environment. */
static void set_capped_size_environment(char **old_lines, char **old_columns) {
    int height, width;
    capped_size(&height, &width);
    *old_lines = getenv("LINES") ? strdup(getenv("LINES")) : NULL;
    *old_columns = getenv("COLUMNS") ? strdup(getenv("COLUMNS")) : NULL;
    if (height > 0 && width > 0) {
        char text[16];
        snprintf(text, sizeof text, "%d", height);
        setenv("LINES", text, 1);
        snprintf(text, sizeof text, "%d", width);
        setenv("COLUMNS", text, 1);
    }
}

static void restore_size_environment(char *old_lines, char *old_columns) {
    if (old_lines) setenv("LINES", old_lines, 1); else unsetenv("LINES");
    if (old_columns) setenv("COLUMNS", old_columns, 1); else unsetenv("COLUMNS");
    free(old_lines);
    free(old_columns);
}

/* A stream over a copy of `descriptor` (so that closing it leaves the original open); NULL, with nothing
   left open, when either step fails. */
static FILE *open_copy(int descriptor, const char *mode) {
    int copy = dup(descriptor);
    if (copy < 0) return NULL;
    FILE *stream = fdopen(copy, mode);
    if (!stream) close(copy);
    return stream;
}

int vt_open(const char *term) {
    if (screen) return 0;
    /* Quiet from before newterm when the start-up query did not already make it so: ncurses keeps the
       quiet modes as the shell's until the hand-over below, so going through endwin never echoes. */
    if (!input_held) vt_hold_input();
    FILE *out = open_copy(STDOUT_FILENO, "w");
    FILE *in = open_copy(STDIN_FILENO, "r");
    if (!out || !in) {
        if (out) fclose(out);
        if (in) fclose(in);
        return -1;
    }
    output_descriptor = fileno(out);
    hold_output(output_descriptor);
    char *old_lines, *old_columns;
    set_capped_size_environment(&old_lines, &old_columns);
    screen = newterm(term, out, in);
    restore_size_environment(old_lines, old_columns);
    if (!screen) {
        drop_held_output();
        fclose(out);
        fclose(in);
        return -1;
    }
    set_term(screen);
    keep_the_terminals_palette();
    leave_until_the_first_frame();
    draw_into_the_virtual_screen();
    hand_held_input_to_ncurses();
    atexit(vt_close);
    restore_length = 0;
    append_capability("BD");
    append_capability("sgr0");
    append_capability("cnorm");
    append_capability("rmkx");
    append_capability("rmcup");
    install_crash_handlers();
    raw();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    set_escdelay(25);
    curs_set(0);
    /* Bracketed paste where the terminal declares it (terminfo's BE/BD): a paste arrives marked, so it
       is typed into a field as one piece and never taken for commands. */
    char *enable_paste = tigetstr("BE");
    if (enable_paste != NULL && enable_paste != (char *)-1) {
        ssize_t held = write(output_descriptor, enable_paste, strlen(enable_paste)); /* with the first frame */
        (void)held;
    }
    return 0;
}

int vt_can_address_cursor(void) {
    char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1;
}

/* Pushed at once when the screen is resumed, else right after the first frame: kitty keeps a stack of
   flags for each screen, and until then the terminal is on the main one. */
static int keyboard_flags_wanted = 0;

void vt_push_keyboard_flags(void) {
    if (!screen || keyboard_flags_pushed) return;
    keyboard_flags_wanted = isendwin();
    if (keyboard_flags_wanted) return;
    size_t length = sizeof pop_keyboard_flags - 1;
    if (restore_length + length >= sizeof restore_sequence) return;
    /* Popped first on a crash: each screen keeps its own stack, so before the alternate one is left. */
    memmove(restore_sequence + length, restore_sequence, restore_length);
    memcpy(restore_sequence, pop_keyboard_flags, length);
    restore_length += length;
    /* Through ncurses' descriptor: right after the first frame, it goes out in that frame's write. */
    ssize_t written = write(output_descriptor, "\033[>1u", 5);
    (void)written;
    keyboard_flags_pushed = 1;
}

void vt_set_escape_delay(int milliseconds) { set_escdelay(milliseconds); }

/* Stops the process for a suspend the shell asked for, unless a SIGCONT came since (then it goes on at
   once); the calling thread's SIGCONT is blocked from the look to the stop, so that one arriving then
   waits, pending, and is seen. (What remains is the instant between that look and the kill, where a
   continue sent meanwhile is still lost: the kernel drops a pending SIGCONT when a stop signal comes.) */
static void stop_unless_continued(void) {
    sigset_t only_continue, previous, pending;
    sigemptyset(&only_continue);
    sigaddset(&only_continue, SIGCONT);
    pthread_sigmask(SIG_BLOCK, &only_continue, &previous);
    sigpending(&pending);
    if (continues == continues_at_request && !sigismember(&pending, SIGCONT)) {
        struct sigaction stop, ours;
        memset(&stop, 0, sizeof stop);
        stop.sa_handler = SIG_DFL;
        sigemptyset(&stop.sa_mask);
        sigaction(SIGTSTP, &stop, &ours);
        kill(getpid(), SIGTSTP);
        /* Continued (or never stopped: an orphaned process group is not stopped by SIGTSTP). */
        sigaction(SIGTSTP, &ours, NULL);
    }
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
}

/* The terminal as the shell had it: the keyboard flags popped, bracketed paste off, endwin (the alternate
   screen left, the shell's modes back). For a quit and for a suspend. */
static void hand_the_terminal_back(void) {
    if (keyboard_flags_pushed) {
        fputs(pop_keyboard_flags, stdout);
        fflush(stdout);
        keyboard_flags_pushed = 0;
    }
    char *disable_paste = tigetstr("BD");
    if (disable_paste != NULL && disable_paste != (char *)-1) {
        putp(disable_paste);
        fflush(stdout);
    }
    endwin();
}

void vt_suspend(void) {
    suspend_requested = 0;
    /* Asked for by the run loop, which runs only while the screen is open. */
    if (!screen) return;
    int flags_were_pushed = keyboard_flags_pushed;
    hand_the_terminal_back();
    stop_unless_continued();
    /* Back: bracketed paste again, and the next frame is ncurses' resume (the program's modes, the
       alternate screen, every cell drawn again: the shell drew over the screen meanwhile). */
    char *enable_paste = tigetstr("BE");
    if (enable_paste != NULL && enable_paste != (char *)-1) {
        ssize_t written = write(output_descriptor, enable_paste, strlen(enable_paste));
        (void)written;
    }
    vt_flush();
    if (flags_were_pushed) vt_push_keyboard_flags();
}

void vt_close(void) {
    if (!screen) return;
    drop_held_output();
    hand_the_terminal_back();
    screen = NULL;
    keyboard_flags_wanted = 0;
}

int vt_lines(void) { return getmaxy(newscr); }
int vt_columns(void) { return getmaxx(newscr); }
int vt_colors(void) { return COLORS; }
int vt_color_pairs(void) { return COLOR_PAIRS; }

int vt_start_colors(void) {
    if (!has_colors() || start_color() != OK) return -1;
    skip_the_default_pairs_look();
    use_default_colors();
    return 0;
}

/* A resize that arrived: the screen takes the terminal's new size, capped, as ncurses' own handler would
   (resizeterm); KEY_RESIZE says so. */
static int take_resize(wint_t *key) {
    if (!resize_pending) return ERR;
    resize_pending = 0;
    int height, width;
    capped_size(&height, &width);
    if (height > 0 && width > 0) resizeterm(height, width);
    draw_into_the_virtual_screen();
    /* The terminal may have cropped or reflowed what it showed: the next frame repaints every cell. */
    clearok(curscr, TRUE);
    *key = KEY_RESIZE;
    return KEY_CODE_YES;
}

int vt_read_key(int timeout_ms, wint_t *key, int *error) {
    *error = 0;
    if (take_resize(key) == KEY_CODE_YES) return KEY_CODE_YES;
    wtimeout(stdscr, timeout_ms);
    errno = 0;
    int result = wget_wch(stdscr, key);
    *error = result == ERR ? errno : 0;
    if (result == ERR && take_resize(key) == KEY_CODE_YES) {
        *error = 0;
        return KEY_CODE_YES;
    }
    return result;
}

int vt_stdin_is_tty(void) { return isatty(STDIN_FILENO); }

/* The cells of the batch vt_put_cells is building, kept between calls (a row of the widest screen). */
static cchar_t *batch = NULL;
static int batch_capacity = 0;

static int put_batch(int y, int x, int count) {
    return count == 0 ? OK : mvwadd_wchnstr(newscr, y, x, batch, count);
}

int vt_put_cells(int y, int x, const vt_cell *cells, int count) {
    if (count > batch_capacity) {
        cchar_t *grown = realloc(batch, (size_t)count * sizeof *batch);
        if (grown == NULL) return ERR;
        batch = grown;
        batch_capacity = count;
    }
    int result = OK, batched = 0, batch_x = x;
    for (int i = 0; i < count; i++) {
        const vt_cell *cell = &cells[i];
        int pair = cell->pair;
        wchar_t first = cell->text[0];
        int ascii = first >= 0x20 && first < 0x7F && cell->text[1] == 0;
        int measured = ascii ? 1 : wcwidth(first);
        int valid;
        if (ascii && batched > 0 && cell[-1].attributes == cell->attributes && cell[-1].pair == pair &&
            cell[-1].text[1] == 0) {
            /* As the cell before, one character differing: setcchar made that one from the same
               attributes and pair, and a single character is all of `chars` (the rest stays 0). */
            batch[batched] = batch[batched - 1];
            batch[batched].chars[0] = first;
            valid = 1;
        } else {
            valid = setcchar(&batch[batched], cell->text, cell->attributes, 0, &pair) == OK;
        }
        if (valid && measured == cell->width) {
            batched++;
        } else {
            /* The batch so far goes out, then this cell alone at its own column (if it is valid). */
            cchar_t alone = batch[batched];
            if (put_batch(y, batch_x, batched) != OK) result = ERR;
            if (!valid || mvwadd_wch(newscr, y, x, &alone) != OK) result = ERR;
            batched = 0;
        }
        x += cell->width;
        if (batched == 0) batch_x = x;
    }
    if (put_batch(y, batch_x, batched) != OK) result = ERR;
    return result;
}

int vt_fill_cells(int y, int x, const vt_cell *cell, int count) {
    wchar_t first = cell->text[0];
    int narrow = cell->width == 1 && cell->text[1] == 0 && ((first >= 0x20 && first < 0x7F) || wcwidth(first) == 1);
    int pair = cell->pair;
    cchar_t fill;
    if (narrow && setcchar(&fill, cell->text, cell->attributes, 0, &pair) == OK)
        return mvwhline_set(newscr, y, x, &fill, count);
    int result = OK;
    for (int i = 0; i < count; i++)
        if (vt_put_cells(y, x + i, cell, 1) != OK) result = ERR;
    return result;
}

int vt_define_pair(int pair, int foreground, int background) {
    return init_extended_pair(pair, foreground, background);
}

void vt_flush(void) {
    /* A resume (the first frame, the first after a suspend) sizes the screen again: capped, as newterm. */
    char *old_lines = NULL, *old_columns = NULL;
    int resuming = isendwin();
    if (resuming) set_capped_size_environment(&old_lines, &old_columns);
    doupdate();
    if (resuming) restore_size_environment(old_lines, old_columns);
    if (keyboard_flags_wanted) vt_push_keyboard_flags();
    send_held_output();
}

/* Reading an entry swaps ncurses' global cur_term and walks its terminfo database with static state: one
   reader at a time (two threads at once crashed in _nc_first_db; the tests ask from parallel threads). */
static pthread_mutex_t terminfo_lock = PTHREAD_MUTEX_INITIALIZER;

/* `read` of terminfo entry `term` without opening a screen (nothing is written to the terminal): -1 when the
   entry is unknown. Never while a screen is open: setupterm saves the tty's modes of the moment (the
   program's) where quitting reads the shell's, and they were left behind (-1 then). */
static int read_terminfo_entry(const char *term, int (*read)(void)) {
    if (screen) return -1;
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
