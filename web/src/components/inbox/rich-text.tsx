// Notification texts may carry simple markup (<strong>, <em>). It is rebuilt as React elements from a
// parsed copy, keeping only those two tags and plain text, so no markup from the server reaches the page.
import { Fragment, type ReactNode } from 'react';

const allowedTags = { STRONG: 'strong', EM: 'em', B: 'strong', I: 'em' } as const;

function toNodes(parent: Node, keyPrefix: string): ReactNode[] {
  return Array.from(parent.childNodes).map((node, index) => {
    const key = `${keyPrefix}${index}`;
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const tag = allowedTags[(node as Element).tagName as keyof typeof allowedTags];
    const children = toNodes(node, `${key}.`);
    if (!tag) return <Fragment key={key}>{children}</Fragment>;
    const Tag = tag;
    return <Tag key={key}>{children}</Tag>;
  });
}

export function RichText({ markup }: { markup: string }) {
  // A <template> parses markup without running scripts or loading images.
  const template = document.createElement('template');
  template.innerHTML = markup;
  return <>{toNodes(template.content, '')}</>;
}
