import { useState } from 'react';
import { Flex, Typography } from '@usb/ui/core';
import { LoadError } from '@usb/contracts/components';
import { mgmtMessages } from '../../../texts';
import { useDeployTokens } from '../api/use-deploy-tokens';
import { CreateDeployTokenForm } from './create-deploy-token-form';
import { CreatedTokenSecret } from './created-token-secret';
import { DeployTokensTable } from './deploy-tokens-table';

const text = mgmtMessages.deployTokens;

/** The deploy tokens: the form for a new one, its secret shown once, and the list with 'Tilbagekald'. */
export function DeployTokensSection() {
  const { tokens, loading, failed, retry } = useDeployTokens();
  const [created, setCreated] = useState<{ label: string; token: string } | null>(null);
  return (
    <section aria-labelledby="deploy-tokens">
      <Flex vertical gap="middle">
        <div>
          <Typography.Title level={3} id="deploy-tokens" style={{ margin: 0 }}>
            {text.title}
          </Typography.Title>
          <Typography.Text type="secondary">{text.intro}</Typography.Text>
        </div>
        {created ? <CreatedTokenSecret {...created} onDone={() => setCreated(null)} /> : <CreateDeployTokenForm onCreated={setCreated} />}
        {failed && <LoadError onRetry={retry} />}
        <DeployTokensTable tokens={tokens} loading={loading} />
      </Flex>
    </section>
  );
}
