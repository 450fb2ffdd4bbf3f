// A menu entry's anchor props: the link's own (use-link-props.ts) and, from the address shown, aria-current, so a
// screen reader says which entry is the current screen: the menus showed it by colour alone.
import { useLocation } from '@tanstack/react-router';
import { ariaCurrent } from './navigation-tree';
import { type LinkProps, useLinkProps } from './use-link-props';

export interface MenuLinkProps extends LinkProps {
  'aria-current'?: 'page' | 'true';
}

export function useMenuLinkProps(): (link: string | undefined, afterNavigate?: () => void) => MenuLinkProps {
  const linkProps = useLinkProps();
  const pathname = useLocation({ select: (location) => location.pathname });
  return (link, afterNavigate) => ({ ...linkProps(link, afterNavigate), 'aria-current': ariaCurrent(pathname, link) });
}
