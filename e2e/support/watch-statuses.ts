import type { Page } from '@playwright/test';

/** Records every status text and upload percentage the page shows, however briefly. */
export async function watchStatuses(page: Page): Promise<() => Promise<{ texts: string[]; percents: number[] }>> {
  await page.evaluate(() => {
    const seen = { texts: [] as string[], percents: [] as number[] };
    (window as unknown as { seenStatuses: typeof seen }).seenStatuses = seen;
    new MutationObserver(() => {
      document.querySelectorAll('[role=status]').forEach((node) => seen.texts.push(node.textContent ?? ''));
      document.querySelectorAll('[role=progressbar]').forEach((node) => seen.percents.push(Number(node.getAttribute('aria-valuenow'))));
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenStatuses: { texts: string[]; percents: number[] } }).seenStatuses);
}
