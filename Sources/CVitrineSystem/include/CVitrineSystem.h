#ifndef C_VITRINE_SYSTEM_H
#define C_VITRINE_SYSTEM_H

#include <stddef.h>
#include <sys/types.h>

/* What Vitrine needs of glibc that Swift's Glibc module hides (GNU and XSI extensions), or that must run
   between fork and exec. The system layer's only C; every name starts with vs_. */

/* A new pseudo-terminal: its parent side (close-on-exec) in *parent, the child side's path in name,
   sized columns x rows. 0, or -1 with errno. */
int vs_open_pty(int *parent, char *name, size_t length, unsigned short columns, unsigned short rows);

/* A pipe whose ends are close-on-exec (so a child started meanwhile by another thread inherits neither).
   0, or -1 with errno. */
int vs_pipe(int ends[2]);

/* Starts the program at path with argv and envp (NULL-terminated) in a new session, every signal
   unblocked and at its default, its address space (bytes) and CPU time (seconds) bounded before its first
   instruction, killed when the thread that started it ends (the server's event loop: the server). Standard input, output and error: the terminal at terminal_path (opened after setsid, so
   it becomes the child's controlling terminal) when not NULL, otherwise input (or /dev/null when it is
   -1), output and output; session, when not -1, becomes its descriptor 3. The child's pid, or -1 with errno
   (of the step that failed, in the child or here). */
pid_t vs_spawn_limited(const char *path, char *const argv[], char *const envp[], const char *terminal_path, int input, int output,
                       int session, unsigned long long memory, unsigned long long cpu_seconds);

/* A connected pair of Unix stream sockets, close-on-exec: 0 or -1 with errno. */
int vs_socket_pair(int ends[2]);

/* The folder name in folder (AT_FDCWD: the working directory) opened as a place only (O_PATH), not
   followed when it is a symbolic link, close-on-exec: a descriptor to open what is below it with openat, or
   -1 with errno (ENOTDIR for a link or another file). */
int vs_open_folder_unfollowed(int folder, const char *name);

/* Every thread allocates from the main malloc arena (mallopt M_ARENA_MAX 1): 1 on success. */
int vs_share_one_malloc_arena(void);

#endif
