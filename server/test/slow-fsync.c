/*
 * An LD_PRELOAD shim for the fault tests: while the file named by SLOW_FSYNC_FLAG exists,
 * every fsync and fdatasync of the process first sleeps SLOW_FSYNC_SECONDS (default 7). It
 * models a stalled disk (a busy VM, network storage): a commit that lands seconds late.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <unistd.h>

static void stall_while_flagged(void) {
  const char *flag = getenv("SLOW_FSYNC_FLAG");
  if (flag == NULL || access(flag, F_OK) != 0) return;
  const char *seconds = getenv("SLOW_FSYNC_SECONDS");
  sleep(seconds ? (unsigned)atoi(seconds) : 7);
}

int fsync(int fd) {
  static int (*real)(int) = NULL;
  if (real == NULL) real = (int (*)(int))dlsym(RTLD_NEXT, "fsync");
  stall_while_flagged();
  return real(fd);
}

int fdatasync(int fd) {
  static int (*real)(int) = NULL;
  if (real == NULL) real = (int (*)(int))dlsym(RTLD_NEXT, "fdatasync");
  stall_while_flagged();
  return real(fd);
}
