import { devices, expect, type Page } from '@playwright/test';
import { pathOf, settle, viewAs, type DemoIds, type Screen } from './accessibility-screens';

/**
 * The font every screen is drawn with in the screenshot baselines: Liberation Sans from Debian's
 * fonts-liberation (scripts/ensure-chromium.sh installs it), so a baseline does not depend on the
 * system fonts of the machine that made it.
 */
const PINNED_FONT_CSS = `*, *::before, *::after { font-family: "Liberation Sans", sans-serif !important; }`;

/** A fixed stand-in for every date and time on screen: the demo data lies relative to the day the site was seeded. */
const SAME_DAY = '1. jan. 2030';
const SAME_TIME = '18:30';

/**
 * Makes the page look the same on any day and after any build: the pinned font, and each date,
 * time of day the demo data or the clock put on screen, the copyright year, and
 * the remotes' build versions and sizes (the Moduler screen) written as the same text. Dates
 * come as '25. dec. 2026', '25. dec.', '25-12-2026', 'fredag d. 25. december 2026' and '2026-12-25'.
 */
export async function freezeScreen(page: Page): Promise<void> {
  await page.addStyleTag({ content: PINNED_FONT_CSS });
  await page.evaluate(
    ({ day, time }) => {
      const rules: [RegExp, string][] = [
        [/\b(mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag)\b/gi, 'tirsdag'],
        [
          /\b\d{1,2}\. ?(januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|okt|nov|dec)\.?( \d{4})?(?![a-zæøå])/gi,
          day,
        ],
        [/© \d{4}/g, '© 2030'],
        [/\b(\d+\.\d+\.\d+)-[0-9a-f]{6,}\b/g, '$1-0000000000'],
        [/\b\d+(,\d+)? (MB|KB)\b/g, '1,0 $2'],
        // What pages reported of a remote version depends on the journeys before.
        [/Ingen indlæsninger|\b\d+ indlæsning(er)?, (ingen fejl|\d+ fejlede \([^)]*\))/g, '12 indlæsninger, ingen fejl'],
        [/\b\d{1,2}-\d{1,2}-\d{4}\b/g, '01-01-2030'],
        [/\b\d{4}-\d{2}-\d{2}\b/g, '2030-01-01'],
        [/\b\d{1,2}[:.]\d{2}(?::\d{2})?\b/g, time],
      ];
      const frozen = (text: string) => rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) node.textContent = frozen(node.textContent ?? '');
      document.querySelectorAll('input').forEach((input) => (input.value = frozen(input.value)));
    },
    { day: SAME_DAY, time: SAME_TIME },
  );
}

/** The screens with a baseline: the public pages, the task view, the staff's screens (the blog among them), the management screens. */
export const screenshotScreens: Screen[] = [
  ...[
    '/',
    '/events',
    '/om',
    '/praktisk',
    '/kontakt',
    '/maerkebestilling',
    '/resultater/usb-demo-sidste-aar',
    '/battles/{battleID}',
    '/battles/tasks/{openTaskID}',
    '/login',
  ].map((path) => ({ viewer: 'visitor' as const, path })),
  { viewer: 'patrol member', path: '/battles/tasks/{openTaskID}' },
  ...['/staff/tasks', '/staff/tasks/answers/{answerID}', '/staff/patrols', '/staff/results', '/mgmt/blog'].map((path) => ({
    viewer: 'staff' as const,
    path,
  })),
  ...[
    '/mgmt/battles',
    '/mgmt/battles/{battleID}/opgaver',
    '/mgmt/battles/{battleID}/stab',
    '/mgmt/battles/{battleID}/patruljer',
    '/mgmt/battles/{battleID}/opgaver/{openTaskID}',
    '/mgmt/users',
    '/mgmt/moduler',
    '/mgmt/orders',
    '/mgmt/settings',
  ].map((path) => ({ viewer: 'admin' as const, path })),
];

/** A phone, as the phone project has it (the browser stays the project's). */
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
export const phone = pixel7;

/** Opens a screen as its viewer, waits until it stands still, freezes it and compares it with its baseline `<name>.png`. */
export async function expectScreenAsBaseline(page: Page, screen: Screen, ids: DemoIds, width: 'desktop' | 'phone'): Promise<void> {
  await viewAs(page, screen.viewer);
  await page.goto(pathOf(screen, ids));
  await settle(page);
  await freezeScreen(page);
  const name = `${screen.viewer}${screen.path}`.replace(/[^a-z0-9æøå]+/gi, '-').replace(/-$/, '');
  // What React redraws every second after freezeScreen (the countdown, a lock's time left) is masked.
  const ticking = [page.getByRole('timer'), page.getByText(/^Tid tilbage: /)];
  await expect(page).toHaveScreenshot(`${name}-${width}.png`, { fullPage: true, maxDiffPixels: 0, mask: ticking });
}
