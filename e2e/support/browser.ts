/**
 * The Chromium the journeys drive: `CHROMIUM_PATH` when set (a laptop's own Chrome or Chromium),
 * else Debian's, which scripts/ensure-chromium.sh installs. Playwright never downloads a browser
 * here. The screenshot baselines are made with Debian's; another browser may draw them apart.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
