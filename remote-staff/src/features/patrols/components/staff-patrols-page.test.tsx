import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetStaffBattlesDocument, GetStaffPatrolOverviewDocument } from '@usb/schema/graphql';
import { staffMessages } from '../../../texts';
import { renderRoute } from '@usb/contracts/testing';
import { mockOperation } from '../../../fixtures/graphql-mock';
import StaffPatrolsPage from './staff-patrols-page';

const text = staffMessages.patrols;

const battles = mockOperation(GetStaffBattlesDocument, () => ({
  data: { battles: { __typename: 'BattlesQuery', getStaffBattles: [{ __typename: 'Battle', id: 'b1', name: 'USB 2026', start: '2026-11-13T17:00:00.000Z' }] } },
}));
const member = (id: string, fullName: string, email: string, mobile: string) => ({
  __typename: 'StaffPatrolMember',
  id,
  contactInfo: { __typename: 'ContactInfo', fullName, email, mobile },
});
const overview = mockOperation(GetStaffPatrolOverviewDocument, () => ({
  data: {
    patrols: {
      __typename: 'PatrolsQuery',
      getStaffOverviewByBattleID: [
        {
          __typename: 'StaffPatrol',
          id: 'p1',
          name: 'Ulvene',
          corps: 12,
          category: 1,
          city: 'Århus',
          groupName: 'Bøgen',
          patrolSize: 5,
          answeredTasks: 3,
          correctedTasks: 2,
          members: [member('u1', 'Åse Ørn', 'aase@example.dk', '12 34 56 78')],
        },
      ],
    },
  },
}));

/** The bytes of a Blob (jsdom's Blob has no arrayBuffer()). */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

beforeEach(() => window.localStorage.setItem('STATE', JSON.stringify({ battleID: 'b1' })));
afterEach(() => jest.restoreAllMocks());

describe('/staff/patrols', () => {
  it('lists the patrols with category, corps, counts and ways to reach the members', async () => {
    renderRoute('/staff/patrols', '/staff/patrols', <StaffPatrolsPage />, [battles.mock, overview.mock]);

    expect(await screen.findByText('Ulvene')).toBeTruthy();
    expect(screen.getByText('Spejder')).toBeTruthy();
    expect(screen.getByText('KFUM-Spejderne')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'aase@example.dk' }).getAttribute('href')).toBe('mailto:aase@example.dk');
    expect(screen.getByRole('link', { name: '12 34 56 78' }).getAttribute('href')).toBe('tel:12345678');
  });

  it('downloads the CSV for Excel, named after the battle', async () => {
    const files: { name: string; blob: Blob }[] = [];
    let pending: Blob | null = null;
    URL.createObjectURL = (blob: Blob) => {
      pending = blob;
      return 'blob:patrols';
    };
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      if (pending) files.push({ name: this.download, blob: pending });
    });
    const user = userEvent.setup();
    renderRoute('/staff/patrols', '/staff/patrols', <StaffPatrolsPage />, [battles.mock, overview.mock]);
    await screen.findByText('Ulvene');
    await waitFor(() => expect(screen.getByText('USB 2026')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: text.exportCsv }));

    expect(files.map((file) => file.name)).toEqual(['patruljer-usb-2026.csv']);
    const bytes = await readBytes((files[0] as { blob: Blob }).blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toContain('\r\nUlvene;Spejder;KFUM-Spejderne;Århus;Bøgen;5;3;2;Åse Ørn;aase@example.dk;12 34 56 78\r\n');
  });
});
