/**
 * HTML written by staff in the editor (task descriptions, question texts). The api sanitises it
 * when it is saved and again when it serves it, so it is rendered as is, in a container that
 * keeps long words and wide images from widening a phone screen.
 */
export function HtmlContent({ html }: { html: string }) {
  if (!html) return null;
  return <div style={{ overflowWrap: 'anywhere', overflowX: 'auto', maxWidth: '100%' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
