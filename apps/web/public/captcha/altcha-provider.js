/*
 * Flarescope's ALTCHA provider: self-hosted proof of work, no third party, works offline.
 * It fetches a signed challenge for an action from the API, finds the number n (0…maxnumber) for
 * which SHA-256(salt + n) equals the challenge, and returns the base64 payload the API verifies.
 * Loaded once by the captcha loader (src/lib/captcha.ts), which polls for window.flarescopeAltcha.
 */
(function () {
  'use strict';
  var encoder = new TextEncoder();

  function toHex(buffer) {
    var bytes = new Uint8Array(buffer);
    var out = '';
    for (var i = 0; i < bytes.length; i += 1) out += bytes[i].toString(16).padStart(2, '0');
    return out;
  }

  async function solve(challenge) {
    var max = challenge.maxnumber || 1000000;
    for (var n = 0; n <= max; n += 1) {
      var digest = await crypto.subtle.digest('SHA-256', encoder.encode(challenge.salt + n));
      if (toHex(digest) === challenge.challenge) return n;
    }
    throw new Error('ALTCHA challenge could not be solved');
  }

  async function execute(action, challengeUrl) {
    var url =
      challengeUrl + (challengeUrl.indexOf('?') === -1 ? '?' : '&') + 'action=' + encodeURIComponent(action);
    var response = await fetch(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    });
    if (!response.ok) throw new Error('ALTCHA challenge request failed: ' + response.status);
    var challenge = await response.json();
    var number = await solve(challenge);
    var payload = {
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: number,
      salt: challenge.salt,
      signature: challenge.signature,
    };
    return btoa(JSON.stringify(payload));
  }

  window.flarescopeAltcha = { execute: execute };
})();
