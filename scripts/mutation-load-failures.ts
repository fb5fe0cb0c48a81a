/**
 * A vitest reporter for the mutation run only (vitest.mutation.config.ts): a test file that fails
 * to load gets one failed test carrying its load error.
 *
 * Why: StrykerJS's vitest runner (9.6.1, stryker-mutator/stryker-js#6150) builds a mutant's result
 * from the tests vitest collected. A mutant that makes a module throw as it is imported (the
 * articles are read and rendered at import, for one) leaves the test files importing it with no
 * tests at all, so no test failed and the mutant was scored "Survived": a gap that does not
 * exist. With this test in their place the runner sees a failure and scores it "Killed", as
 * `vitest run` itself would fail. A file that loaded is left as it is.
 */
import type { Reporter, RunnerTestCase, RunnerTestFile, Vitest } from 'vitest/node';

/** The failed test that stands for a file that could not be loaded. */
function loadFailure(file: RunnerTestFile): RunnerTestCase {
  return {
    type: 'test',
    id: `${file.id}_load`,
    name: 'the test file loads',
    fullName: `${file.name} the test file loads`,
    fullTestName: 'the test file loads',
    mode: 'run',
    file,
    suite: file,
    meta: {},
    annotations: [],
    artifacts: [],
    timeout: 0,
    result: { state: 'fail', errors: file.result?.errors ?? [] },
    // Vitest gives a test a context only it can build; nothing reads it once the run has ended.
    context: undefined as unknown as RunnerTestCase['context'],
  };
}

export class LoadFailuresAsFailedTests implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  /** The files as the runner reads them after the run (`state.getFiles()`). */
  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state === 'fail' && file.tasks.length === 0) file.tasks.push(loadFailure(file));
    }
  }
}
