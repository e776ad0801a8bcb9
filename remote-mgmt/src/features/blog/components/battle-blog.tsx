import { useState } from 'react';
import { Button, Flex, LoadingBlock } from '@usb/ui/core';
import { Drawer } from '@usb/ui/nav';
import { PlusOutlined } from '@usb/ui/admin-icons';
import { mgmtMessages } from '../../../texts';
import { LoadError } from '@usb/contracts/components';
import { runAndNotify } from '../../../lib/notify';
import { useBlogPosts, type MgmtBlogPost } from '../api/use-blog-posts';
import { useDeleteBlogPost } from '../api/use-delete-blog-post';
import { BlogPostForm } from './blog-post-form';
import { BlogPostsList } from './blog-posts-list';

const text = mgmtMessages.blog;

/** null: no drawer; 'new': a new post; else the post being edited. */
type Editing = MgmtBlogPost | 'new' | null;

/** A battle's blog, for admins and the battle's staff: write, edit and delete posts. */
export function BattleBlog({ battleID }: { battleID: string }) {
  const { posts, loading, failed, retry } = useBlogPosts(battleID);
  const deletePost = useDeleteBlogPost(battleID);
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  return (
    <Flex vertical gap="middle">
      <Flex justify="flex-end">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {text.create}
        </Button>
      </Flex>
      {failed && <LoadError onRetry={retry} />}
      {loading ? (
        <LoadingBlock />
      ) : (
        <BlogPostsList
          posts={posts}
          onEdit={setEditing}
          onDelete={(post) => void runAndNotify(() => deletePost(post.id), text.deleted, mgmtMessages.common.deleteError)}
        />
      )}
      <Drawer open={editing !== null} onClose={close} title={editing === 'new' ? text.formTitleNew : text.formTitleEdit} size="large" destroyOnHidden>
        {editing !== null && <BlogPostForm battleID={battleID} post={editing === 'new' ? null : editing} onDone={close} />}
      </Drawer>
    </Flex>
  );
}
