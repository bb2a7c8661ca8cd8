import crypto from 'node:crypto';
import {
  ADMIN_SECTIONS,
  CLIENT_ROUTES,
  FIRST_PAINT_ID,
  HEADER_LINKS,
  NIGHTFIRE_MATCH_RADIUS_M,
  LOCALE_STORAGE_KEY,
  LOCALES,
  EVENT,
  THEME_FONT_FAMILY,
  ZERO_ROUTINE_FLARING_YEAR,
  type AdminSection,
  type Locale,
} from '@flarescope/shared';
import { weakEtagOf } from '../infra/etag.js';
import { translate } from '../i18n.js';

/**
 * The first paint: a static copy of the header and of the page's title and lead, written into
 * `index.html` for the routes that show the shared header, so a phone on a slow network sees the page
 * before the app's JavaScript has arrived (it used to see a blank page for 3 s).
 *
 * - It lies over the page (absolutely placed), so taking it away moves nothing under it: no layout
 *   shift when the app's own screen takes its place.
 * - It is only a picture: `aria-hidden` and `inert`, no link or button in it, so no click can land on
 *   something that is about to be replaced. The app removes it as it draws the real screen
 *   (`useFirstPaintHandoff` in the web app), in the same frame.
 * - Both languages are written; a small inline script (allowed by its CSP hash) picks the one this
 *   browser chose, from the same local storage key the app reads, before anything is drawn.
 * - The texts come from the app's own dictionaries, and the sizes from its theme, so the real screen
 *   replaces it without a visible jump (checked against the real layout at 412 and 1280 px).
 */

/** Sets `<html lang>` from the language this browser chose, before the body is drawn. */
const LANGUAGE_SCRIPT = `try{var l=localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)});if(${LOCALES.map((locale) => `l===${JSON.stringify(locale)}`).join('||')})document.documentElement.lang=l}catch(e){}`;

/** The `<meta>` names that carry the app's entry module and the modules it imports, unfetched. */
const APP_ENTRY = 'app-entry';
const APP_MODULE = 'app-module';

/**
 * Starts the app's modules once the first paint is on screen (the frame after it), or at once in a
 * hidden tab, where no frame comes. Fetched alongside the page instead, 35–68 module requests shared the
 * slow connection with the stylesheet the first paint needs; and Lighthouse's simulation counts every
 * request that ended before the largest paint as one the paint waited for (2026-11-27: LCP 2.8–3.1 s on
 * routes whose head is painted at 0.9 s). The app itself starts one frame later than it did.
 */
const START_SCRIPT = `(function(){var started=false;function start(){if(started)return;started=true;var h=document.head;document.querySelectorAll('meta[name="${APP_MODULE}"]').forEach(function(m){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=m.content;h.appendChild(l)});var e=document.querySelector('meta[name="${APP_ENTRY}"]');if(e){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=e.content;h.appendChild(s)}}if(document.visibilityState==='hidden')start();else{requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,3000)}})();`;

/** The first paint's one inline script: the language, then the app's start after the paint. */
const FIRST_PAINT_SCRIPT = `${LANGUAGE_SCRIPT};${START_SCRIPT}`;

