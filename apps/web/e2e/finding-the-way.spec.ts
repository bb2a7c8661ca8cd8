import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { expect, presetLanguage, signIn, test, type Language } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 27, item 6 and part of 9: finding the way from a flare to a project and among the projects,
 * at a phone's width (390 px) and a laptop's (1366 px), in both languages.
 */
const TEXT = {
  en: {
    start: 'Start a gas-to-power project',
    power: 'Power potential',
    general: 'General information',
    filters: /^Filters \((\d+)\)/,
    country: 'Country',
    argentina: 'Argentina',
    inputs: 'Inputs',
    results: 'Results',
    cashFlows: 'Yearly cash flows',
    axis: 'NPV (USD)',
    base: /^Base case: (US)?\$\d/,
  },
  es: {
    start: 'Iniciar un proyecto de gas a energía',
    power: 'Potencial eléctrico',
    general: 'Información general',
    filters: /^Filtros \((\d+)\)/,
    country: 'País',
    argentina: 'Argentina',
    inputs: 'Supuestos',
    results: 'Resultados',
    cashFlows: 'Flujos de caja anuales',
    axis: 'VAN (USD)',
    base: /^Caso base: /,
  },
} as const;

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const PROJECT = '/project/loma-campana-gas-to-power';
const FLARE = '/flaring-explorer/argentina/ypf-s-a/loma-campana-01867';

