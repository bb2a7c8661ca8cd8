import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { IMPORT_MAX_FILE_BYTES } from '@flarescope/shared';
import {
  claimSetting,
  deleteSettingsBefore,
  finishClaim,
  releaseClaim,
} from '../../lib/app-settings.repository.js';
import { importSourceSchema, type ImportSource } from './import-source.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../infra/clock.js';
import { nightfireStore } from '../nightfire/index.js';
import type { ImportFile } from './imports.service.js';

/**
 * The optional daily fetch of EOG's nightly Nightfire file (issue 34, item 8; decision 037): with an
 * administrator's EOG token (EOG_TOKEN), the server downloads the latest night's file once a day and hands
 * it to the import pipeline like an upload (the nightly importer, all-or-nothing, a job in the history).
 * Off without a token. A failed download is logged and imports nothing.
 */

export type EogNightlyConfig = NonNullable<Config['eogNightly']>;

/** The nights' publisher, as the nightly files are imported by hand (README). */
export const EOG_NIGHTLY_SOURCE: ImportSource = importSourceSchema.parse({
  source: 'EOG VIIRS Nightfire nightly',
});

/** Longest a download may take. */
const FETCH_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * Several server processes on one database each run the schedule; the night's claim in app_settings lets
 * one of them download it. Once the file is queued the claim is finished (a restart does not fetch the night
 * again, even before its import ends); an unfinished claim older than a download may take (its process
 * stopped mid-way) is taken over; a failed fetch gives its claim back, so a restart tries again. Claims are
 * kept a month.
 */
const CLAIM_PREFIX = 'eog-nightly-claim:';
const CLAIM_STALE_MS = FETCH_TIMEOUT_MS + 5 * 60 * 1000;
const CLAIM_KEPT_MS = 31 * 24 * 60 * 60 * 1000;

type Log = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The latest night whose file can be out: the UTC day before `now`. */
export const latestNight = (now: Date): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));

/** The night's file: its name, and its URL (the folder, then the name; {date}, {year}, {month} replaced). */
export const nightlyFile = (config: EogNightlyConfig, night: Date): { fileName: string; url: string } => {
  const values: Record<string, string> = {
    date: `${night.getUTCFullYear()}${pad(night.getUTCMonth() + 1)}${pad(night.getUTCDate())}`,
    year: String(night.getUTCFullYear()),
    month: pad(night.getUTCMonth() + 1),
  };
  const fill = (text: string) =>
    text.replace(/\{(date|year|month)\}/g, (_, key: string) => values[key] ?? '');
  const fileName = fill(config.fileName);
  const base = fill(config.baseUrl);
  return { fileName, url: `${base}${base.endsWith('/') ? '' : '/'}${encodeURIComponent(fileName)}` };
};

/** Milliseconds from `now` to the next `hourUtc`:00 UTC (tomorrow's when that hour has passed today). */
export const msUntilHour = (now: Date, hourUtc: number): number => {
  const next = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc, 0, 0, 0),
  );
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
};

export class EogFetchError extends Error {
  constructor(
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super(message);
  }
}

/**
 * Downloads one file with the token (`Authorization: Bearer`, as EOG's downloads want it): its bytes, or an
 * EogFetchError saying why (an HTTP status, a file larger than an upload may be, a network failure).
 */
