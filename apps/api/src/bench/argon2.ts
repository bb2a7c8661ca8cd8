/**
 * How long one Argon2id password hash takes on this machine with the parameters sign-up, sign-in and
 * password changes use (apps/api/src/modules/accounts/passwords.ts). Run: npm run bench:argon2
 */
import os from 'node:os';
import { verify } from '@node-rs/argon2';
import { ARGON2_OPTIONS, hashPassword } from '../modules/accounts/passwords.js';

const RUNS = Number(process.env.RUNS ?? 30);

const time = async (run: () => Promise<unknown>): Promise<number> => {
  const started = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - started) / 1e6;
};

const summary = (label: string, ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  const mean = ms.reduce((sum, value) => sum + value, 0) / ms.length;
  return `${label.padEnd(22)} mean ${mean.toFixed(1)} ms, median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
};

const password = 'Bench-Password1';
for (let i = 0; i < 3; i++) await hashPassword(password); // warm-up
const stored = await hashPassword(password);

const hashes: number[] = [];
const verifies: number[] = [];
for (let i = 0; i < RUNS; i++) {
  hashes.push(await time(() => hashPassword(password)));
  verifies.push(await time(() => verify(stored, password)));
}
// Eight at once: what a burst of sign-ins does to each one (libuv's 4 threads, the machine's cores).
const burst = await time(() => Promise.all(Array.from({ length: 8 }, () => hashPassword(password))));

process.stdout.write(
  [
    `Argon2id m=${ARGON2_OPTIONS.memoryCost} KiB, t=${ARGON2_OPTIONS.timeCost}, p=${ARGON2_OPTIONS.parallelism}; ${RUNS} runs; ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
    summary('hash (sign-up)', hashes),
    summary('verify (sign-in)', verifies),
    `8 hashes at once        ${burst.toFixed(1)} ms in all`,
    '',
  ].join('\n'),
);
