import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GetBattleDocument, GetGalleryByBattleIdDocument, RequestGalleryTakedownDocument } from '@usb/schema/graphql';
import { messages } from '@usb/contracts/messages';
import { renderRoute } from '@usb/contracts/testing';
import { useGallery } from '../api/use-gallery';
import { GallerySection } from './gallery-section';
import { GallerySlideshowPage, REFRESH_MS, SLIDE_MS } from './gallery-slideshow-page';

const text = messages.gallery;

const item = (id: string, patrolName: string, caption = '', ownPatrol = false) => ({
  __typename: 'GalleryItem',
  id,
  battleID: 'b1',
  caption,
  patrolName,
  mimeType: 'image/jpeg',
  fileUrl: `/api/gallery/${id}/file`,
  pickedAt: '2026-11-13T19:04:12.000Z',
  ownPatrol,
});

/** The gallery as the api answers it, one answer per call in turn (the last one repeats). */
function galleryMock(answers: ReturnType<typeof item>[][]) {
  let call = 0;
  const mock: MockLink.MockedResponse = {
    request: { query: GetGalleryByBattleIdDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => {
      const items = answers[Math.min(call, answers.length - 1)] ?? [];
      call += 1;
      return { data: { gallery: { __typename: 'GalleryQuery', getByBattleID: items } } };
    },
  };
  return mock;
}

const battleMock: MockLink.MockedResponse = {
  request: { query: GetBattleDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { battles: { __typename: 'BattlesQuery', getBattle: null } } },
};

const shownPatrol = () => screen.getByRole('region').querySelector('p')?.textContent;

describe('the gallery slideshow', () => {
  afterEach(() => jest.useRealTimers());

  it('moves on by itself and by the arrow keys, and follows the gallery without a reload', async () => {
    jest.useFakeTimers();
    renderRoute('/battles/b1/galleri', 'battles/:id/galleri', <GallerySlideshowPage />, [
      battleMock,
      galleryMock([
        [item('1', 'Ulvene', 'Bålet'), item('2', 'Ørnene')],
        [item('3', 'Bæverne'), item('2', 'Ørnene')],
      ]),
    ]);
    expect(await screen.findByRole('img', { name: 'Bålet' })).toBeTruthy();
    expect(shownPatrol()).toBe('Bålet · Ulvene');

    await act(async () => jest.advanceTimersByTimeAsync(SLIDE_MS));
    expect(shownPatrol()).toBe('Ørnene');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(shownPatrol()).toBe('Bålet · Ulvene');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(shownPatrol()).toBe('Ørnene');

    // At the refresh item 1 was removed and 3 picked: the slideshow goes round the new two.
    await act(async () => jest.advanceTimersByTimeAsync(REFRESH_MS));
    const seen = new Set<string | null | undefined>();
    for (let n = 0; n < 4; n += 1) {
      seen.add(shownPatrol());
      fireEvent.keyDown(window, { key: 'ArrowRight' });
    }
    expect([...seen].sort()).toEqual(['Bæverne', 'Ørnene']);
  });

  it('stays on one item under prefers-reduced-motion, and says when the gallery is empty', async () => {
    jest.useFakeTimers();
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    const { unmount } = renderRoute('/battles/b1/galleri', 'battles/:id/galleri', <GallerySlideshowPage />, [
      battleMock,
      galleryMock([[item('1', 'Ulvene'), item('2', 'Ørnene')]]),
    ]);
    expect(await screen.findByRole('img', { name: 'Billede fra Ulvene' })).toBeTruthy();
    await act(async () => jest.advanceTimersByTimeAsync(SLIDE_MS * 2));
    expect(shownPatrol()).toBe('Ulvene');
    unmount();

    renderRoute('/battles/b1/galleri', 'battles/:id/galleri', <GallerySlideshowPage />, [battleMock, galleryMock([[]])]);
    expect(await screen.findByText(text.slideshowEmpty)).toBeTruthy();
  });
});

/** The gallery section as the battle's page shows it, with the items the page loads. */
function GalleryOnPage({ battleID }: { battleID: string }) {
  const { items } = useGallery(battleID);
  return <GallerySection battleID={battleID} items={items} />;
}

describe("the gallery on the battle's page", () => {
  it('shows nothing while empty', async () => {
    const { container } = renderRoute('/battles/b1', 'battles/:id', <GalleryOnPage battleID="b1" />, [galleryMock([[]])]);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container.textContent).toBe('');
  });

  it('opens an item large, links the slideshow, and lets the own patrol ask for a takedown', async () => {
    const takedown: MockLink.MockedResponse = {
      request: { query: RequestGalleryTakedownDocument, variables: { itemID: '2' } },
      result: { data: { gallery: { __typename: 'GalleryMutation', requestTakedown: true } } },
    };
    renderRoute('/battles/b1', 'battles/:id', <GalleryOnPage battleID="b1" />, [
      galleryMock([[item('1', 'Ulvene', 'Bålet'), item('2', 'Ørnene', '', true)], [item('1', 'Ulvene', 'Bålet')]]),
      takedown,
    ]);
    expect((await screen.findByRole('link', { name: text.slideshowLink })).getAttribute('href')).toBe('/battles/b1/galleri');
    // The takedown button is a chunk of its own, shown once it has loaded.
    expect(await screen.findAllByRole('button', { name: text.takedown })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Vis Bålet, Ulvene i stort format' }));
    expect(await screen.findByRole('dialog', { name: 'Bålet' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: text.takedown }));
    await userEvent.click(await screen.findByRole('button', { name: text.takedownYes }));
    await waitFor(() => expect(screen.queryByText('Ørnene')).toBeNull());
    expect(screen.getByText('Bålet')).toBeTruthy();
  });
});