/** The CSP source that allows the first paint's inline script and nothing else inline. */
export const FIRST_PAINT_SCRIPT_HASH = `'sha256-${crypto.createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;

/** The registration screen (SPEC §2): no shared header, and not painted (its form is its head). */
const REGISTRATION_PATH = CLIENT_ROUTES.register.path;

/** Who the request is from: a page head meant for users is not painted for a visitor, nor the console's. */
export type FirstPaintViewer = 'visitor' | 'user' | 'admin';

/** A text of the data in both languages (a project's title, a country's name). */
type LocalizedText = Readonly<Record<Locale, string>>;

/** A dictionary key, or a text of the data in both languages. */
type Content = string | LocalizedText;

/** A project's stage and marks as the app's badges draw them (Mantine Badge, light or outline). */
type Badge = { label: Content; tone: 'orange' | 'grape' | 'outline' | 'filled' };

/** One text of a page's head, as the app draws it (PageHeader, the legal screens, a project's heading). */
type Block =
  /** ExplorerBreadcrumbs: the way back, then this page (no links: a picture). */
  | { kind: 'crumbs'; items: readonly Content[] }
  | { kind: 'badges'; items: readonly Badge[] }
  | { kind: 'eyebrow'; text: Content }
  /** The welcome screen's greeting of a signed-in user, above its title. */
  | { kind: 'greeting'; text: Content }
  | { kind: 'title'; text: Content }
  | { kind: 'lead'; text: Content }
  /** The legal screens: a small grey line under the title, then an intro in black at the lead's size. */
  | { kind: 'meta'; text: Content }
  | { kind: 'intro'; text: Content }
  /** The event page's hero: its tagline, the place of its button (kept empty: no button in a
   * picture), the hint under the button. */
  | { kind: 'tagline'; text: Content }
  | { kind: 'button-place' }
  | { kind: 'hint'; text: Content }
  /** A section's heading (Title order 2) and its first paragraph, below a band. */
  | { kind: 'heading'; text: Content }
  | { kind: 'paragraph'; text: Content };

export type PageHead = {
  blocks: readonly Block[];
  maxWidth: number;
  audience: FirstPaintViewer;
  /** A dark hero band instead of a plain page head: the welcome screen's (welcome-screen.tsx) or the
   * event page's (business-screen.tsx). */
  band?: 'welcome' | 'event';
  /** What the page draws under the band, when that is its largest text on a phone. */
  below?: readonly Block[];
  /** The console's section tabs above the head (admin-layout.tsx), this one marked. */
  adminSection?: AdminSection;
};

const pageHeader = (title: string, lead: Content, eyebrow?: string): Block[] => [
  ...(eyebrow ? [{ kind: 'eyebrow' as const, text: eyebrow }] : []),
  { kind: 'title', text: title },
  { kind: 'lead', text: lead },
];

/** A console section's lead, as its screen writes it (the Nightfire one names the match radius). */
const adminLead = (section: AdminSection): Content =>
  section === 'nightfire'
    ? (Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          translate(locale, 'nightfire.admin.intro', { radius: NIGHTFIRE_MATCH_RADIUS_M }),
        ]),
      ) as LocalizedText)
    : `admin.${section}.lead`;

const legal = (page: string): Block[] => [
  { kind: 'title', text: `legal.${page}.title` },
  { kind: 'meta', text: 'legal.lastUpdated' },
  { kind: 'intro', text: `legal.${page}.intro` },
];

/** A dictionary text with data in it ('Flaring in {{country}}'), in both languages. */
const filled = (key: string, params: Record<string, LocalizedText>): LocalizedText =>
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      translate(
        locale,
        key,
        Object.fromEntries(Object.entries(params).map(([name, value]) => [name, value[locale]])),
      ),
    ]),
  ) as LocalizedText;

const sameInBoth = (value: string): LocalizedText =>
  Object.fromEntries(LOCALES.map((locale) => [locale, value])) as LocalizedText;

/** A company's name as the app writes it: "Not attributed" for flares no source names an operator of. */
export const companyNameText = (company: { name: string; isUnattributed: boolean }): LocalizedText =>
  company.isUnattributed ? filled('explorer.unattributed.name', {}) : sameInBoth(company.name);

/**
 * The heads of the country and company screens (the flaring view and the companies directory, public)
 * and of a flare's screen (signed in only), for a place the data has: the way back and the title
 * (their largest text on a phone).
 */
export const placeHead = (
  section: 'flaring' | 'companies',
  country: LocalizedText,
  company?: LocalizedText,
  flare?: string,
): PageHead => {
  const home = section === 'flaring' ? 'flaring.world.title' : 'companies.title';
  let title: LocalizedText;
  if (!company)
    title = filled(section === 'flaring' ? 'flaring.country.title' : 'companies.country.title', { country });
  else if (flare !== undefined) title = filled('flaring.flare.title', { name: sameInBoth(flare) });
  else if (section === 'flaring') title = filled('flaring.company.title', { company, country });
  else title = filled('companies.profile.title', { company });
  const crumbs = company ? [home, country, company] : [home, country];
  return {
    blocks: [
      { kind: 'crumbs', items: flare === undefined ? crumbs : [...crumbs, sameInBoth(flare)] },
      { kind: 'title', text: title },
    ],
    maxWidth: 1140,
    audience: flare === undefined ? 'visitor' : 'user',
  };
};

/**
 * The welcome screen's hero (/home): the goal, the greeting of a signed-in user by name, the title and
 * the lead; its largest text is the lead.
 */
export const homeHead = (greetingName: string | null): PageHead => ({
  blocks: [
    {
      kind: 'badges',
      items: [
        {
          label: filled('home.goal', { year: sameInBoth(String(ZERO_ROUTINE_FLARING_YEAR)) }),
          tone: 'filled',
        },
      ],
    },
    ...(greetingName === null
      ? []
      : [{ kind: 'greeting' as const, text: filled('home.greeting', { name: sameInBoth(greetingName) }) }]),
    { kind: 'title', text: 'home.title' },
    { kind: 'lead', text: 'home.lead' },
  ],
  maxWidth: 1140,
  audience: 'visitor',
  band: 'welcome',
});

const eventText = (key: string): LocalizedText =>
  filled(`event.${key}`, {
    perCountry: sameInBoth(String(EVENT.professionalsPerCountry)),
    days: sameInBoth(String(EVENT.days)),
    countries: sameInBoth(String(EVENT.countries)),
  });

/**
 * The event page (/bussiness): its hero band, then the challenge's heading and first paragraph — on a
 * phone that paragraph, below the band, is the page's largest text.
 */
const EVENT_HEAD: PageHead = {
  blocks: [
    { kind: 'eyebrow', text: eventText('eyebrow') },
    { kind: 'title', text: eventText('title') },
    { kind: 'tagline', text: eventText('tagline') },
    { kind: 'button-place' },
    { kind: 'hint', text: eventText('applyHint') },
  ],
  below: [
    { kind: 'heading', text: eventText('challenge.heading') },
    { kind: 'paragraph', text: eventText('challenge.paragraphs.0') },
  ],
  maxWidth: 1140,
  audience: 'visitor',
  band: 'event',
};

/**
 * The head of a project's four pages (project-page.tsx: the way back, the stage and marks, the title),
 * for a viewer the server has found may read the project; its largest text is the title.
 */
export const projectHead = (project: {
  title: LocalizedText;
  stage: string;
  isIllustrative: boolean;
  isPublished: boolean;
}): PageHead => ({
  blocks: [
    { kind: 'crumbs', items: ['projects.opportunities.title', project.title] },
    {
      kind: 'badges',
      items: [
        { label: `projects.stages.${project.stage}`, tone: 'orange' },
        ...(project.isIllustrative ? [{ label: 'projects.illustrative', tone: 'grape' } as const] : []),
        ...(project.isPublished ? [] : [{ label: 'projects.draft', tone: 'outline' } as const]),
      ],
    },
    { kind: 'title', text: project.title },
  ],
  maxWidth: 1140,
  audience: 'user',
});

/**
 * The head of a project's edit page (project-form-screen.tsx: the way back, then "Edit {title}"), for
 * a viewer the server has found may edit it (its owner, an administrator).
 */
export const projectEditHead = (project: { title: LocalizedText }): PageHead => ({
  blocks: [
    { kind: 'crumbs', items: ['projects.opportunities.title', project.title, 'projects.info.edit'] },
    { kind: 'title', text: filled('projects.form.editTitle', { title: project.title }) },
  ],
  maxWidth: 1140,
  audience: 'user',
});

/**
 * Screens whose head is fixed text (Mantine Container sizes: lg 1140, md 960): the page's largest
 * text (Lighthouse's LCP element) is then drawn with the first paint, not seconds later by the app.
 * Signed-in screens are painted only for a signed-in request (the console only for an administrator):
 * a visitor is sent to sign in, and the console is not announced to anyone else.
 */
const PAGE_HEADS: Record<string, PageHead> = {
  [CLIENT_ROUTES.flaringWorld.path]: {
    blocks: pageHeader('flaring.world.title', 'flaring.world.lead'),
    maxWidth: 1140,
    audience: 'visitor',
  },
  [CLIENT_ROUTES.companies.path]: {
    blocks: pageHeader('companies.title', 'companies.lead'),
    maxWidth: 1140,
    audience: 'visitor',
  },
  [CLIENT_ROUTES.methodology.path]: {
    blocks: pageHeader('methodology.title', 'methodology.lead'),
    maxWidth: 960,
    audience: 'visitor',
  },
  [CLIENT_ROUTES.home.path]: homeHead(null),
  [CLIENT_ROUTES.business.path]: EVENT_HEAD,
  [CLIENT_ROUTES.privacy.path]: { blocks: legal('privacy'), maxWidth: 960, audience: 'visitor' },
  [CLIENT_ROUTES.terms.path]: { blocks: legal('terms'), maxWidth: 960, audience: 'visitor' },
  [CLIENT_ROUTES.cookies.path]: { blocks: legal('cookies'), maxWidth: 960, audience: 'visitor' },
  [CLIENT_ROUTES.opportunities.path]: {
    blocks: pageHeader(
      'projects.opportunities.title',
      'projects.opportunities.lead',
      'projects.noAccess.title',
    ),
    maxWidth: 1140,
    audience: 'user',
  },
  [CLIENT_ROUTES.projectNew.path]: {
    blocks: [
      { kind: 'crumbs', items: ['projects.opportunities.title', 'projects.form.newTitle'] },
      ...pageHeader('projects.form.newTitle', 'projects.form.lead'),
    ],
    maxWidth: 1140,
    audience: 'user',
  },
  [CLIENT_ROUTES.passport.path]: {
    blocks: pageHeader('passport.title', 'passport.lead'),
    maxWidth: 1140,
    audience: 'user',
  },
  [CLIENT_ROUTES.settings.path]: {
    blocks: pageHeader('settings.title', 'settings.lead'),
    maxWidth: 960,
    audience: 'user',
  },
  ...Object.fromEntries(
    ADMIN_SECTIONS.map(([section, path]) => [
      path,
      {
        blocks: pageHeader(`admin.console.nav.${section}`, adminLead(section), 'admin.console.title'),
        maxWidth: 1140,
        audience: 'admin',
        adminSection: section,
      } satisfies PageHead,
    ]),
  ),
};

const mayPaint = (head: PageHead, viewer: FirstPaintViewer): boolean =>
  head.audience === 'visitor' || viewer === 'admin' || (head.audience === 'user' && viewer === 'user');

/** The header's links, in the app header's order: the route table's HEADER_LINKS, as the app header reads them. */
const NAV_ITEMS = HEADER_LINKS.map((link) => ({ to: CLIENT_ROUTES[link.route].path, label: link.label }));

/** The dictionary text at `key`; a missing one stops the server at start rather than showing the key. */
const text = (locale: Locale, key: string): string => {
  const value = translate(locale, key);
  if (value === key) throw new Error(`first paint: no text at ${key} (${locale})`);
  return value;
};

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Mirrors app-header.module.css (xl container, the menu below 75em, 44 px targets below 48em),
 * header-layout and PageHeader with the theme's values.
 */
const STYLE = `#${FIRST_PAINT_ID}{position:absolute;top:0;left:0;right:0;z-index:1;background:#fff;font-family:${THEME_FONT_FAMILY};color:#000;line-height:1.55}
html:not([lang=es]) #${FIRST_PAINT_ID}>[lang=es],html[lang=es] #${FIRST_PAINT_ID}>[lang=en]{display:none}
.fp-header{border-bottom:1px solid #dee2e6;background:#fff}
.fp-inner{box-sizing:border-box;max-width:1320px;margin:0 auto;padding:0 16px;display:flex;align-items:center;gap:16px;min-height:60px;flex-wrap:wrap}
.fp-brand{display:inline-flex;align-items:center;gap:8px;font-weight:700;font-size:18px;line-height:1.55;color:#1f1f1f}
.fp-nav{display:flex;gap:2px;flex:1}
.fp-link{white-space:nowrap;padding:6px 8px;border-radius:4px;color:#2e2e2e;font-size:14px;font-weight:500}
.fp-link[data-active]{color:#7c2d12;background:#fff7ed}
.fp-controls{margin-left:auto;height:30.6px}
.fp-burger{display:none;width:28px;height:28px;background:linear-gradient(#000,#000) 5px 8px/18px 2px no-repeat,linear-gradient(#000,#000) 5px 13px/18px 2px no-repeat,linear-gradient(#000,#000) 5px 18px/18px 2px no-repeat}
.fp-page{box-sizing:border-box;margin:0 auto;padding:32px 16px}
.fp-title{margin:0;font-size:34px;line-height:1.3;font-weight:700}
.fp-eyebrow{margin:0 0 6px;font-size:12px;line-height:1.4;font-weight:700;text-transform:uppercase;letter-spacing:.08em;color:#7c2d12}
.fp-lead{margin:6px 0 0;max-width:760px;font-size:18px;line-height:1.6;color:#424242}
.fp-meta{margin:4px 0 0;font-size:14px;line-height:1.45;color:#495057}
.fp-crumbs{display:flex;flex-wrap:wrap;align-items:center;gap:0 6px;min-height:16px;margin-bottom:12px;font-size:14px;line-height:1}
.fp-crumb-link{color:#c2410c}
.fp-badges{display:flex;flex-wrap:wrap;gap:10px;margin-bottom:6px}
.fp-badge{box-sizing:border-box;height:20px;padding:0 10px;border:1px solid transparent;border-radius:1000px;font-size:11px;line-height:18px;font-weight:700;letter-spacing:.25px;text-transform:uppercase;background:#ffedd5;color:#7c2d12}
.fp-badge[data-tone=grape]{background:#f3d9fa;color:#862e9c}
.fp-badge[data-tone=outline]{background:none;border-color:#2e2e2e;color:#2e2e2e}
.fp-badge[data-tone=filled]{background:#c2410c;color:#fff}
.fp-hero{background:linear-gradient(135deg,#1a1b1e 0%,#3b2414 60%,#7a3410 100%);color:#fff}
.fp-hero .fp-page{padding-block:56px}
.fp-hero .fp-badges{margin-bottom:16px;padding-top:4px}
.fp-hero .fp-title{font-size:clamp(2rem,4vw,3rem)}
.fp-hero .fp-lead{margin-top:16px;color:#e9ecef}
.fp-event{background:linear-gradient(120deg,#111315 0%,#2b1a10 55%,#8a3a0c 100%);color:#fff}
.fp-event .fp-page{padding-block:64px}
.fp-event .fp-eyebrow{margin:0;color:#fdba74}
.fp-event .fp-title{font-size:clamp(2.2rem,5vw,3.5rem)}
.fp-tagline{margin:16px 0 0;max-width:720px;font-size:20px;line-height:1.65;color:#e9ecef}
.fp-button-place{height:42px;margin-top:32px}
.fp-hint{margin:12px 0 0;font-size:14px;line-height:1.45;color:#e9ecef}
.fp-heading{margin:0 0 16px;font-size:26px;line-height:1.35;font-weight:700}
.fp-paragraph{margin:0;max-width:820px;font-size:16px;line-height:1.55}
.fp-greeting{margin:0;font-size:20px;line-height:1.65;font-weight:700;color:#e9ecef}
.fp-intro{margin:20px 0 0;font-size:18px;line-height:1.6}
.fp-tabs{display:flex;flex-wrap:wrap;gap:4px;border-bottom:1px solid #dee2e6;margin-bottom:20px}
.fp-tab{padding:8px 14px;border-bottom:3px solid transparent;color:#242424;font-weight:600;font-size:14px;line-height:1.55}
.fp-tab[data-active]{border-bottom-color:#7c2d12;color:#7c2d12}
.fp-signin{min-height:100vh;background:linear-gradient(160deg,#101113 0%,#2b1a10 60%,#7a3410 100%)}
.fp-signin-inner{box-sizing:border-box;max-width:520px;margin:0 auto;padding:32px 12px}
.fp-signin-top{display:flex;align-items:center;height:52px;margin-bottom:20px}
.fp-signin-brand{display:inline-flex;align-items:center;gap:8px;color:#fff;font-size:20px;line-height:1.65;font-weight:800}
.fp-signin-paper{background:#fff;border-radius:8px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.05),rgba(0,0,0,.05) 0 28px 23px -7px,rgba(0,0,0,.04) 0 12px 12px -7px}
.fp-signin .fp-title{font-size:26px;line-height:1.35}
.fp-signin .fp-lead{margin-top:4px;font-size:16px;line-height:1.55;color:#495057}
@media (min-width:48em){.fp-signin-inner{padding:56px 16px}.fp-signin-top{height:33px}.fp-signin-paper{padding:32px}}
@media (max-width:75em){.fp-inner{padding-block:10px;row-gap:10px}.fp-burger{display:block;margin-left:auto}.fp-controls{order:5;flex-basis:100%}.fp-nav{display:none}}
@media (max-width:48em){.fp-button-place{height:44px}.fp-tab{display:inline-flex;align-items:center;min-height:44px;box-sizing:border-box}.fp-crumbs>span{display:inline-flex;align-items:center;min-height:44px}.fp-brand{min-height:44px}.fp-burger{width:44px;height:44px;background-position:13px 16px,13px 21px,13px 26px}.fp-controls{height:52px}}`;

const isActive = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

const BLOCK_TAGS = {
  crumbs: 'div',
  badges: 'div',
  greeting: 'p',
  eyebrow: 'p',
  title: 'div',
  lead: 'p',
  meta: 'p',
  intro: 'p',
  tagline: 'p',
  'button-place': 'div',
  hint: 'p',
  heading: 'div',
  paragraph: 'p',
} as const;

const contentText = (locale: Locale, content: Content): string =>
  escapeHtml(typeof content === 'string' ? text(locale, content) : content[locale]);

const renderBlock = (locale: Locale, block: Block): string => {
  const tag = BLOCK_TAGS[block.kind];
  let inner: string;
  if (block.kind === 'crumbs')
    inner = block.items
      .map((item, i) =>
        i < block.items.length - 1
          ? `<span class="fp-crumb-link">${contentText(locale, item)}</span>`
          : `<span>${contentText(locale, item)}</span>`,
      )
      .join('<span>/</span>');
  else if (block.kind === 'badges')
    inner = block.items
      .map(
        (badge) =>
          `<span class="fp-badge" data-tone="${badge.tone}">${contentText(locale, badge.label)}</span>`,
      )
      .join('');
  else if (block.kind === 'button-place') inner = '';
  else inner = contentText(locale, block.text);
  return `<${tag} class="fp-${block.kind}">${inner}</${tag}>`;
};

/** The page's head as the app draws it: the console's tabs, then each text in its place. */
const renderHead = (locale: Locale, head: PageHead): string => {
  const tabs = head.adminSection
    ? `<div class="fp-tabs">${ADMIN_SECTIONS.map(
        ([section]) =>
          `<span class="fp-tab"${section === head.adminSection ? ' data-active' : ''}>${escapeHtml(text(locale, `admin.console.nav.${section}`))}</span>`,
      ).join('')}</div>`
    : '';
  const blocks = head.blocks.map((block) => renderBlock(locale, block)).join('');
  const pageOf = (inner: string) =>
    `<div class="fp-page" style="max-width:${head.maxWidth}px">${inner}</div>`;
  const page = pageOf(`${tabs}${blocks}`);
  const below = head.below ? pageOf(head.below.map((block) => renderBlock(locale, block)).join('')) : '';
  if (!head.band) return page;
  return `<div class="${head.band === 'welcome' ? 'fp-hero' : 'fp-event'}">${page}</div>${below}`;
};

const renderLocale = (locale: Locale, pathname: string, head: PageHead | undefined): string => {
  const nav = NAV_ITEMS.map(
    (item) =>
      `<span class="fp-link"${isActive(pathname, item.to) ? ' data-active' : ''}>${escapeHtml(text(locale, item.label))}</span>`,
  ).join('');
  const page = head ? renderHead(locale, head) : '';
  return (
    `<div lang="${locale}"><div class="fp-header"><div class="fp-inner">` +
    `<span class="fp-brand"><img src="/favicon.svg" alt="" width="28" height="28">${escapeHtml(text(locale, 'app.name'))}</span>` +
    `<span class="fp-burger"></span><span class="fp-nav">${nav}</span><span class="fp-controls"></span>` +
    `</div></div>${page}</div>`
  );
};

/**
 * The sign-in screen (login-screen.tsx) on its gradient: the brand, then the card's title and lead. The
 * language switch and the form are left out: no field or button in a picture, where a tap or typing
 * would be lost (the 2026-11-21 lesson).
 */
const renderSignIn = (locale: Locale): string =>
  `<div lang="${locale}"><div class="fp-signin"><div class="fp-signin-inner">` +
  `<div class="fp-signin-top"><span class="fp-signin-brand"><img src="/favicon.svg" alt="" width="32" height="32">${escapeHtml(text(locale, 'app.name'))}</span></div>` +
  `<div class="fp-signin-paper"><div class="fp-title">${escapeHtml(text(locale, 'accounts.signIn.title'))}</div>` +
  `<p class="fp-lead">${escapeHtml(text(locale, 'accounts.brandLead'))}</p></div>` +
  `</div></div></div>`;

/** The path without its query and without a trailing slash ('/companies/?x' → '/companies'). */
export const pathnameOf = (url: string): string => {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  // A loop, not /\/+$/: that pattern retries from every slash of a run that does not end the path,
  // quadratic in a URL of slashes (16 000: 150 ms per request).
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === 47) end -= 1;
  return pathname.slice(0, end);
};

/** `/` signs in unless it is the password reset (`?reset=1`, login-screen.tsx). */
const isSignInMode = (url: string): boolean =>
  new URLSearchParams(url.split('#', 1)[0]?.split('?')[1] ?? '').get('reset') !== '1';

/** A page as served: its HTML and an ETag for revalidation (`Cache-Control: no-cache`). */
export type SpaPage = { html: string; etag: string };

const pageOf = (html: string): SpaPage => ({ html, etag: weakEtagOf(html) });

/**
 * Returns `index.html` for a client route with its first paint written in, or the page unchanged
 * for the routes without the shared header. Built once per path and kept (a handful of strings).
 */
export const createFirstPaint = (
  indexHtml: string,
): ((url: string, viewer: FirstPaintViewer, dataHead?: PageHead | null) => SpaPage) => {
  const rootTag = '<div id="root">';
  const plain = pageOf(indexHtml);
  if (!indexHtml.includes(rootTag) || !indexHtml.includes('</head>')) return () => plain;
  const headed = indexHtml
    // The first paint needs none of the app's code: its modules are named here and started by the
    // inline script after the paint (START_SCRIPT).
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/g,
      `<meta name="${APP_ENTRY}" content="$1">`,
    )
    .replace(
      /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
      `<meta name="${APP_MODULE}" content="$1">`,
    )
    .replace('</head>', `<style>${STYLE}</style><script>${FIRST_PAINT_SCRIPT}</script></head>`);
  const built = new Map<string, SpaPage>();
  /** The page with a picture drawn by `render` in each language, before the app's root. */
  const withPicture = (render: (locale: Locale) => string) =>
    pageOf(
      headed.replace(
        rootTag,
        `<div id="${FIRST_PAINT_ID}" aria-hidden="true" inert>${LOCALES.map(render).join('')}</div>${rootTag}`,
      ),
    );
  const signIn = withPicture(renderSignIn);
  const withFirstPaint = (pathname: string, head: PageHead | undefined) =>
    withPicture((locale) => renderLocale(locale, pathname, head));
  return (url: string, viewer: FirstPaintViewer, dataHead?: PageHead | null): SpaPage => {
    const pathname = pathnameOf(url);
    // A visitor's `/` is the sign-in screen (its reset and registration modes are not painted); a
    // signed-in `/` is the welcome screen, under the shared header.
    if (pathname === CLIENT_ROUTES.root.path && viewer === 'visitor')
      return isSignInMode(url) ? signIn : plain;
    if (pathname === REGISTRATION_PATH) return plain;
    // A head made of data (a project's) is built for this request alone.
    if (dataHead && mayPaint(dataHead, viewer)) return withFirstPaint(pathname, dataHead);
    // Only the fixed page heads are kept by path; every other path shares the header-only page.
    const fixed = PAGE_HEADS[pathname];
    const head = fixed && mayPaint(fixed, viewer) ? fixed : undefined;
    const cacheKey = head
      ? `page:${pathname}`
      : `nav:${NAV_ITEMS.find((item) => isActive(pathname, item.to))?.to ?? ''}`;
    let page = built.get(cacheKey);
    if (page === undefined) {
      page = withFirstPaint(pathname, head);
      built.set(cacheKey, page);
    }
    return page;
  };
};
