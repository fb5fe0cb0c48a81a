/** `npm run leads -- …`: see server/leads.ts. */
import { ConfigError } from './config';
import { runCli } from './leads';

runCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error instanceof ConfigError ? 'Configuration error: ' : ''}${(error as Error).message}\n`);
    process.exit(1);
  },
);
