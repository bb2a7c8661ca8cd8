import { describe, expect, it } from 'vitest';
import { refusals } from './errors.js';

describe('refusals()', () => {
  it('writes each code with its status from ERROR_STATUS, and its note', () => {
    expect(refusals(['code_resend_wait', '60 s per address'], 'captcha_failed', 'code_send_failed')).toBe(
      'Refusals: code_resend_wait 429 (60 s per address), captcha_failed 400, code_send_failed 503.',
    );
  });
});
