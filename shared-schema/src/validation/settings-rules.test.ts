import { isSocialPageUrl, videoEmbedUrl, videoOrigin } from './index';

describe('intro video URL', () => {
  it.each([
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('%s plays as %s', (url, embed) => {
    expect(videoEmbedUrl(url)).toBe(embed);
  });

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://evil.example/embed/dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=<script>',
    'https://vimeo.com/channels/staffpicks',
    'https://user:pw@vimeo.com/76979871',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s', (url) => {
    expect(videoEmbedUrl(url)).toBeNull();
  });

  it('names the player origin for the content security policy', () => {
    expect(videoOrigin('https://player.vimeo.com/video/76979871')).toBe('https://player.vimeo.com');
    expect(videoOrigin('https://evil.example/video/1')).toBeNull();
  });
});

describe('social page URL', () => {
  it('is a Facebook page over https', () => {
    expect(isSocialPageUrl('https://www.facebook.com/usbspejder')).toBe(true);
    expect(isSocialPageUrl('https://www.facebook.com/')).toBe(false);
    expect(isSocialPageUrl('http://www.facebook.com/usbspejder')).toBe(false);
    expect(isSocialPageUrl('https://facebook.com.evil.example/usbspejder')).toBe(false);
  });
});
