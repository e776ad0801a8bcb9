import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetStaffBattlesDocument, GetStaffGalleryDocument, RemoveGalleryItemDocument } from '@usb/schema/graphql';
import { staffMessages } from '../../../texts';
import { renderRoute } from '@usb/contracts/testing';
import { mockOperation } from '../../../fixtures/graphql-mock';
import StaffGalleryPage from './staff-gallery-page';

const text = staffMessages.gallery;

const battles = mockOperation(GetStaffBattlesDocument, () => ({
  data: { battles: { __typename: 'BattlesQuery', getStaffBattles: [{ __typename: 'Battle', id: 'b1', name: 'USB 2026', start: '2026-11-13T17:00:00.000Z' }] } },
}));

const person = (id: string, fullName: string) => ({ __typename: 'PublicUser', id, contactInfo: { __typename: 'ContactInfo', fullName } });

const entry = (id: string, patrolName: string, takedown: boolean) => ({
  __typename: 'GalleryEntry',
  id,
  answerID: `a${id}`,
  caption: takedown ? '' : 'Bålet brænder',
  patrolName,
  taskName: 'Bålet',
  mimeType: 'image/jpeg',
  fileUrl: takedown ? null : `/api/gallery/${id}/file`,
  pickedBy: person('u1', 'Stine Stab'),
  pickedAt: '2026-11-13T19:04:12.000Z',
  takedown: takedown ? { __typename: 'GalleryTakedown', requestedBy: person('u2', 'Mads Medlem'), requestedAt: '2026-11-13T19:30:00.000Z' } : null,
});

const gallery = (entries: ReturnType<typeof entry>[]) => ({ data: { gallery: { __typename: 'GalleryQuery', getStaffGallery: entries } } });

beforeEach(() => window.localStorage.setItem('STATE', JSON.stringify({ battleID: 'b1' })));

describe('/staff/gallery', () => {
  it("lists the battle's items with who picked them, and the takedown requests apart", async () => {
    const list = mockOperation(GetStaffGalleryDocument, () => gallery([entry('1', 'Ulvene', false), entry('2', 'Ørnene', true)]));
    renderRoute('/staff/gallery', '/staff/gallery', <StaffGalleryPage />, [battles.mock, list.mock]);

    const items = await screen.findByRole('list', { name: text.items });
    expect(within(items).getByText('Bålet brænder')).toBeTruthy();
    expect(within(items).getByText('Valgt af Stine Stab 13. nov. 20:04:12')).toBeTruthy();
    expect(within(items).getByRole('img', { name: 'Bålet brænder' }).getAttribute('src')).toBe('/api/gallery/1/file');
    const takedowns = screen.getByRole('list', { name: text.takedowns });
    expect(within(takedowns).getByText('Mads Medlem bad om det 13. nov. 20:30:00')).toBeTruthy();
    expect(within(takedowns).queryByRole('button')).toBeNull();
    expect(list.calls[0]).toEqual({ battleID: 'b1' });
  });

  it("removes an item with 'Fjern' after asking", async () => {
    const list = mockOperation(GetStaffGalleryDocument, (_variables, call) => gallery(call === 1 ? [entry('1', 'Ulvene', false)] : []));
    const remove = mockOperation(RemoveGalleryItemDocument, () => ({ data: { gallery: { __typename: 'GalleryMutation', removeItem: true } } }));
    renderRoute('/staff/gallery', '/staff/gallery', <StaffGalleryPage />, [battles.mock, list.mock, remove.mock]);

    await userEvent.click(await screen.findByRole('button', { name: text.remove }));
    expect(await screen.findByText(text.removeConfirm)).toBeTruthy();
    const [, confirm] = screen.getAllByRole('button', { name: text.remove });
    await userEvent.click(confirm as HTMLElement);

    await waitFor(() => expect(remove.calls).toEqual([{ itemID: '1' }]));
    expect(await screen.findByText(text.noItems)).toBeTruthy();
  });
});
