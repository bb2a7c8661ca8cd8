import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/** Saves a full-page screenshot as screenshots/<name>.png beside the config (for people to look at). */
export const screenshot = async (page: Page, testInfo: TestInfo, name: string): Promise<void> => {
  const root = path.dirname(testInfo.config.configFile ?? testInfo.config.rootDir);
  await page.screenshot({
    path: path.join(root, 'screenshots', 'accounts', `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
};
