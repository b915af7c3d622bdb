/* A frame's cells into ncurses' virtual screen (newscr, drawn as it stands by doupdate: see
   ncurses_overrides.c), in runs of cells alike, and the colour pairs they use. */
#include "shim_internal.h"
#include <ncursesw/curses.h>
#include <stdlib.h>
#include <wchar.h>

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
