import { Fragment, type ReactNode } from 'react';

/**
 * Fills the `{name}` placeholders of a catalogue text with elements (links, bold names), so a
 * sentence stays whole in the catalogue instead of being cut into pieces around its links.
 */
export function formatNodes(text: string, values: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((part, index) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{key !== undefined && key in values ? values[key] : part}</Fragment>;
  });
}
