import type { PatrolFieldsFragment, PatrolInput } from '@usb/schema/graphql';

/** The fields of the patrol form. */
export interface PatrolValues {
  name: string;
  category: number | null;
  corps: number | null;
  city: string;
  groupName: string;
  patrolSize: number | null;
}

export const emptyPatrolValues: PatrolValues = {
  name: '',
  category: 1,
  corps: null,
  city: '',
  groupName: '',
  patrolSize: 3,
};

export function patrolValuesOf(patrol: PatrolFieldsFragment): PatrolValues {
  return {
    name: patrol.name,
    category: patrol.category,
    corps: patrol.corps,
    city: patrol.city,
    groupName: patrol.groupName,
    patrolSize: patrol.patrolSize,
  };
}

/**
 * The api's PatrolInput from the form: only the editable fields, so members, createdBy,
 * inviteLink and battle are never sent (docs/patrols.md), and no __typename either.
 */
export function patrolInputOf(values: PatrolValues, id?: string): PatrolInput {
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    category: values.category,
    corps: values.corps,
    city: values.city.trim(),
    groupName: values.groupName.trim(),
    patrolSize: values.patrolSize ?? 0,
  };
}
