import { describe, expect, it, vi } from 'vitest';
import { createRecaptchaVerifier } from './recaptcha.js';

const assessment = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

const settings = { siteKey: 'site', project: 'proj', apiKey: 'key' };

describe('reCAPTCHA Enterprise verifier', () => {
  it('creates an assessment for the token, site key and expected action', async () => {
    const fetchMock = assessment({
      tokenProperties: { valid: true, action: 'login' },
      riskAnalysis: { score: 0.9 },
    });
    const verifier = createRecaptchaVerifier({ ...settings, fetch: fetchMock });
    expect(await verifier.verify({ action: 'login', token: 'tok', remoteIp: '1.2.3.4' })).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://recaptchaenterprise.googleapis.com/v1/projects/proj/assessments?key=key');
    expect(JSON.parse(String(init?.body))).toEqual({
      event: { token: 'tok', siteKey: 'site', expectedAction: 'login', userIpAddress: '1.2.3.4' },
    });
  });

  it.each([
    [
      'an invalid token',
      { tokenProperties: { valid: false, action: 'login' }, riskAnalysis: { score: 0.9 } },
    ],
    ['another action', { tokenProperties: { valid: true, action: 'signup' }, riskAnalysis: { score: 0.9 } }],
    ['a low score', { tokenProperties: { valid: true, action: 'login' }, riskAnalysis: { score: 0.1 } }],
  ])('refuses %s', async (_name, body) => {
    const verifier = createRecaptchaVerifier({ ...settings, fetch: assessment(body) });
    expect(await verifier.verify({ action: 'login', token: 'tok', remoteIp: '1.2.3.4' })).toBe(false);
  });

  it('refuses when Google cannot be reached or answers an error', async () => {
    const down = createRecaptchaVerifier({
      ...settings,
      fetch: vi.fn<typeof fetch>(async () => Promise.reject(new Error('offline'))),
    });
    expect(await down.verify({ action: 'login', token: 'tok', remoteIp: '1.2.3.4' })).toBe(false);
    const failing = createRecaptchaVerifier({ ...settings, fetch: assessment({}, 403) });
    expect(await failing.verify({ action: 'login', token: 'tok', remoteIp: '1.2.3.4' })).toBe(false);
  });
});
