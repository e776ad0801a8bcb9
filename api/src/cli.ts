#!/usr/bin/env node
/**
 * usb-api, the package's bin (`node dist/cli.js`): the remote registry and the backups from the
 * command line. The commands and their usage are in platform/cli/run-cli.ts; this file only
 * reads the env, runs one command and exits with its code, as server.ts only starts the site.
 */
import { readBackupClientEnv, readDeployEnv, readEnv } from './env';
import { runCli } from './platform/cli/run-cli';

if (require.main === module) {
  runCli(process.argv.slice(2), readEnv(), console.log, readDeployEnv(), readBackupClientEnv()).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
