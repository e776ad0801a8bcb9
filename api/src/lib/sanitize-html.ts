/**
 * HTML written by staff and admins (blog posts, task descriptions and question texts) is
 * sanitised on save, so it can be shown as is: formatting, links, images and tables survive;
 * scripts, styles, event handlers and javascript: URLs do not.
 */
import sanitize from 'sanitize-html';

const options: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img', 'h1', 'h2', 'span'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  // A link that opens a new tab must not hand the opener to the target.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}
