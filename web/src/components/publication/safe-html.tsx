// Post bodies arrive as HTML. They are rebuilt as React elements from a parsed copy that keeps only text
// and a short list of formatting tags (links only to http, https and mailto), so no script, style, event
// handler or embedded resource from the server reaches the page.
import { Anchor, List, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { isSafeHtmlTag } from './safe-html-tags';

const safeHref = /^(https?:|mailto:)/i;

function element(node: Element, key: string, children: ReactNode[]): ReactNode {
  // The list shared with the posts editor: any other tag keeps only its text.
  if (!isSafeHtmlTag(node.tagName)) return <Fragment key={key}>{children}</Fragment>;
  switch (node.tagName) {
    case 'P':
      return (
        <Text key={key} mb="sm">
          {children}
        </Text>
      );
    case 'STRONG':
    case 'B':
      return <strong key={key}>{children}</strong>;
    case 'EM':
    case 'I':
      return <em key={key}>{children}</em>;
    case 'BR':
      return <br key={key} />;
    case 'UL':
    case 'OL':
      return (
        <List key={key} type={node.tagName === 'OL' ? 'ordered' : 'unordered'} mb="sm">
          {children}
        </List>
      );
    case 'LI':
      return <List.Item key={key}>{children}</List.Item>;
    case 'H2':
    case 'H3':
    case 'H4':
      return (
        <Title key={key} order={4} mt="md" mb="xs">
          {children}
        </Title>
      );
    case 'A': {
      const href = node.getAttribute('href') ?? '';
      if (!safeHref.test(href)) return <Fragment key={key}>{children}</Fragment>;
      return (
        <Anchor key={key} href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </Anchor>
      );
    }
    default:
      return <Fragment key={key}>{children}</Fragment>;
  }
}

function toNodes(parent: Node, keyPrefix: string): ReactNode[] {
  return Array.from(parent.childNodes).map((node, index) => {
    const key = `${keyPrefix}${index}`;
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const tag = (node as Element).tagName;
    // Content of these never shows as text.
    if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'TEMPLATE') return null;
    return element(node as Element, key, toNodes(node, `${key}.`));
  });
}

export function SafeHtml({ html }: { html: string }) {
  // A <template> parses markup without running scripts or loading images.
  const template = document.createElement('template');
  template.innerHTML = html;
  return <div>{toNodes(template.content, '')}</div>;
}
