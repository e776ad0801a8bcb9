/**
 * A question text written by staff. The api sanitises such HTML when it is saved and when it is
 * served, so it is rendered as is, in a container that keeps wide content from widening a phone.
 */
export function HtmlContent({ html }: { html: string }) {
  if (!html) return null;
  return <div style={{ overflowWrap: 'anywhere', overflowX: 'auto', maxWidth: '100%' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
