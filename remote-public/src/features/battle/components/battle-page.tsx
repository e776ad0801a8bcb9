import { useQuery } from '@usb/contracts/graphql-client';
import { Alert, Flex, Typography, LoadingBlock } from '@usb/ui/core';
import { useParams } from '@usb/contracts/router';
import { GetBattleDocument, GetBlogPostsByBattleIdDocument } from '@usb/schema/graphql';
import { messages } from '@usb/contracts/messages';
import { PageSection } from '../../../components/page-section';
import { formatDateRange } from '../../../lib/dates';
import { useGallery } from '../api/use-gallery';
import { BlogPosts } from './blog-posts';
import { GallerySection } from './gallery-section';
import { PatrolSection } from './patrol-section';
import { RegisteredPatrolsTable } from './registered-patrols-table';

/**
 * 'battles/{id}': title and dates, the patrol sign-up, the gallery, the registered patrols and the
 * blog, shown once the event, its gallery and its blog have loaded (a failed gallery or blog shows
 * nothing of itself, a failed event the error). The
 * query keeps partial data with its errors (errorPolicy 'all'): a failing
 * field, e.g. the caller's patrol, does not hide the event. It asks the api again on every visit
 * (cache-and-network): joining by invite, or being removed by the owner, changes the caller's
 * patrol where this page's cached copy cannot see it.
 */
export function BattlePage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(GetBattleDocument, { variables: { id }, errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  const gallery = useGallery(id);
  const blog = useQuery(GetBlogPostsByBattleIdDocument, { variables: { battleID: id } });
  const battle = data?.battles.getBattle;
  // The page waits for its gallery and blog too, so they do not push the patrols down as they arrive.
  const sectionsLoading = (!gallery.loaded && !gallery.failed) || (blog.loading && !blog.data);

  if ((loading && !battle) || sectionsLoading) return <LoadingBlock />;
  if (!battle) {
    return (
      <PageSection title={messages.events.title} width="wide">
        <Alert type="error" showIcon role="alert" title={messages.battle.loadError} />
      </PageSection>
    );
  }

  return (
    <PageSection title={battle.name} width="wide">
      <Flex vertical gap={16}>
        <Typography.Text style={{ textAlign: 'center', fontSize: 16 }}>{formatDateRange(battle.start, battle.end)}</Typography.Text>
        {error && <Alert type="warning" showIcon title={messages.battle.loadError} />}
        <PatrolSection battle={battle} onParticipated={() => void refetch().catch(() => undefined)} />
        <GallerySection battleID={battle.id} items={gallery.items} />
        <RegisteredPatrolsTable patrols={battle.patrols} />
        <BlogPosts posts={blog.data?.blogPosts.getBlogPostsByBattleID ?? []} />
      </Flex>
    </PageSection>
  );
}
