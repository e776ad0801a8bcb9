import type { PatrolFieldsFragment } from '@usb/schema/graphql';

const person = (id: string, fullName: string) => ({
  __typename: 'PublicUser' as const,
  id,
  contactInfo: { __typename: 'PublicContactInfo' as const, fullName },
});

/** A patrol as the api answers with PatrolFields: owned by user 7 (testUser), with one more member. */
export function testPatrol(overrides: Partial<PatrolFieldsFragment> = {}): PatrolFieldsFragment {
  return {
    __typename: 'Patrol',
    id: 'p1',
    name: 'Ulvene',
    corps: 8,
    category: 1,
    city: 'Aarhus',
    groupName: '1. Aarhus',
    patrolSize: 4,
    inviteLink: 'http://localhost:8080/patrol/invite/tok123',
    battle: { __typename: 'Battle', id: 'b1', name: 'USB 2025' },
    createdBy: person('7', 'Mette Hansen'),
    members: [person('7', 'Mette Hansen'), person('9', 'Jonas Holm')],
    ...overrides,
  } as PatrolFieldsFragment;
}
