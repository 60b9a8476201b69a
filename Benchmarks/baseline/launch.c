/*
 * Runs one command and reports what the kernel counted for it: the wall
 * time from fork to exit and its peak resident memory.
 *
 * A child's peak memory starts at what its parent's address space held when
 * it was forked or spawned, so a command timed straight from the benchmark
 * process (tens of MiB, with fonts and scenes loaded) would report at least
 * that. This small program is the parent instead; its own size is the floor.
 *
 * Usage: launch PROGRAM [ARGUMENT ...]
 * Prints "SECONDS PEAK_KIB" on standard output, the command's own output
 * going to /dev/null, and exits with the command's status (or 1 when it
 * could not run or ended by a signal).
 */
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: launch PROGRAM [ARGUMENT ...]\n");
    return 2;
  }
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  pid_t pid = fork();
  if (pid < 0) {
    perror("fork");
    return 1;
  }
  if (pid == 0) {
    int null = open("/dev/null", O_WRONLY);
    if (null >= 0) {
      dup2(null, 1);
      dup2(null, 2);
      close(null);
    }
    execv(argv[1], argv + 1);
    _exit(127);
  }
  int status = 0;
  struct rusage usage;
  if (wait4(pid, &status, 0, &usage) != pid) {
    perror("wait4");
    return 1;
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  double seconds =
      (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) * 1e-9;
  printf("%.9f %ld\n", seconds, usage.ru_maxrss);
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  return 1;
}
