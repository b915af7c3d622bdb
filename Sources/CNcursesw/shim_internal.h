/* What the shim's files share with one another (not part of CNcursesw.h, which Swift imports): each file
   keeps its own state and offers these few calls to the others.

   screen.c    the screen: open, resume, suspend, close, sizes, keys, a frame out (vt_*)
   cells.c     a frame's cells into ncurses' virtual screen, colour pairs
   signals.c   terminating, crash, resize and suspend signals (their handlers only note what happened)
   restore.c   the terminal as the shell had it: its modes, held before the screen opens, and the
               sequences a signal handler sends when the process cannot quit normally
   terminfo.c  entries read without opening a screen
   ncurses_overrides.c  what relies on ncurses' insides (its own header, ncurses_overrides.h) */
#ifndef VITRINE_SHIM_INTERNAL_H
#define VITRINE_SHIM_INTERNAL_H

/* wcwidth is an X/Open function: declared by wchar.h only when asked. First, before any system header. */
#define _XOPEN_SOURCE 700

#include "CNcursesw.h"
#include <stddef.h>

/* screen.c */
int screen_is_open(void);

/* signals.c */
void install_crash_handlers(void);
/* A resize arrived since the last call (and is taken). */
int take_pending_resize(void);
/* The suspend the run loop acts on is taken: a new SIGTSTP asks again. */
void clear_suspend_request(void);
void stop_unless_continued(void);

/* restore.c */
void prepare_restore_sequence(void);
/* `text` goes first in the restore sequence (nothing when it does not fit): -1 then, else 0. */
int prepend_to_restore_sequence(const char *text, size_t length);
/* From a signal handler, async-signal-safe: the shell's modes back and the restore sequence sent, without
   waiting for a terminal that stopped reading when `without_waiting`. */
void restore_terminal_from_handler(int without_waiting);
int input_is_held(void);
void hand_held_input_to_ncurses(void);

#endif
