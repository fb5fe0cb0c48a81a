// @vitest-environment node
/**
 * What StrykerJS's vitest runner reads after a run (every test task with a result, file by file):
 * a test file whose import throws must give it a failed test, or the mutant that broke the
 * import is scored "Survived" (scripts/mutation-load-failures.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startVitest, type Reporter } from 'vitest/node';
import { LoadFailuresAsFailedTests } from './mutation-load-failures.ts';

interface Task {
  type: string;
  name: string;
  tasks?: Task[];
  result?: { state: string; errors?: { message: string }[] };
}

/** The tests as the runner collects them (collectTestsFromSuite): tests with a result, by file name. */
async function runAsStrykerSees(reporters: Reporter[]) {
  const root = mkdtempSync(join(tmpdir(), 'load-failures-'));
  try {
    writeFileSync(join(root, 'articles.ts'), "throw new Error('an article could not be read');\nexport const n = 1;\n");
    writeFileSync(
      join(root, 'broken.test.ts'),
      "import { n } from './articles';\nit('reads', () => expect(n).toBe(1));\n",
    );
    writeFileSync(join(root, 'fine.test.ts'), "it('adds', () => expect(1 + 1).toBe(2));\n");
    const vitest = await startVitest('test', [], {
      root,
      config: false,
      watch: false,
      globals: true,
      reporters: [...reporters, { onInit() {} }],
      include: ['*.test.ts'],
    });
    await vitest.close();
    const tests = (task: Task): Task[] =>
      (task.tasks ?? []).flatMap((child) => (child.type === 'test' ? (child.result ? [child] : []) : tests(child)));
    return Object.fromEntries(
      vitest.state.getFiles().map((file) => [file.name, tests(file as unknown as Task).map((test) => test.result)]),
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('the mutation run’s load-failure reporter', () => {
  it('gives a test file that fails to load one failed test with the load error, and leaves a loaded file as it is', async () => {
    const seen = await runAsStrykerSees([new LoadFailuresAsFailedTests()]);
    expect(seen['broken.test.ts']).toEqual([
      expect.objectContaining({
        state: 'fail',
        errors: [expect.objectContaining({ message: 'an article could not be read' })],
      }),
    ]);
    expect(seen['fine.test.ts']).toEqual([expect.objectContaining({ state: 'pass' })]);
  }, 60_000);

  it('is needed: without it the file that failed to load has no test at all (the check itself)', async () => {
    const seen = await runAsStrykerSees([]);
    expect(seen['broken.test.ts']).toEqual([]);
  }, 60_000);
});
