#ifndef C_PSEUDO_TERMINAL_H
#define C_PSEUDO_TERMINAL_H

#include <stddef.h>
#include <sys/types.h>

/* What `vitrine serve` needs of glibc that Swift's Glibc module hides (GNU and XSI extensions). */

/* A new pseudo-terminal: its parent side (close-on-exec) in *parent, the child side's path in name,
   sized columns x rows. 0, or -1 with errno. */
int vp_open_pty(int *parent, char *name, size_t length, unsigned short columns, unsigned short rows);

/* A pipe whose ends are close-on-exec. */
int vp_pipe(int ends[2]);

/* posix_spawn's flag to start the child in a new session (so a terminal it opens becomes its own). */
short vp_spawn_setsid_flag(void);

/* Bounds the child's address space (bytes) and CPU time (seconds). */
int vp_limit(pid_t pid, unsigned long long memory, unsigned long long cpu_seconds);

#endif
