import { useQuery } from '@usb/contracts/graphql-client';
import { GetResultOverviewDocument, type GetResultOverviewQuery } from '@usb/schema/graphql';

export type ResultOverviewItem = GetResultOverviewQuery['results']['getOverview'][number];

/** Published results for the RESULTATER menu; an empty list while loading or on error. */
export function useResultOverview(): ResultOverviewItem[] {
  const { data } = useQuery(GetResultOverviewDocument);
  return data?.results.getOverview ?? [];
}
