import os from 'node:os';

/**
 * This process, as recorded on the jobs it queues and runs: host, pid and the process's start time
 * (the start time tells this process from an earlier one with the same pid, as after a container restart).
 */
export const RUNNER = `${os.hostname()}/${process.pid}/${Math.round(performance.timeOrigin)}`;

/**
 * True when the process that recorded `runner` is gone: it ran on this host and its pid is not alive,
 * or the pid is this process's but from an earlier start. Another host's process cannot be seen from
 * here: its jobs are left to the 10-minute rule (STALE_AFTER_MS).
 */
export const isRunnerGone = (runner: string, self: string = RUNNER): boolean => {
  const [host, pidText] = runner.split('/');
  const [selfHost, selfPid] = self.split('/');
  if (host !== selfHost) return false;
  if (pidText === selfPid) return runner !== self;
  try {
    process.kill(Number(pidText), 0);
    return false;
  } catch (error) {
    // EPERM: alive, someone else's process.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
};
