import { spawn } from 'node:child_process';
import { ROOT_DIR, type Database } from '../config.js';
import { entryPointArgs } from './entry-point.js';

export type CliRun = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

/**
 * One of the API's command-line tools (`apps/api/src/cli/<name>.ts`) as a child process on `database` —
 * as `npm run <script>` runs it (compiled when the build is current, else through tsx: entry-point.ts).
 * `killWhen` sees stderr as it arrives and may answer true to SIGKILL the process.
 */
export const runCli = (
  name: string,
  args: string[],
  options: { database: Database; killWhen?: (stderr: string) => boolean },
): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    const { database } = options;
    const child = spawn(process.execPath, [...entryPointArgs(`cli/${name}`), ...args], {
      cwd: ROOT_DIR,
      env: {
        ...process.env,
        DATABASE_URL: database.dialect === 'sqlite' ? `file:${database.file}` : database.url,
        LOG_LEVEL: 'silent',
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (options.killWhen?.(stderr)) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
