import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import dayjs from 'dayjs';
import 'dayjs/locale/da';
import { Providers } from './app/providers';
import { SiteLayout } from './app/site-layout';
import { createApolloClient } from './lib/apollo-client';
import { ensureRemotesRegistered } from './features/remotes/remote-registry';

dayjs.locale('da');
// Start reading /remotes.json while React renders the header.
void ensureRemotesRegistered();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <Providers client={createApolloClient()}>
      <SiteLayout />
    </Providers>
  </StrictMode>,
);
