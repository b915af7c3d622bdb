/* The screen: opened over copies of stdin and stdout, resumed, suspended and closed with the terminal
   handed back as the shell had it; its size (capped), colours and keys; a frame out in one write. */
#include "shim_internal.h"
#include "ncurses_overrides.h"
#include <ncursesw/term.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

static SCREEN *screen = NULL;
/* The descriptor ncurses writes the terminal's output to (a copy of stdout's). */
static int output_descriptor = -1;

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

/* The kitty keyboard flags were pushed (vt_push_keyboard_flags) and not popped yet. */
static int keyboard_flags_pushed = 0;
static const char pop_keyboard_flags[] = "\033[<u";

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
    if (!input_is_held()) vt_hold_input();
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
    prepare_restore_sequence();
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
    /* Popped first on a crash: each screen keeps its own stack, so before the alternate one is left. */
    if (prepend_to_restore_sequence(pop_keyboard_flags, sizeof pop_keyboard_flags - 1) != 0) return;
    /* Through ncurses' descriptor: right after the first frame, it goes out in that frame's write. */
    ssize_t written = write(output_descriptor, "\033[>1u", 5);
    (void)written;
    keyboard_flags_pushed = 1;
}

void vt_set_escape_delay(int milliseconds) { set_escdelay(milliseconds); }

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
    clear_suspend_request();
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

int screen_is_open(void) { return screen != NULL; }

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
    if (!take_pending_resize()) return ERR;
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
