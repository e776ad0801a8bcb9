import { Button, Card, Flex, Space, Typography } from '@usb/ui/core';
import { fill } from '@usb/contracts/messages';
import { mgmtMessages } from '../../../texts';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatDateTime } from '../../../lib/copenhagen-time';
import type { MgmtBlogPost } from '../api/use-blog-posts';

const text = mgmtMessages.blog;

export interface BlogPostsListProps {
  posts: MgmtBlogPost[];
  onEdit: (post: MgmtBlogPost) => void;
  onDelete: (post: MgmtBlogPost) => void;
}

/** The battle's posts, newest first: title, date, author and summary, with edit and delete. */
export function BlogPostsList({ posts, onEdit, onDelete }: BlogPostsListProps) {
  if (posts.length === 0) return <Typography.Text type="secondary">{text.empty}</Typography.Text>;
  return (
    <Flex component="ul" vertical gap="small" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {posts.map((post) => (
        <li key={post.id}>
          <Card
            size="small"
            title={post.title}
            extra={
              <Space>
                <Button size="small" onClick={() => onEdit(post)}>
                  {mgmtMessages.common.edit}
                </Button>
                <ConfirmButton
                  size="small"
                  danger
                  question={fill(text.deleteConfirm, { title: post.title })}
                  okText={mgmtMessages.common.confirmDelete}
                  onConfirm={() => onDelete(post)}
                >
                  {mgmtMessages.common.delete}
                </ConfirmButton>
              </Space>
            }
          >
            <Typography.Text type="secondary">
              {formatDateTime(post.created)}
              {post.createdBy && ` · ${text.author} ${post.createdBy.contactInfo.fullName}`}
            </Typography.Text>
            {post.summary && <Typography.Paragraph style={{ margin: '8px 0 0' }}>{post.summary}</Typography.Paragraph>}
          </Card>
        </li>
      ))}
    </Flex>
  );
}