export const downloadNightlyFile = async (
  url: string,
  token: string,
  fetchImpl: typeof fetch = fetch,
  stopped?: AbortSignal,
): Promise<Uint8Array> => {
  const timeout = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { authorization: `Bearer ${token}` },
      redirect: 'follow',
      signal: stopped ? AbortSignal.any([timeout, stopped]) : timeout,
    });
  } catch (error) {
    throw new EogFetchError('the download failed', {
      url,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new EogFetchError('the server refused the download', { url, status: response.status });
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > IMPORT_MAX_FILE_BYTES) {
    await response.body?.cancel();
    throw new EogFetchError('the file is larger than an import may be', { url, bytes: declared });
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += (chunk as Uint8Array).length;
    if (size > IMPORT_MAX_FILE_BYTES)
      throw new EogFetchError('the file is larger than an import may be', { url, bytes: size });
    chunks.push(chunk as Uint8Array);
  }
  if (size === 0) throw new EogFetchError('the server sent an empty file', { url });
  return Buffer.concat(chunks);
};

export type EogScheduleDeps = {
  config: EogNightlyConfig;
  db: Db;
  clock: Clock;
  log: Log;
  /** Hands a downloaded file to the import queue (imports.service's submitScheduled). */
  submit: (file: ImportFile & { source: ImportSource }) => Promise<{ jobId: string }>;
  fetchImpl?: typeof fetch;
  /** Aborted when the process stops: a download under way is dropped (logged), nothing imported. */
  stopped?: AbortSignal;
};

/**
 * One fetch: the latest night's file, unless it was imported already; downloaded and queued for import.
 * Returns the job's id, or null (nothing to do, or the download failed: logged, nothing imported).
 */
export const fetchLatestNight = async (deps: EogScheduleDeps): Promise<string | null> => {
  const now = deps.clock.now();
  const { fileName, url } = nightlyFile(deps.config, latestNight(now));
  const claim = {
    key: `${CLAIM_PREFIX}${fileName}`,
    value: `${os.hostname()}/${process.pid}/${randomUUID()}`,
    updated_at: now.toISOString(),
  };
  let claimed = false;
  try {
    // Imported already (by this fetch, an upload or the CLI): not downloaded again.
    if (await nightfireStore.isFileImported(deps.db, fileName)) {
      deps.log.info({ fileName }, 'EOG nightly file already imported');
      return null;
    }
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    await deleteSettingsBefore(deps.db, CLAIM_PREFIX, ago(CLAIM_KEPT_MS));
    claimed = await claimSetting(deps.db, claim, ago(CLAIM_STALE_MS));
    if (!claimed) {
      deps.log.info({ fileName }, 'EOG nightly file taken by another process or an earlier start');
      return null;
    }
    const bytes = await downloadNightlyFile(url, deps.config.token, deps.fetchImpl, deps.stopped);
    if (deps.stopped?.aborted) throw new EogFetchError('the process is stopping', { url });
    const { jobId } = await deps.submit({ bytes, fileName, source: EOG_NIGHTLY_SOURCE });
    claimed = false;
    // Queued: a failure to mark the claim finished only leaves it to go stale (the night is imported by then).
    await finishClaim(deps.db, claim.key, claim.value).catch((error: unknown) =>
      deps.log.warn({ fileName, reason: String(error) }, 'EOG nightly claim not marked finished'),
    );
    deps.log.info({ fileName, jobId, bytes: bytes.length }, 'EOG nightly file fetched, import queued');
    return jobId;
  } catch (error) {
    if (claimed) await releaseClaim(deps.db, claim.key, claim.value).catch(() => {});
    // The token is never logged: only the URL and why.
    const details = error instanceof EogFetchError ? error.details : { url };
    deps.log.error(
      { ...details, fileName, reason: error instanceof Error ? error.message : String(error) },
      'EOG nightly fetch failed; nothing imported',
    );
    return null;
  }
};

/**
 * Starts the daily fetch: once now (the night may be missing after a stop), then every day at the
 * configured hour (UTC). The timers are unref'd. Returns the function that stops it: a download under
 * way is aborted (a shutdown does not wait for it), and it resolves once the fetch has ended.
 */
export const startEogSchedule = (deps: EogScheduleDeps): (() => Promise<void>) => {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const abort = new AbortController();
  const run = () => {
    running = fetchLatestNight({ ...deps, stopped: abort.signal });
  };
  const plan = () => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        run();
        plan();
      },
      msUntilHour(deps.clock.now(), deps.config.hourUtc),
    );
    timer.unref();
  };
  run();
  plan();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    abort.abort();
    await running;
  };
};
