/** `npm run leads -- …`: see server/leads.ts. */
import { ConfigError } from './config';
import { runCli } from './leads';

/**
 * Ends the process once everything written has been handed on: stdout to a pipe is written
 * asynchronously, and `process.exit` straight after a large export would cut it short.
 */
function exitAfterOutput(code: number) {
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}

runCli(process.argv.slice(2)).then(exitAfterOutput, (error) => {
  process.stderr.write(`${error instanceof ConfigError ? 'Configuration error: ' : ''}${(error as Error).message}\n`);
  exitAfterOutput(1);
});
