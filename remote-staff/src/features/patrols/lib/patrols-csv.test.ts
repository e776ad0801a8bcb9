import type { StaffPatrol } from '../api/use-staff-patrols';
import { patrolsCsv } from './patrols-csv';

const member = (fullName: string, email: string, mobile: string) => ({
  id: fullName,
  contactInfo: { firstName: '', lastName: '', fullName, email, mobile },
});

const patrol = (overrides: Partial<StaffPatrol>): StaffPatrol => ({
  id: '1',
  name: 'Ulvene',
  corps: 8,
  category: 1,
  city: 'Århus',
  groupName: 'Bøgen',
  patrolSize: 5,
  answeredTasks: 3,
  correctedTasks: 2,
  members: [],
  ...overrides,
});

describe('patrols CSV for a Danish Excel', () => {
  it('starts with the UTF-8 BOM, separates with semicolons and ends every line with CRLF', () => {
    const csv = patrolsCsv([patrol({ members: [member('Åse Ørn', 'aase@example.dk', '12345678')] })]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Patrulje;Kategori;Korps;By;Gruppe;Antal;Besvarede opgaver;Rettede opgaver;Navn;E-mail;Mobil',
      'Ulvene;Spejder;Det Danske Spejderkorps;Århus;Bøgen;5;3;2;Åse Ørn;aase@example.dk;12345678',
      '',
    ]);
    expect(csv.slice(1).replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('has one line per member with the patrol repeated, and one line for a patrol without members', () => {
    const csv = patrolsCsv([
      patrol({ members: [member('A', 'a@example.dk', '11111111'), member('B', 'b@example.dk', '22222222')] }),
      patrol({ id: '2', name: 'Tom', members: [] }),
    ]);
    const lines = csv.slice(1).trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Ulvene;.*;A;a@example\.dk;11111111$/);
    expect(lines[1]).toMatch(/^Ulvene;.*;B;b@example\.dk;22222222$/);
    expect(lines[2]).toMatch(/^Tom;.*;;;$/);
  });
});
