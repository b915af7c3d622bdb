/* The signals the gallery acts on: each handler only notes what happened (a terminating signal, a resize,
   a suspend) for the run loop, which acts between frames; a crash restores the terminal in the handler;
   a terminating signal the run loop cannot act on in time ends the process from the handler. */
#include "shim_internal.h"
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t pending_signal = 0;

static void give_up(void);
static void install_suspend_handlers(void);

/* A terminating signal becomes an event the run loop acts on (it restores the terminal and exits). When it
   cannot within VT_GIVE_UP_NANOSECONDS, the process is stuck where no event reaches it: in a write(2) to
   a terminal that stopped reading (ncurses takes an interrupted write up again), and the handler ends it
   (give_up). The deadline is a POSIX timer made at start (timer_settime is async-signal-safe, timer_create
   is not), whose SIGALRM says SI_TIMER: a SIGALRM from anyone else is a terminating signal like the rest. */
#define VT_GIVE_UP_NANOSECONDS 750000000L
static timer_t give_up_timer;
static int give_up_timer_made = 0;
static volatile sig_atomic_t give_up_armed = 0;
/* Whoever started us ignores SIGALRM: the timer's own is still caught, anyone else's stays ignored. */
static int alarm_ignored = 0;

static void on_signal(int number, siginfo_t *information, void *context) {
    (void)context;
    if (number == SIGALRM && information != NULL && information->si_code == SI_TIMER) {
        if (give_up_armed) give_up();
        return;
    }
    if (number == SIGALRM && alarm_ignored) return;
    pending_signal = number;
    if (give_up_timer_made && !give_up_armed) {
        give_up_armed = 1;
        struct itimerspec when;
        memset(&when, 0, sizeof when);
        when.it_value.tv_nsec = VT_GIVE_UP_NANOSECONDS;
        timer_settime(give_up_timer, 0, &when, NULL);
    }
}

/* The terminal changed size (SIGWINCH): ours, not ncurses', so that the screen it keeps is never larger than
   VT_MAXIMUM_COLUMNS × VT_MAXIMUM_LINES (a 5000×5000 resize once took 1.94 GB, and 65535×65535 left it
   unable to draw or even to open). */
static volatile sig_atomic_t resize_pending = 0;

static void on_resize(int number) {
    (void)number;
    resize_pending = 1;
}

int take_pending_resize(void) {
    if (!resize_pending) return 0;
    resize_pending = 0;
    return 1;
}

/* Every signal whose default action ends the process and that a program may catch: each becomes an
   event, so the run loop ends and endwin restores the terminal. */
static const int terminating_signals[] = {
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF,
    SIGXCPU, SIGXFSZ, SIGIO, SIGPWR, SIGSTKFLT,
};

/* Signals of a crash (a Swift trap is SIGILL or SIGTRAP): the terminal is restored in the handler, with
   async-signal-safe calls only, then the signal goes on to whoever handled it before (the Swift runtime's
   backtracer, or the default action). */
static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS};
static struct sigaction previous_crash_actions[sizeof crash_signals / sizeof crash_signals[0]];

/* The process could not act on a terminating signal in time (see on_signal): it ends from the handler,
   with async-signal-safe calls only, the terminal restored as far as it can be without waiting, and exits
   as the run loop would have, 128 + the signal. */
static void give_up(void) {
    restore_terminal_from_handler(1);
    _exit(128 + pending_signal);
}

static void on_crash(int number) {
    restore_terminal_from_handler(0);
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) {
        if (crash_signals[i] == number) sigaction(number, &previous_crash_actions[i], NULL);
    }
    /* Delivered once this handler returns, to the previous handler; a fault also happens again. */
    raise(number);
}

void install_crash_handlers(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_crash;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) {
        sigaction(crash_signals[i], &action, &previous_crash_actions[i]);
    }
}

/* Catches `number` with `action`, unless whoever started us (nohup, a background job) ignores it: it stays
   ignored, and a hang-up is then noticed through the failing reads instead. */
static void catch_terminating(int number, const struct sigaction *action) {
    struct sigaction current;
    if (sigaction(number, NULL, &current) == 0 && current.sa_handler == SIG_IGN) return;
    sigaction(number, action, NULL);
}

