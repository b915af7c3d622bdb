#define _GNU_SOURCE
#include "CVitrineSystem.h"

#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/ioctl.h>
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
