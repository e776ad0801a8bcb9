import { FIRST_VIEW_LIMITS, isFirstViewsDocument } from './first-views';

describe('a first-views file the api accepts', () => {
  const view = { path: '/login', html: '<h2>Log ind</h2>', kitStyles: true };

  it('accepts views of plain paths with their markup', () => {
    expect(
      isFirstViewsDocument({ views: [view, { path: '/', html: '', kitStyles: false }, { path: '/login/forgotten', html: '<p/>', kitStyles: true }] }),
    ).toBe(true);
    expect(isFirstViewsDocument({ views: [] })).toBe(true);
  });

  it('refuses any other shape, a path that is not a plain site path, and sizes over the limits', () => {
    const refused: unknown[] = [
      null,
      'views',
      { views: 'all' },
      { views: [{ ...view, kitStyles: 'yes' }] },
      { views: [{ ...view, html: 42 }] },
      { views: [{ ...view, path: 'login' }] },
      { views: [{ ...view, path: '/login/' }] },
      { views: [{ ...view, path: '/battles/:id' }] },
      { views: [{ ...view, path: '/"><script>alert(1)</script>' }] },
      { views: [{ ...view, path: `/${'a'.repeat(FIRST_VIEW_LIMITS.pathLength)}` }] },
      { views: [{ ...view, html: 'x'.repeat(FIRST_VIEW_LIMITS.htmlLength + 1) }] },
      { views: Array.from({ length: FIRST_VIEW_LIMITS.views + 1 }, () => view) },
    ];
    for (const document of refused) expect({ document, accepted: isFirstViewsDocument(document) }).toEqual({ document, accepted: false });
  });
});
