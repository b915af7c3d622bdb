#define _GNU_SOURCE
#include "CVitrineSystem.h"

#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

int vs_open_pty(int *parent, char *name, size_t length, unsigned short columns, unsigned short rows) {
    int descriptor = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (descriptor < 0) return -1;
    if (grantpt(descriptor) != 0 || unlockpt(descriptor) != 0 || ptsname_r(descriptor, name, length) != 0) {
        close(descriptor);
        return -1;
    }
    struct winsize size = {.ws_row = rows, .ws_col = columns};
    ioctl(descriptor, TIOCSWINSZ, &size);
    *parent = descriptor;
    return 0;
}

int vs_pipe(int ends[2]) { return pipe2(ends, O_CLOEXEC); }

int vs_share_one_malloc_arena(void) { return mallopt(M_ARENA_MAX, 1); }

int vs_socket_pair(int ends[2]) { return socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends); }

/* In the child, between fork and exec: only async-signal-safe calls. On failure the error number goes
   to `report` and the child ends. */
static void become(const char *path, char *const argv[], char *const envp[], const char *terminal_path, int given_input,
                   int output, int session, unsigned long long memory, unsigned long long cpu_seconds, int report, pid_t parent) {
    struct sigaction standard = {0};
    standard.sa_handler = SIG_DFL;
    for (int signal = 1; signal < NSIG; signal++) sigaction(signal, &standard, NULL); /* fails harmlessly for KILL, STOP */
    int error = 0;
    /* The child dies with the server, even a SIGKILLed one: nothing it started outlives it. */
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) goto failed;
    if (getppid() != parent) _exit(127); /* the server died before that was set */
    if (setsid() < 0) goto failed;
    int input = terminal_path ? open(terminal_path, O_RDWR) : given_input >= 0 ? given_input : open("/dev/null", O_RDONLY);
    if (input < 0) goto failed;
    int out = terminal_path ? input : output;
    if (dup2(input, 0) < 0 || dup2(out, 1) < 0 || dup2(out, 2) < 0) goto failed;
    if (input > 2) close(input);
    /* The session socket becomes descriptor 3, kept across exec (dup2 onto itself would keep close-on-exec). */
    if (session >= 0) {
        if (session == 3 ? fcntl(3, F_SETFD, 0) < 0 : dup2(session, 3) < 0) goto failed;
    }
    struct rlimit address_space = {memory, memory}, cpu = {cpu_seconds, cpu_seconds};
    if (setrlimit(RLIMIT_AS, &address_space) != 0 || setrlimit(RLIMIT_CPU, &cpu) != 0) goto failed;
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    execve(path, argv, envp);
failed:
    error = errno;
    while (write(report, &error, sizeof error) < 0 && errno == EINTR) {}
    _exit(127);
}

pid_t vs_spawn_limited(const char *path, char *const argv[], char *const envp[], const char *terminal_path, int input, int output,
                       int session, unsigned long long memory, unsigned long long cpu_seconds) {
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) return -1;
    /* No signal handler of this process runs in the child before its own are set to the default. */
    sigset_t all, before;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &before);
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid == 0) become(path, argv, envp, terminal_path, input, output, session, memory, cpu_seconds, report[1], parent);
    int forkError = errno;
    pthread_sigmask(SIG_SETMASK, &before, NULL);
    close(report[1]);
    if (pid < 0) {
        close(report[0]);
        errno = forkError;
        return -1;
    }
    int error = 0;
    ssize_t got;
    do got = read(report[0], &error, sizeof error); while (got < 0 && errno == EINTR);
    close(report[0]);
    if (got == (ssize_t)sizeof error) { /* the exec did not happen: reap the child, report why */
        while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {}
        errno = error;
        return -1;
    }
    return pid;
}

int vs_open_folder_unfollowed(int folder, const char *name) {
    return openat(folder, name, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
}

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23 /* Linux 5.14; older kernels refuse it (EINVAL) and nothing is faulted in */
#endif

/* The pages vs_prefault_heap's thread faults in, and whether one is at work (then no other starts). */
static char *prefault_start;
static size_t prefault_length;
static atomic_int prefaulting;

/* Faults the pages in 64 KiB at a time: between two steps the address space's lock is free for the main
   thread (a heap that grows, a file mapped), which would otherwise wait for the whole range. */
static void *prefault_pages(void *unused) {
    (void)unused;
    const size_t step = 64 * 1024;
    for (size_t done = 0; done < prefault_length; done += step) {
        size_t length = prefault_length - done < step ? prefault_length - done : step;
        if (madvise(prefault_start + done, length, MADV_POPULATE_WRITE) != 0) break;
    }
    atomic_store(&prefaulting, 0);
    return NULL;
}

int vs_prefault_heap(size_t bytes, uintptr_t *first, size_t *length) {
    if (bytes < VS_PREFAULT_SMALLEST || bytes > VS_PREFAULT_LARGEST) return -1;
    /* Another processor than this one, or nothing: on one processor the thread would only take turns. */
    cpu_set_t allowed, others;
    CPU_ZERO(&others);
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return -1;
    int here = sched_getcpu();
    for (int cpu = 0; cpu < CPU_SETSIZE; cpu++)
        if (cpu != here && CPU_ISSET(cpu, &allowed)) CPU_SET(cpu, &others);
    if (CPU_COUNT(&others) == 0 || atomic_exchange(&prefaulting, 1) != 0) return -1;
    /* A block this large is mapped on its own (mmap) until one such block has been freed; freeing one
       raises glibc's threshold to its size (the dynamic mmap threshold, which the first large block freed
       would raise anyway). volatile: the compiler drops an unused malloc and its free. */
    void *volatile probe = malloc(bytes + 1);
    free(probe);
    /* Now it comes from the heap, which grows to hold it; freed, it joins the heap's top, where the
       allocations that follow are carved from. */
    char *block = malloc(bytes);
    if (block == NULL) {
        atomic_store(&prefaulting, 0);
        return -1;
    }
    free(block);
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    char *start = (char *)(((uintptr_t)block + page - 1) & ~(uintptr_t)(page - 1));
    prefault_start = start;
    prefault_length = (bytes - (size_t)(start - block)) & ~(page - 1);
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstacksize(&attributes, PTHREAD_STACK_MIN);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_attr_setaffinity_np(&attributes, sizeof others, &others);
    /* No asynchronous signal is delivered to it: the main thread's waits are what a signal must interrupt.
       Set for the new thread alone, so the caller's own mask never changes, not even for an instant. */
    vs_thread_takes_no_signals(&attributes);
    pthread_t thread;
    int result = pthread_create(&thread, &attributes, prefault_pages, NULL);
    pthread_attr_destroy(&attributes);
    if (result != 0) {
        atomic_store(&prefaulting, 0);
        return -1;
    }
    *first = (uintptr_t)prefault_start;
    *length = prefault_length;
    return 0;
}

int vs_thread_takes_no_signals(pthread_attr_t *attributes) {
    sigset_t asynchronous;
    sigfillset(&asynchronous);
    static const int faults[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS};
    for (size_t i = 0; i < sizeof faults / sizeof faults[0]; i++) sigdelset(&asynchronous, faults[i]);
    return pthread_attr_setsigmask_np(attributes, &asynchronous) == 0 ? 0 : -1;
}
