/**
 * A quiet stream must carry bytes more often than the balancer's `timeout server` (15 s in
 * docs/operations.md), or HAProxy cuts it: the node writes a keep-alive comment to each stream
 * every 10 s (docs/live.md).
 */
import { newUser } from '../../support/accounts';
import { registerPatrol } from '../../support/battles';
import { openLive } from '../../support/live-client';
import { useSite } from '../../support/site';

describe('a quiet live stream', () => {
  const site = useSite('pglite', { battle: 'USB Stille' });

  it('gets a keep-alive within 11 s and the next within 10 s more', async () => {
    const scout = await newUser(site);
    await registerPatrol(site, scout, site.battleID, 'De Stille');
    const page = await openLive(site.url, scout.token);
    expect(page.status).toBe(200);
    const waitFor = async (count: number, ms: number) => {
      const deadline = Date.now() + ms;
      while (page.keepAlives < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    };
    await waitFor(1, 11_000);
    expect(page.keepAlives).toBe(1);
    await waitFor(2, 10_500);
    expect(page.keepAlives).toBe(2);
    expect(page.messages).toEqual([]);
    page.close();
  }, 30_000);
});
