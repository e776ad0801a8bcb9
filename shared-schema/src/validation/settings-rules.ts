/**
 * The site settings' URL rules, shared by the mgmt form and the api (docs/settings.md). The
 * about page embeds the intro video in a frame, and the content security policy lets exactly
 * the chosen video's host be framed, so only the players of known hosts are accepted.
 */

/** The video players the about page may embed, and the content security policy may name. */
export const VIDEO_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;

function parseHttps(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' ? parsed : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '');
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return first ?? null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (first === 'embed') return second ?? null;
  if (host === 'youtube.com' && first === 'watch') return url.searchParams.get('v');
  return null;
}

function vimeoId(url: URL): string | null {
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'player.vimeo.com') return first === 'video' ? (second ?? null) : null;
  if (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com') return first ?? null;
  return null;
}

/**
 * The player URL of a YouTube or Vimeo video (a watch, share or embed link), which the about
 * page frames: https://www.youtube-nocookie.com/embed/<id> or https://player.vimeo.com/video/<id>.
 * Null for anything else.
 */
export function videoEmbedUrl(url: string): string | null {
  const parsed = parseHttps(url);
  if (!parsed) return null;
  const youtube = youtubeId(parsed);
  if (youtube !== null) return YOUTUBE_ID.test(youtube) ? `${VIDEO_HOSTS[0]}/embed/${youtube}` : null;
  const vimeo = vimeoId(parsed);
  if (vimeo !== null) return VIMEO_ID.test(vimeo) ? `${VIDEO_HOSTS[1]}/video/${vimeo}` : null;
  return null;
}

/** The origin of a player URL that videoEmbedUrl answers, for the frame-src of the policy. */
export function videoOrigin(embedUrl: string): string | null {
  const parsed = parseHttps(embedUrl);
  return parsed && (VIDEO_HOSTS as readonly string[]).includes(parsed.origin) ? parsed.origin : null;
}

const SOCIAL_HOSTS = ['facebook.com', 'www.facebook.com'];

/** Whether the URL is a Facebook page (https), as the home page's page plugin shows. */
export function isSocialPageUrl(url: string): boolean {
  const parsed = parseHttps(url);
  return parsed !== null && SOCIAL_HOSTS.includes(parsed.hostname) && parsed.pathname.length > 1;
}
