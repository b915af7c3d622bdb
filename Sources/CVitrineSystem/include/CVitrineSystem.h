#ifndef C_VITRINE_SYSTEM_H
#define C_VITRINE_SYSTEM_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
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

/* Sets `attributes` so that the thread made with them takes no asynchronous signal (suspend, continue,
   terminate, resize, …: the main thread, whose waits they must interrupt, takes them, one after another in
   the order they came); the signals of a fault stay open, so a crash still restores the terminal. 0, or -1. */
int vs_thread_takes_no_signals(pthread_attr_t *attributes);

/* The smallest and largest vs_prefault_heap takes: below, a thread costs more than the faults; above, the
   heap would keep too much (glibc keeps twice it free at the top). */
#define VS_PREFAULT_SMALLEST (256u * 1024u)
#define VS_PREFAULT_LARGEST (16u * 1024u * 1024u)

/* Makes the next `bytes` the calling thread allocates from its malloc heap's top ready ahead: the heap
   grows to hold them at once, and a detached thread on another processor faults their pages in
   (madvise MADV_POPULATE_WRITE) while this one carries on. The zeroing of fresh pages, about 2.5 us a page
   on a virtual machine, is then paid beside this thread, not on it. 0 with the pages' range in *first and
   *length, or -1 when nothing was started (bytes out of range, one processor, no thread, the last one's
   thread still at work). */
int vs_prefault_heap(size_t bytes, uintptr_t *first, size_t *length);

#endif
