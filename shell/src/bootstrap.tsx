import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import dayjs from 'dayjs';
import 'dayjs/locale/da';
import { createGraphqlClient } from '@usb/contracts/graphql-client';
import { Providers } from './app/providers';
import { SiteLayout } from './app/site-layout';
import { ensureRemotesRegistered } from './features/remotes/remote-registry';

dayjs.locale('da');
// Start reading /remotes.json while React renders the header.
void ensureRemotesRegistered();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <Providers client={createGraphqlClient()}>
      <SiteLayout />
    </Providers>
  </StrictMode>,
);
