import { captchaContract, type CaptchaAction } from '@flarescope/shared';
import { solveChallenge } from 'altcha-lib/v1';
import type { TestApp } from './build-test-app.js';
import { client } from './client.js';

/** A bot-check token for `action`: asks the app for an ALTCHA challenge and solves it, as the browser does. */
export const solveAltcha = async (t: TestApp, action: CaptchaAction): Promise<string> => {
  const response = await client(t).as(null).call(captchaContract.getChallenge, { query: { action } });
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.statusCode} ${response.body}`);
  const { maxnumber, ...challenge } = response.json();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, maxnumber)
    .promise;
  if (!solution) throw new Error('unsolvable challenge');
  return Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64');
};
