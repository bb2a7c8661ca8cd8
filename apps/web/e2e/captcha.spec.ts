import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

type AltchaProvider = { execute: (action: string, challengeUrl: string) => Promise<string> };
type WindowWithAltcha = Window & { flarescopeAltcha?: AltchaProvider };
type VerifyResult = { status: number; body: unknown };

/** POSTs to /api/captcha/verify from the page (same origin, the browser's own fetch). */
const verify = (
  page: Page,
  body: { action: string; token: string },
  withCsrfHeader = true,
): Promise<VerifyResult> =>
  page.evaluate(
    async ({ payload, csrf }) => {
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        Accept: 'application/json',
      };
      if (csrf) headers['X-Requested-With'] = 'XMLHttpRequest';
      const response = await fetch('/api/captcha/verify', {
        method: 'POST',
        headers,
        body: JSON.stringify(payload),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: keep the text for the failure message.
      }
      return { status: response.status, body: parsed };
    },
    { payload: body, csrf: withCsrfHeader },
  );

const solveChallenge = (page: Page, action: string) =>
  page.evaluate(async (name) => {
    const provider = (window as WindowWithAltcha).flarescopeAltcha;
    if (!provider) throw new Error('window.flarescopeAltcha is missing');
    return provider.execute(name, '/api/captcha/challenge');
  }, action);

test('the ALTCHA provider loaded at start-up yields a token the API accepts once, for its action only', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  // The app loads the provider's script at start-up (SPEC §1, §7); nothing else on this page needs it.
  await page.waitForFunction(
    () => typeof (window as WindowWithAltcha).flarescopeAltcha?.execute === 'function',
  );
  await expect(page.locator('script[src="/captcha/altcha-provider.js"]')).toHaveCount(1);

  const token = await solveChallenge(page, 'login');
  expect(token).toMatch(/^[A-Za-z0-9+/]+=*$/);

  // A token for another action is refused (and does not use up the token).
  const wrongAction = await verify(page, { action: 'signup', token });
  expect(wrongAction.status).toBe(400);
  expect(wrongAction.body).toMatchObject({ error: { code: 'captcha_failed' } });

  const first = await verify(page, { action: 'login', token });
  expect(first).toEqual({ status: 200, body: { ok: true } });

  // Replay: the same token is refused the second time.
  const replay = await verify(page, { action: 'login', token });
  expect(replay.status).toBe(400);
  expect(replay.body).toMatchObject({ error: { code: 'captcha_failed' } });
  const otherAction = await verify(page, { action: 'signup', token });
  expect(otherAction.status).toBe(400);
  expect(otherAction.body).toMatchObject({ error: { code: 'captcha_failed' } });
});

test('a forged or tampered token is refused', async ({ page }) => {
  await page.goto('/home');
  await page.waitForFunction(
    () => typeof (window as WindowWithAltcha).flarescopeAltcha?.execute === 'function',
  );
  const token = await solveChallenge(page, 'signup');
  const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { number: number };
  const tampered = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString('base64');

  const forged = await verify(page, { action: 'signup', token: tampered });
  expect(forged.status).toBe(400);
  expect(forged.body).toMatchObject({ error: { code: 'captcha_failed' } });
  const garbage = await verify(page, { action: 'signup', token: 'bm90LWEtdG9rZW4=' });
  expect(garbage.status).toBe(400);

  // The genuine token still works for its own action.
  expect(await verify(page, { action: 'signup', token })).toEqual({ status: 200, body: { ok: true } });
});

test('a POST without X-Requested-With is refused as CSRF', async ({ page }) => {
  await page.goto('/home');
  await page.waitForFunction(
    () => typeof (window as WindowWithAltcha).flarescopeAltcha?.execute === 'function',
  );
  const token = await solveChallenge(page, 'login');
  const result = await verify(page, { action: 'login', token }, false);
  expect(result.status).toBe(403);
  expect(result.body).toMatchObject({ error: { code: 'csrf_rejected' } });
  // Refused before it was checked: the token is still good.
  expect(await verify(page, { action: 'login', token })).toEqual({ status: 200, body: { ok: true } });
});
