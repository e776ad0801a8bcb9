import { Card, Flex, Typography } from '@usb/ui/core';
import type { GetBlogPostsByBattleIdQuery } from '@usb/schema/graphql';
import { messages } from '@usb/contracts/messages';
import { formatMediumDate } from '../../../lib/dates';

/**
 * The event's blog, newest first: title, date, summary and body. The body is HTML that the api
 * sanitised when it was saved and sanitises again when it serves it, so it
 * is rendered as HTML here. An event without posts shows nothing. The page loads the posts.
 */
export function BlogPosts({ posts }: { posts: GetBlogPostsByBattleIdQuery['blogPosts']['getBlogPostsByBattleID'] }) {
  if (posts.length === 0) return null;

  return (
    <Flex vertical gap={12}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {messages.battlePage.blogTitle}
      </Typography.Title>
      {posts.map((post) => (
        <Card key={post.id} title={post.title} extra={<Typography.Text type="secondary">{formatMediumDate(post.created)}</Typography.Text>}>
          {post.summary && (
            <Typography.Paragraph strong style={{ fontSize: 15 }}>
              {post.summary}
            </Typography.Paragraph>
          )}
          <div className="usb-blog-body" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: post.body }} />
        </Card>
      ))}
    </Flex>
  );
}
