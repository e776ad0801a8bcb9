import { Alert, Button, Flex } from '@usb/ui/core';
import { Form } from '@usb/ui/forms';
import { Input } from '@usb/ui/inputs';
import { mgmtMessages } from '../../../texts';
import { DateTimePicker } from '../../../components/date-time-picker';
import { RichTextField } from '../../../components/rich-text/rich-text-field';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { requiredText, requiredValue } from '../../../lib/form-rules';
import type { MgmtBlogPost } from '../api/use-blog-posts';
import { useSaveBlogPost } from '../api/use-save-blog-post';
import { blogPostValues, type BlogPostFormValues } from '../lib/blog-post-values';

const text = mgmtMessages.blog;

/** A blog post's title, summary, body (rich text) and date; a failed save keeps everything typed. */
export function BlogPostForm({ battleID, post, onDone }: { battleID: string; post: MgmtBlogPost | null; onDone: () => void }) {
  const [form] = Form.useForm<BlogPostFormValues>();
  const save = useSaveBlogPost(battleID, post?.id ?? null);
  const { submit, saving, failure } = useFormSubmit(
    form,
    async (values: BlogPostFormValues) => {
      await save(values);
      onDone();
    },
    text.saved,
  );
  return (
    <Form<BlogPostFormValues> name="blog-post" form={form} layout="vertical" initialValues={blogPostValues(post)} onFinish={(values) => void submit(values)}>
      <Form.Item name="title" label={text.postTitle} rules={requiredText(200)}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="summary" label={text.summary}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="body" label={text.body}>
        <RichTextField aria-label={text.body} />
      </Form.Item>
      <Form.Item name="created" label={text.created} rules={[requiredValue]}>
        <DateTimePicker aria-label={text.created} />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={saving}>
          {mgmtMessages.common.save}
        </Button>
        <Button onClick={onDone}>{mgmtMessages.common.cancel}</Button>
      </Flex>
    </Form>
  );
}
