import sharp from 'sharp';
import { blockingViolations } from './support/axe';
import { expect, presetLanguage, signIn, test, type Language } from './support/fixtures';
import { screenshot } from './support/screenshots';

/** What each language's user reads and clicks. */
const TEXT = {
  en: {
    title: 'My Passport',
    choose: 'Choose a photo',
    preview: 'Preview',
    confirm: 'Confirm cover photo',
    coverSaved: 'Cover photo saved.',
    headline: 'Headline',
    about: 'About me',
    save: 'Save',
    saved: 'Saved.',
    profileVisibility: 'Your profile',
    everyone: 'Everyone',
    onlyMe: 'Only me',
    privacySaved: 'Privacy saved.',
    keyName: 'Key name',
    expiry: 'Expires after',
    ninetyDays: '90 days',
    worksUntil: /^Works until /,
    expiresColumn: 'Expires',
    create: 'Create key',
    revoke: (name: string) => `Revoke the key ${name}`,
    revoked: 'Key revoked.',
    notFound: 'Page Not Found',
    noPremium: 'You have not yet received access to premium data.',
    noProjects: 'You have not yet received access to projects data.',
    greeting: /Welcome back, Erin/,
    replace: 'Replace cover photo',
    notAPhoto: 'Choose a JPEG, PNG or WebP photo. Other files (SVG, GIF, documents) cannot be used.',
  },
  es: {
    title: 'Mi Pasaporte',
    choose: 'Elegir una foto',
    preview: 'Vista previa',
    confirm: 'Confirmar foto de portada',
    coverSaved: 'Foto de portada guardada.',
    headline: 'Titular',
    about: 'Acerca de mí',
    save: 'Guardar',
    saved: 'Guardado.',
    profileVisibility: 'Su perfil',
    everyone: 'Todos',
    onlyMe: 'Solo yo',
    privacySaved: 'Privacidad guardada.',
    keyName: 'Nombre de la clave',
    expiry: 'Vence después de',
    ninetyDays: '90 días',
    worksUntil: /^Funciona hasta el /,
    expiresColumn: 'Vence',
    create: 'Crear clave',
    revoke: (name: string) => `Revocar la clave ${name}`,
    revoked: 'Clave revocada.',
    notFound: 'Página no encontrada',
    noPremium: 'Aún no ha recibido acceso a los datos premium.',
    noProjects: 'Aún no ha recibido acceso a los datos de proyectos.',
    greeting: /Hola de nuevo, Erin/,
    replace: 'Reemplazar foto de portada',
    notAPhoto: 'Elija una foto JPEG, PNG o WebP. No se pueden usar otros archivos (SVG, GIF, documentos).',
  },
} as const;

/** A 1600×800 photo, left half orange and right half blue, with EXIF GPS as a phone writes it. */
const photo = async () =>
  sharp({ create: { width: 1600, height: 800, channels: 3, background: { r: 240, g: 120, b: 20 } } })
    .composite([
      {
        input: await sharp({
          create: { width: 800, height: 800, channels: 3, background: { r: 20, g: 60, b: 200 } },
        })
          .png()
          .toBuffer(),
        left: 800,
        top: 0,
      },
    ])
    .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '38/1 57/1 0/1' } })
    .jpeg()
    .toBuffer();

