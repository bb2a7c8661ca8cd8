import { describe, expect, it } from 'vitest';
import { createFirstPaint, homeHead, projectHead } from './first-paint.js';

const INDEX_HTML = '<html><head><title>Flarescope</title></head><body><div id="root"></div></body></html>';

describe('first paint: the path of a hostile URL', () => {
  it('finds the page of a URL of 16 000 slashes at once (issue 15, item 1)', () => {
    const page = createFirstPaint(INDEX_HTML);
    page('/companies', 'visitor'); // builds the pages once
    // Trimming trailing slashes with /\/+$/ retried from each slash of the run: ~150 ms per request.
    const hostile = `/companies${'/'.repeat(16_000)}x`;
    const start = performance.now();
    for (let i = 0; i < 10; i += 1) page(hostile, 'visitor');
    expect(performance.now() - start).toBeLessThan(50);
  });

  it('still ignores trailing slashes', () => {
    const page = createFirstPaint(INDEX_HTML);
    expect(page('/companies///?x=1', 'visitor').html).toBe(page('/companies', 'visitor').html);
    expect(page('///', 'visitor').html).toBe(page('/', 'visitor').html);
  });
});

describe('first paint: whose screen is painted', () => {
  const page = createFirstPaint(INDEX_HTML);
  const painted = (url: string, viewer: 'visitor' | 'user' | 'admin') => page(url, viewer).html;

  it("paints a public screen's head for everyone, in both languages", () => {
    for (const viewer of ['visitor', 'user', 'admin'] as const) {
      expect(painted('/companies', viewer)).toContain('class="fp-title"');
    }
    expect(painted('/privacy', 'visitor')).toContain('class="fp-intro"');
    expect(painted('/privacy', 'visitor')).toMatch(/lang="en".*lang="es"/s);
  });

  it("paints a signed-in screen's head only for a signed-in request (issue 27, item 8)", () => {
    expect(painted('/passport', 'visitor')).not.toContain('class="fp-title"');
    expect(painted('/passport', 'user')).toContain('class="fp-title"');
    expect(painted('/settings', 'admin')).toContain('class="fp-title"');
  });

  it('paints the console only for an administrator: nobody else is told it exists', () => {
    for (const viewer of ['visitor', 'user'] as const) {
      expect(painted('/admin/users', viewer)).not.toContain('class="fp-tab');
      expect(painted('/admin/users', viewer)).not.toContain('class="fp-title"');
    }
    const html = painted('/admin/users', 'admin');
    expect(html).toContain('<span class="fp-tab" data-active>Users</span>');
    expect(html).toContain('class="fp-eyebrow"');
  });

  it('keeps no link or button in the picture', () => {
    for (const url of ['/companies', '/passport', '/admin', '/privacy']) {
      expect(painted(url, 'admin')).not.toMatch(/<(a|button)[\s>]/);
    }
  });
});

describe("first paint: a project's head, made of its owner's words", () => {
  const page = createFirstPaint(INDEX_HTML);
  const head = projectHead({
    title: { en: '<img src=x onerror=alert(1)> & "gas"', es: 'Gas <b>asociado</b>' },
    stage: 'idea',
    isIllustrative: false,
    isPublished: false,
  });

  it('writes the title as text, never as markup, in both languages', () => {
    const html = page('/project/p', 'user', head).html;
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>asociado');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;gas&#34;');
    expect(html).toContain('<span class="fp-badge" data-tone="outline">Draft</span>');
    expect(html).toContain('<span class="fp-badge" data-tone="orange">Idea</span>');
  });

  it('is painted for a signed-in viewer only', () => {
    expect(page('/project/p', 'visitor', head).html).not.toContain('fp-badge"');
  });
});

describe('first paint: the welcome screen', () => {
  const page = createFirstPaint(INDEX_HTML);

  it("greets a signed-in user by the name in their session, escaped; a visitor's has no greeting", () => {
    const greeted = page('/home', 'user', homeHead('Ana <i>')).html;
    expect(greeted).toContain('<p class="fp-greeting">Welcome back, Ana &#60;i&#62;</p>');
    expect(greeted).toContain('<p class="fp-greeting">Hola de nuevo, Ana &#60;i&#62;</p>');
    expect(page('/home', 'visitor').html).not.toContain('class="fp-greeting"');
    expect(page('/home', 'visitor').html).toContain('Goal: zero routine flaring by 2030');
  });

  it('paints it at `/` for a signed-in user; a visitor gets the sign-in card without a field', () => {
    expect(page('/', 'user', homeHead('Ana')).html).toContain('<p class="fp-greeting">Welcome back, Ana</p>');
    expect(page('/', 'admin', homeHead('Ana')).html).toContain('class="fp-title"');
    const signIn = page('/', 'visitor', homeHead('Ana')).html;
    expect(signIn).not.toContain('class="fp-greeting"');
    expect(signIn).toContain('<div class="fp-title">Sign in to Flarescope</div>');
    expect(signIn).toContain('<div class="fp-title">Inicie sesión en Flarescope</div>');
    expect(signIn).not.toMatch(/<(a|button|input|form)\b/);
    expect(signIn).not.toContain('class="fp-header"');
    // The password reset and the registration are other screens at the same place: not painted.
    expect(page('/?reset=1&email=a%40b.c', 'visitor').html).not.toContain('first-paint');
    expect(page('/oagregistermanualactive', 'visitor').html).not.toContain('first-paint');
    expect(page('/oagregistermanualactive', 'user').html).not.toContain('first-paint');
  });
});

describe('first paint: the event page', () => {
  const page = createFirstPaint(INDEX_HTML);

  it('paints its hero and the challenge paragraph, with the numbers filled in and no button', () => {
    const html = page('/bussiness', 'visitor').html;
    expect(html).toContain('<div class="fp-title">Business Mastery</div>');
    expect(html).toContain('<p class="fp-hint">Places are by selection: 40 professionals per country');
    expect(html).toContain(
      '<p class="fp-hint">La participación es por selección: se eligen 40 profesionales',
    );
    expect(html).toContain(
      '<p class="fp-paragraph">Each edition is built around a real routine-flaring case',
    );
    expect(html).toContain('<div class="fp-button-place"></div>');
    expect(html).not.toContain('{{');
    expect(html).not.toContain('Register your interest');
    expect(html).not.toMatch(/<(a|button|input)\b/);
  });
});
