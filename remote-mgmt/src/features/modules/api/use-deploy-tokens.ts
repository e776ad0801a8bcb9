import { useCallback } from 'react';
import { useMutation, useQuery } from '@usb/contracts/graphql-client';
import { CreateDeployTokenDocument, GetDeployTokensDocument, RevokeDeployTokenDocument, type DeployTokenFieldsFragment } from '@usb/schema/graphql';

export type DeployToken = DeployTokenFieldsFragment;

/** Remotes.getDeployTokens: every deploy token, revoked ones too, newest first. */
export function useDeployTokens() {
  const { data, loading, error, refetch } = useQuery(GetDeployTokensDocument, { fetchPolicy: 'cache-and-network' });
  return { tokens: data?.remotes.getDeployTokens ?? [], loading: loading && !data, failed: error !== undefined && !data, retry: () => void refetch() };
}

/** Remotes.createDeployToken: answers the secret, which the api never shows again; the list is read again. */
export function useCreateDeployToken() {
  const [mutate] = useMutation(CreateDeployTokenDocument, { refetchQueries: [GetDeployTokensDocument] });
  return useCallback(
    async (label: string, remotes: string[]) => {
      const { data } = await mutate({ variables: { label, remotes } });
      if (!data) throw new Error('createDeployToken answered no data');
      return data.remotes.createDeployToken;
    },
    [mutate],
  );
}

/** Remotes.revokeDeployToken: the answer updates the cached token by its id. */
export function useRevokeDeployToken() {
  const [mutate, { loading }] = useMutation(RevokeDeployTokenDocument);
  const revoke = useCallback(
    async (id: string) => {
      await mutate({ variables: { id } });
    },
    [mutate],
  );
  return { revoke, revoking: loading };
}