for (const language of ['en', 'es'] as const satisfies Language[]) {
  const T = TEXT[language];

  test(`a professional builds a passport others see as they chose, and uses an API key (${language})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const context = await browser.newContext();
    await presetLanguage(context, language);
    const owner = await signIn(context, { language, hasPremiumAccess: true });
    const page = await context.newPage();

    // The home screen greets the user and links to the passport.
    await page.goto('/');
    await expect(page.getByTestId('home-greeting')).toHaveText(T.greeting);
    await page.goto('/passport');
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    await expect(page.getByText(T.noProjects)).toBeVisible();

    // Cover: choose, crop (the preview appears), confirm.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: T.choose }).click();
    await (await chooser).setFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expect(page.getByTestId('cover-preview')).toBeVisible();
    await screenshot(page, testInfo, `passport-crop-${language}`);
    await page.getByRole('button', { name: T.confirm }).click();
    await expect(page.getByText(T.coverSaved)).toBeVisible();
    const banner = page.locator('#cover img[src^="/api/files/users/"]');
    await expect(banner).toBeVisible();
    const bannerUrl = await banner.getAttribute('src');
    const served = await page.request.get(bannerUrl ?? '');
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();

    // A text file named .jpg is refused in words, and the cover stays.
    const again = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: T.replace }).click();
    await (
      await again
    ).setFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Meeting notes') });
    await expect(page.getByText(T.notAPhoto)).toBeVisible();
    await expect(page.locator('#cover img[src^="/api/files/users/"]')).toHaveAttribute(
      'src',
      bannerUrl ?? '',
    );

    // Headline and about me (line breaks kept, HTML shown as text nowhere: it is refused).
    const headline = `Reservoir engineer ${language}`;
    await page.getByRole('textbox', { name: T.headline }).fill(headline);
    await page.getByRole('textbox', { name: T.about }).fill('Ten years in Vaca Muerta.\nNow gas-to-power.');
    await page.getByRole('button', { name: T.save, exact: true }).click();
    await expect(page.getByText(T.saved, { exact: true })).toBeVisible();

    // Privacy: the profile to everyone, about me to the owner only.
    await page.getByRole('combobox', { name: T.profileVisibility }).selectOption('everyone');
    await expect(page.getByText(T.privacySaved)).toBeVisible();
    await page.getByRole('combobox', { name: T.about }).selectOption('only_me');
    await expect(page.getByRole('combobox', { name: T.about })).toHaveValue('only_me');
    await expect(page.getByTestId('view-as-profile').getByTestId('profile-headline')).toHaveText(headline);
    await expect(page.getByTestId('view-as-profile').getByTestId('profile-about')).toHaveCount(0);
    await screenshot(page, testInfo, `passport-${language}`);

    // Another signed-in user, and a visitor, see the headline but not about me.
    const otherContext = await browser.newContext();
    await presetLanguage(otherContext, language);
    await signIn(otherContext, { language });
    const other = await otherContext.newPage();
    await other.goto(`/passport/${owner.username}`);
    await expect(other.getByTestId('profile-headline')).toHaveText(headline);
    await expect(other.getByTestId('profile-about')).toHaveCount(0);
    await expect(other.locator('img[src^="/api/files/users/"]')).toBeVisible();
    await screenshot(other, testInfo, `passport-public-${language}`);
    expect(await blockingViolations(other)).toEqual([]);
    await other.setViewportSize({ width: 390, height: 844 });
    await screenshot(other, testInfo, `passport-public-390-${language}`);
    // Another user's passport page says they lack premium data.
    await other.goto('/passport');
    await expect(other.getByText(T.noPremium)).toBeVisible();
    await otherContext.close();

    const visitorContext = await browser.newContext();
    await presetLanguage(visitorContext, language);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/passport/${owner.username}`);
    await expect(visitor.getByTestId('profile-headline')).toHaveText(headline);
    await expect(visitor.getByTestId('profile-about')).toHaveCount(0);
    // Hidden from everyone: the not-found screen.
    await page.getByRole('combobox', { name: T.profileVisibility }).selectOption('only_me');
    await expect(page.getByRole('combobox', { name: T.profileVisibility })).toHaveValue('only_me');
    await visitor.goto(`/passport/${owner.username}`);
    await expect(visitor.getByRole('heading', { name: T.notFound })).toBeVisible();
    await visitorContext.close();

    // An API key: created, used by a plain HTTP client, revoked.
    const keyName = `Nightly ${language}`;
    await page.getByRole('textbox', { name: T.keyName }).fill(keyName);
    await page.getByRole('combobox', { name: T.expiry }).selectOption({ label: T.ninetyDays });
    await page.getByRole('button', { name: T.create }).click();
    const secret = (await page.getByTestId('api-key-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^fsk_/);
    // Its expiry, 90 days from now, with the secret and on the list.
    await expect(page.getByTestId('api-key-expiry')).toHaveText(T.worksUntil);
    await expect(page.getByRole('columnheader', { name: T.expiresColumn })).toBeVisible();
    const exportUrl = `${baseURL}/api/flaring/exports/world?format=csv`;
    const first = await fetch(exportUrl, { headers: { 'x-api-key': secret } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/csv');
    // Only premium data: the passport behind the same key is refused.
    const passport = await fetch(`${baseURL}/api/passport`, { headers: { 'x-api-key': secret } });
    expect(passport.status).toBe(403);
    expect(((await passport.json()) as { error: { code: string } }).error.code).toBe('api_key_not_accepted');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: T.revoke(keyName) }).click();
    await expect(page.getByText(T.revoked)).toBeVisible();
    const after = await fetch(exportUrl, { headers: { 'x-api-key': secret } });
    expect(after.status).toBe(401);
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe('api_key_invalid');

    // The whole screen, axe-clean, and at 390 px.
    expect(await blockingViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, testInfo, `passport-390-${language}`);
    expect(await blockingViolations(page)).toEqual([]);
    await context.close();
  });
}
