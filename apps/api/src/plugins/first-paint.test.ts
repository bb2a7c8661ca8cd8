import { describe, expect, it } from 'vitest';
import { createFirstPaint } from './first-paint.js';

const INDEX_HTML = '<html><head><title>Flarescope</title></head><body><div id="root"></div></body></html>';

describe('first paint: the path of a hostile URL', () => {
  it('finds the page of a URL of 16 000 slashes at once (issue 15, item 1)', () => {
    const page = createFirstPaint(INDEX_HTML);
    page('/companies'); // builds the pages once
    // Trimming trailing slashes with /\/+$/ retried from each slash of the run: ~150 ms per request.
    const hostile = `/companies${'/'.repeat(16_000)}x`;
    const start = performance.now();
    for (let i = 0; i < 10; i += 1) page(hostile);
    expect(performance.now() - start).toBeLessThan(50);
  });

  it('still ignores trailing slashes', () => {
    const page = createFirstPaint(INDEX_HTML);
    expect(page('/companies///?x=1').html).toBe(page('/companies').html);
    expect(page('///').html).toBe(page('/').html);
  });
});
