import { expect, test } from '@playwright/test';
import { messages } from '@usb/contracts/messages';

interface SharedVersion {
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

/** Shared modules the page must hold once, all provided by the shell. */
const singletons = [
  'react',
  'react-dom',
  'dayjs',
  'zustand',
  '@usb/contracts/graphql-client',
  '@usb/ui/core',
  '@usb/contracts/session',
  '@usb/contracts/router',
  '@usb/contracts/first-view',
];

test('the page holds one React, one antd kit, one Apollo, one session store and router, all from the shell', async ({ page }) => {
  // The home page asks GraphQL through the remote; the login form is reached from it in the page,
  // once the live page has replaced the first view (whose links load a new page).
  await page.goto('/');
  await expect(page.locator('[data-first-view]')).toHaveCount(0);
  await expect(page.getByRole('main').getByText(messages.home.nextEvent)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: messages.nav.login }).click();
  const submit = page.getByRole('button', { name: messages.login.submit });
  await expect(submit).toBeVisible();

  const shared = await page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean; useIn: string[] };
    const federation = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
      .__FEDERATION__;
    const result: Record<string, { version: string; from: string; loaded: boolean; useIn: string[] }[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const modules of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(modules)) {
          result[name] = [
            ...(result[name] ?? []),
            ...Object.entries(versions).map(([version, entry]) => ({ version, from: entry.from, loaded: entry.loaded === true, useIn: entry.useIn })),
          ];
        }
      }
    }
    return result;
  });

  for (const name of singletons) {
    const versions: SharedVersion[] = shared[name] ?? [];
    expect(versions, name).toHaveLength(1);
    expect(versions[0]?.from, name).toBe('shell');
    expect(versions[0]?.loaded, name).toBe(true);
  }
  expect(shared['react']?.[0]?.useIn).toEqual(expect.arrayContaining(['shell', 'remote_public']));
  expect(shared['@usb/ui/core']?.[0]?.useIn).toEqual(expect.arrayContaining(['shell', 'remote_public']));
  // Apollo is reached only through the graphql-client subpath (its hooks re-exported there), never shared whole.
  expect(shared['@usb/contracts/graphql-client']?.[0]?.useIn).toEqual(expect.arrayContaining(['shell', 'remote_public']));
  expect(Object.keys(shared).filter((name) => name.startsWith('@apollo/'))).toEqual([]);

  // The remote's primary button wears the shell's theme (a second antd would paint it antd blue).
  const headerLink = page.locator('header a').first();
  const [buttonColor, themeColor] = await Promise.all([
    submit.evaluate((element) => getComputedStyle(element).backgroundColor),
    headerLink.evaluate((element) => getComputedStyle(element).color),
  ]);
  expect(buttonColor).toBe(themeColor);
  expect(buttonColor).not.toBe('rgb(22, 119, 255)');
});
