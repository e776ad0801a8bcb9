/**
 * The demo content SEED_DEMO writes (api/README.md lists the logins). Names are fixed so
 * a restart finds what an earlier start wrote.
 */
import { ROLE_ADMIN, ROLE_STAFF } from '@usb/schema/domain';
import type { BuiltCategory } from '../results';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoUser {
  userName: string;
  firstName: string;
  lastName: string;
  roles: number[];
}

const demoUser = (userName: string, firstName: string, lastName: string, roles: number[] = []): DemoUser => ({
  userName,
  firstName,
  lastName,
  roles,
});

export const demoUsers = {
  admin: demoUser('demoadmin', 'Dorthe', 'Arrangør', [ROLE_ADMIN, ROLE_STAFF]),
  staff: demoUser('demostab', 'Søren', 'Stabsen', [ROLE_STAFF]),
  anne: demoUser('demoanne', 'Anne', 'Ulv'),
  bo: demoUser('demobo', 'Bo', 'Ulv'),
  carl: demoUser('democarl', 'Carl', 'Ulv'),
  dorte: demoUser('demodorte', 'Dorte', 'Los'),
  emil: demoUser('demoemil', 'Emil', 'Los'),
  frida: demoUser('demofrida', 'Frida', 'Bæver'),
  guest: demoUser('demogaest', 'Gustav', 'Gæst'),
} as const;

export type DemoUserKey = keyof typeof demoUsers;

export const OPEN_BATTLE_NAME = 'USB Demo';
export const PAST_BATTLE_NAME = 'USB Demo - sidste år';

export interface DemoPatrol {
  owner: DemoUserKey;
  members: DemoUserKey[];
  patrol: { name: string; corps: number; category: number; city: string; groupName: string; patrolSize: number };
}

export const demoPatrols: DemoPatrol[] = [
  {
    owner: 'anne',
    members: ['bo', 'carl'],
    patrol: { name: 'Ulvene', corps: 8, category: 1, city: 'Aarhus', groupName: 'Frejas Gruppe', patrolSize: 5 },
  },
  {
    owner: 'dorte',
    members: ['emil'],
    patrol: { name: 'Lossen', corps: 12, category: 2, city: 'Odense', groupName: 'Munkebo Trop', patrolSize: 4 },
  },
  {
    owner: 'frida',
    members: [],
    patrol: { name: 'Bæverne', corps: 5, category: 1, city: 'Svendborg', groupName: 'Søspejderne Svendborg', patrolSize: 3 },
  },
];

export interface DemoPost {
  daysAgo: number;
  title: string;
  summary: string;
  body: string;
}

export const openBattlePosts: DemoPost[] = [
  {
    daysAgo: 10,
    title: 'Tilmeldingen er åben',
    summary: 'Nu kan I tilmelde jeres patrulje til årets USB.',
    body: '<p>Tilmeld jeres patrulje under <strong>Events</strong>, og send invitationslinket til resten af patruljen.</p>',
  },
  {
    daysAgo: 5,
    title: 'Nyt om opgaverne',
    summary: 'I år kommer opgaverne på SMS, e-mail, sociale medier og hjemmesiden.',
    body: '<p>Sørg for at mindst én i patruljen har en opladet telefon, og at I kan tage billeder og video.</p>',
  },
  {
    daysAgo: 1,
    title: 'Husk at teste jeres udstyr',
    summary: 'En lille tjekliste før aftenen.',
    body: '<ul><li>Opladet telefon</li><li>Adgang til e-mail</li><li>Papir og blyant</li></ul>',
  },
];

export const pastBattlePosts: DemoPost[] = [
  {
    daysAgo: 360,
    title: 'Tak for i år',
    summary: 'Resultaterne er offentliggjort.',
    body: '<p>Tak til alle patruljer. Se resultaterne under <em>Resultater</em> i menuen.</p>',
  },
];

/** Equal totals on purpose, so the shared rank shows (Ravnene and Egernene both 30). */
export const pastResult: BuiltCategory[] = [
  {
    category: 1,
    taskNames: ['Morsekoden', 'Billedjagt', 'Knob på tid', 'Quiz om Baden-Powell'],
    patrols: [
      { name: 'Ravnene', corps: 'Det Danske Spejderkorps', taskResults: [10, 8, 5, 7] },
      { name: 'Egernene', corps: 'KFUM-Spejderne', taskResults: [9, 8, 6, 7] },
      { name: 'Mågerne', corps: 'De Grønne Pigespejdere', taskResults: [5, 6, 4, 3] },
      { name: 'Hjortene', corps: 'De Gule Spejdere', taskResults: [10, 10, 6, 8] },
    ],
  },
  {
    category: 2,
    taskNames: ['Natløb', 'Kryptogram', 'Videoopgave'],
    patrols: [
      { name: 'Gamle Ørne', corps: 'Det Danske Spejderkorps', taskResults: [12, 9, 10] },
      { name: 'Rover-holdet', corps: 'KFUM-Spejderne', taskResults: [11, 10, 7] },
      { name: 'Seniorerne', corps: 'De Danske Søspejdere', taskResults: [8, 6, 9] },
    ],
  },
];