const shot = (page: Page, name: string) =>
  saveScreenshot(page, {
    path: path.join(process.cwd(), 'screenshots', 'finding-the-way', `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });

const investorPage = async (browser: Browser, language: Language, viewport: typeof PHONE) => {
  const context = await browser.newContext({ viewport, ...(viewport === PHONE ? { hasTouch: true } : {}) });
  await presetLanguage(context, language);
  await signIn(context, { language, hasProjectAccess: true });
  const page = await context.newPage();
  // Whatever the page logs as an error (a failed request included) is a finding.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors };
};

/** The element's box lies within the first screen (no scrolling). */
const isAboveTheFold = async (page: Page, locator: ReturnType<Page['locator']>) => {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
};

/** How many elements show `text` as their own text to the eye (visually hidden ones, 1 px and clipped, left out). */
const drawnTimes = (page: Page, text: string) =>
  page.evaluate(
    (wanted) =>
      [...document.querySelectorAll('body *')].filter((element) => {
        const own = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join('')
          .trim();
        if (own !== wanted) return false;
        if (getComputedStyle(element).visibility === 'hidden') return false;
        // Inside a visually hidden box (1 px, overflow hidden), the element's own box is not what shows.
        for (let box: Element | null = element; box; box = box.parentElement) {
          const rect = box.getBoundingClientRect();
          if (rect.width <= 2 || rect.height <= 2) return false;
        }
        return true;
      }).length,
    text,
  );

for (const language of ['en', 'es'] as const) {
  const T = TEXT[language];

  for (const viewport of [PHONE, LAPTOP]) {
    test(`the flare page starts with its power potential and a way to a project (${language}, ${viewport.width} px)`, async ({
      browser,
    }) => {
      const { page, errors } = await investorPage(browser, language, viewport);
      await page.goto(FLARE);
      const start = page.getByRole('region', { name: T.power, exact: true });
      await expect(start.getByTestId('start-project-power')).toHaveText(/MW$/);
      const link = start.getByRole('link', { name: T.start });
      expect(await isAboveTheFold(page, link)).toBe(true);
      // Its label whole, not cut mid-word.
      expect(
        await link.evaluate((element) =>
          [element, ...element.querySelectorAll('*')].every((box) => box.scrollWidth <= box.clientWidth + 1),
        ),
      ).toBe(true);
      const general = page.getByRole('region', { name: T.general });
      expect((await start.boundingBox())!.y).toBeLessThan((await general.boundingBox())!.y);
      expect(await blockingViolations(page)).toEqual([]);
      await shot(page, `flare-${language}-${viewport.width}`);
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.start, { timeout: 20_000 });
      expect(errors).toEqual([]);
    });

    test(`open opportunities: projects first, filters folded on a phone, the map beside the list (${language}, ${viewport.width} px)`, async ({
      browser,
    }) => {
      const { page, errors } = await investorPage(browser, language, viewport);
      await page.goto('/opportunities');
      const toggle = page.getByRole('button', { name: T.filters });
      await expect(toggle).toHaveText(T.filters);
      const list = page.getByRole('list', { name: language === 'en' ? 'Projects' : 'Proyectos' });
      const firstProject = list.getByRole('listitem').first();
      await expect(firstProject).toBeVisible();
      const country = page.getByLabel(T.country, { exact: true });
      if (viewport === PHONE) {
        // Folded: the first project is on the first screen, the fields are not.
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(country).toBeHidden();
        expect(await isAboveTheFold(page, firstProject.getByRole('heading').first())).toBe(true);
        expect(await blockingViolations(page)).toEqual([]);
        await shot(page, `opportunities-folded-${language}-${viewport.width}`);
        // By keyboard: the toggle opens the filters.
        await toggle.focus();
        await page.keyboard.press('Enter');
      }
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(country).toBeVisible();
      await country.selectOption({ label: T.argentina });
      await expect(page).toHaveURL(/country=argentina/);
      // The count follows the address a render later: wait for it rather than read it once (CI flake).
      await expect.poll(async () => (await toggle.textContent())?.match(T.filters)?.[1]).toBe('1');
      const map = page.getByTestId('flare-map');
      if (viewport === LAPTOP) {
        // The list and the map side by side.
        const listBox = (await list.boundingBox())!;
        const mapBox = (await map.boundingBox())!;
        expect(mapBox.x).toBeGreaterThan(listBox.x + listBox.width - 1);
        expect(mapBox.y).toBeLessThan(listBox.y + 100);
      }
      await map.scrollIntoViewIfNeeded();
      await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 20_000 });
      await expect(map).toHaveAttribute('data-points-rendered', /^[1-9]/, { timeout: 20_000 });
      expect(await blockingViolations(page)).toEqual([]);
      await shot(page, `opportunities-${language}-${viewport.width}`);
      expect(errors).toEqual([]);
    });

    test(`project financials: one heading per table and a tornado with an NPV axis (${language}, ${viewport.width} px)`, async ({
      browser,
    }) => {
      const { page, errors } = await investorPage(browser, language, viewport);
      await page.goto(`${PROJECT}/project-financials`);
      for (const name of [T.inputs, T.results, T.cashFlows]) {
        await expect(page.getByRole('heading', { name, level: 2, exact: true })).toBeVisible();
        // The table keeps its name for screen readers, but the eye reads the title once.
        await expect(page.getByRole('table', { name, exact: true })).toBeVisible();
        expect(await drawnTimes(page, name)).toBe(1);
      }
      await expect(page.getByText(T.axis, { exact: true })).toBeVisible();
      await expect(page.getByTestId('tornado-base')).toHaveText(T.base);
      const ticks = page.getByTestId('tornado-axis').locator('> *');
      expect(await ticks.count()).toBeGreaterThanOrEqual(2);
      await expect(ticks.first()).toHaveText(/US\$|\$/);
      // Nothing of the axis runs past the page's right edge.
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
      expect(await blockingViolations(page)).toEqual([]);
      await shot(page, `financials-${language}-${viewport.width}`);
      expect(errors).toEqual([]);
    });
  }

  test(`on a phone, a project's map loads only when scrolled to (${language})`, async ({ browser }) => {
    const { page, errors } = await investorPage(browser, language, PHONE);
    const engine: string[] = [];
    page.on('request', (request) => {
      if (/map-engine|maplibre-gl-worker/.test(request.url())) engine.push(request.url());
    });
    await page.goto(PROJECT);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Nothing moved as the project arrived (the footer used to be pushed off the screen: CLS 0.14).
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
              sum += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(sum), 300);
        }),
    );
    expect(shifted).toBeLessThan(0.1);
    const map = page.getByTestId('flare-map');
    await expect(map).toBeAttached();
    await page.waitForTimeout(1_500);
    expect(engine).toEqual([]);
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 20_000 });
    expect(engine.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test(`/passport logs no error, its profile hidden from everyone (${language})`, async ({ browser }) => {
    const { page, errors } = await investorPage(browser, language, LAPTOP);
    const notFound: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) notFound.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/passport');
    await expect(
      page.getByText(language === 'en' ? /hidden from this audience/ : /oculto para este público/),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(notFound).toEqual([]);
    expect(errors).toEqual([]);
  });
}
