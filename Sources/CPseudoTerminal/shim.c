#define _GNU_SOURCE
#include "CPseudoTerminal.h"

#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <termios.h>
#include <unistd.h>

int vp_open_pty(int *parent, char *name, size_t length, unsigned short columns, unsigned short rows) {
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

int vp_pipe(int ends[2]) { return pipe2(ends, O_CLOEXEC); }

short vp_spawn_setsid_flag(void) { return POSIX_SPAWN_SETSID; }

int vp_limit(pid_t pid, unsigned long long memory, unsigned long long cpu_seconds) {
    struct rlimit address_space = {memory, memory}, cpu = {cpu_seconds, cpu_seconds};
    int a = prlimit(pid, RLIMIT_AS, &address_space, NULL);
    int b = prlimit(pid, RLIMIT_CPU, &cpu, NULL);
    return a == 0 && b == 0 ? 0 : -1;
}
