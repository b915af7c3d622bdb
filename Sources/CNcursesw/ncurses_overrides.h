/* What the shim does that relies on ncurses 6.4's insides, not its documented interface: ncurses_overrides.c,
   whose opening table lists each assumption and the test that fails when it stops holding. */
#ifndef VITRINE_NCURSES_OVERRIDES_H
#define VITRINE_NCURSES_OVERRIDES_H

#include <sys/types.h>

void leave_until_the_first_frame(void);
void keep_the_terminals_palette(void);
void draw_into_the_virtual_screen(void);
void skip_the_default_pairs_look(void);

void hold_output(int descriptor);
void drop_held_output(void);
void send_held_output(void);

#endif
