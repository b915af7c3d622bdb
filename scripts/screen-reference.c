/*
 * The gallery's first screen drawn by plain C through ncurses, for scripts/ptybench-batch: the floor for
 * showing those very cells. The C reference (ncurses_shimmer) draws a 48x12 panel on a blank screen;
 * this draws every cell the gallery's first frame holds, as a C program would: each cell's character and
 * 256-colour pair (alloc_pair), a row at a time (wadd_wchnstr), one doupdate. ptybench-batch writes the
 * cells (screen-cells.h, from `vitrine render --screen`) and builds it:
 *
 *     gcc -O2 -I DIR -o screen-reference scripts/screen-reference.c -lncursesw
 *
 * Quits on q.
 */
#define _XOPEN_SOURCE 700
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>
#include <locale.h>

/* SCREEN_W, SCREEN_H and screen_cells[SCREEN_H][SCREEN_W]: a character (0 for the right half of a wide
   one), the foreground and background (-1: the terminal's default) and attribute bits (bold 1, dim 2,
   italic 4, underline 8, reverse 16). */
#include "screen-cells.h"

static attr_t attributes(unsigned bits) {
    return (bits & 1 ? A_BOLD : 0) | (bits & 2 ? A_DIM : 0) | (bits & 4 ? A_ITALIC : 0) |
           (bits & 8 ? A_UNDERLINE : 0) | (bits & 16 ? A_REVERSE : 0);
}

int main(void) {
    setlocale(LC_ALL, "");
    initscr();
    raw();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    curs_set(0);
    start_color();
    use_default_colors();
    int rows = LINES < SCREEN_H ? LINES : SCREEN_H, columns = COLS < SCREEN_W ? COLS : SCREEN_W;
    static cchar_t row[SCREEN_W];
    for (int y = 0; y < rows; y++) {
        int count = 0;
        for (int x = 0; x < columns; x++) {
            const struct screen_cell *cell = &screen_cells[y][x];
            if (cell->character == 0) continue;
            int pair = alloc_pair(cell->foreground, cell->background);
            wchar_t text[2] = {(wchar_t)cell->character, 0};
            setcchar(&row[count++], text, attributes(cell->attributes), 0, &pair);
        }
        mvwadd_wchnstr(stdscr, y, 0, row, count);
    }
    wnoutrefresh(stdscr);
    doupdate();
    for (int key = 0; key != 'q' && key != ERR;) key = getch();
    endwin();
    return 0;
}