void vt_install_signal_handlers(void) {
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    struct sigevent event;
    memset(&event, 0, sizeof event);
    event.sigev_notify = SIGEV_SIGNAL;
    event.sigev_signo = SIGALRM;
    give_up_timer_made = timer_create(CLOCK_MONOTONIC, &event, &give_up_timer) == 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_signal;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < sizeof terminating_signals / sizeof terminating_signals[0]; i++) {
        catch_terminating(terminating_signals[i], &action);
    }
    /* The real-time signals end a process by default too (SIGRTMIN is the first glibc leaves to programs). */
    for (int number = SIGRTMIN; number <= SIGRTMAX; number++) catch_terminating(number, &action);
    /* The give-up timer's SIGALRM is caught even where SIGALRM was ignored (on_signal then drops others'). */
    struct sigaction alarm_action;
    if (sigaction(SIGALRM, NULL, &alarm_action) == 0 && alarm_action.sa_handler == SIG_IGN) {
        alarm_ignored = 1;
        sigaction(SIGALRM, &action, NULL);
    }
    install_suspend_handlers();
    /* Installed before newterm, so that ncurses leaves SIGWINCH to us (it takes it only from SIG_DFL). */
    struct sigaction resize;
    memset(&resize, 0, sizeof resize);
    resize.sa_handler = on_resize;
    sigemptyset(&resize.sa_mask);
    sigaction(SIGWINCH, &resize, NULL);
}

int vt_pending_signal(void) { return pending_signal; }

/* Suspending (SIGTSTP: Ctrl-Z, kill -TSTP) is ours, not ncurses': its handler stops the process from
   inside the signal handler (endwin and its writes run in the middle of whatever the gallery was doing),
   and a SIGCONT that arrives before it stops (kill -TSTP then -CONT at once) is spent on a process still
   running, which then stops with nobody to continue it (4 of 10 tries). Here the handler only asks; the
   run loop suspends (vt_suspend), and stops only if no SIGCONT came since the SIGTSTP. Installed before
   newterm, so that ncurses leaves SIGTSTP to us (it takes it only from SIG_DFL). */
static volatile sig_atomic_t suspend_requested = 0;
static volatile sig_atomic_t continues = 0;
static volatile sig_atomic_t continues_at_request = 0;

static void on_suspend(int number) {
    (void)number;
    continues_at_request = continues;
    suspend_requested = 1;
}

static void on_continue(int number) {
    (void)number;
    continues++;
}

static void install_suspend_handlers(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_handler = on_continue;
    sigaction(SIGCONT, &action, NULL);
    /* A shell without job control starts its background jobs with SIGTSTP ignored: it stays ignored. */
    struct sigaction current;
    if (sigaction(SIGTSTP, NULL, &current) == 0 && current.sa_handler == SIG_IGN) return;
    /* A SIGCONT that comes while the SIGTSTP is being delivered waits for its handler: delivered at once,
       its handler ran first (the kernel sets up one frame over the other) and the suspend it followed
       was taken for a later one. */
    sigaddset(&action.sa_mask, SIGCONT);
    action.sa_handler = on_suspend;
    sigaction(SIGTSTP, &action, NULL);
}

int vt_suspend_requested(void) { return suspend_requested; }

void clear_suspend_request(void) { suspend_requested = 0; }

/* Stops the process for a suspend the shell asked for, unless a SIGCONT came since (then it goes on at
   once); the calling thread's SIGCONT is blocked from the look to the stop, so that one arriving then
   waits, pending, and is seen. (What remains is the instant between that look and the kill, where a
   continue sent meanwhile is still lost: the kernel drops a pending SIGCONT when a stop signal comes.) */
void stop_unless_continued(void) {
    sigset_t only_continue, previous, pending;
    sigemptyset(&only_continue);
    sigaddset(&only_continue, SIGCONT);
    pthread_sigmask(SIG_BLOCK, &only_continue, &previous);
    sigpending(&pending);
    if (continues == continues_at_request && !sigismember(&pending, SIGCONT)) {
        struct sigaction stop, ours;
        memset(&stop, 0, sizeof stop);
        stop.sa_handler = SIG_DFL;
        sigemptyset(&stop.sa_mask);
        sigaction(SIGTSTP, &stop, &ours);
        kill(getpid(), SIGTSTP);
        /* Continued (or never stopped: an orphaned process group is not stopped by SIGTSTP). */
        sigaction(SIGTSTP, &ours, NULL);
    }
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
}
