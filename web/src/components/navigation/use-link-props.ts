// Anchor props for navigation links that arrive as plain strings: in-app paths go through the router,
// external addresses open in a new tab, modified clicks keep the browser's own behaviour.
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { isExternalLink } from './navigation-tree';

export interface LinkProps {
  href?: string;
  target?: string;
  rel?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

function isPlainLeftClick(event: MouseEvent<HTMLElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;
}

export function useLinkProps(): (link: string | undefined, afterNavigate?: () => void) => LinkProps {
  const navigate = useNavigate();
  return (link, afterNavigate) => {
    if (!link) return {};
    if (isExternalLink(link)) return { href: link, target: '_blank', rel: 'noopener noreferrer' };
    return {
      href: link,
      onClick: (event) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        void navigate({ href: link });
        afterNavigate?.();
      },
    };
  };
}
