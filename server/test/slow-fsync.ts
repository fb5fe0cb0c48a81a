/** Builds server/test/slow-fsync.c into a shared library for LD_PRELOAD; undefined without a C compiler. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function buildSlowFsyncShim(): string | undefined {
  const library = join(mkdtempSync(join(tmpdir(), 'clarity-shim-')), 'slow-fsync.so');
  try {
    execFileSync('cc', ['-shared', '-fPIC', '-o', library, join(import.meta.dirname, 'slow-fsync.c'), '-ldl'], {
      stdio: 'ignore',
    });
    return library;
  } catch {
    return undefined;
  }
}
