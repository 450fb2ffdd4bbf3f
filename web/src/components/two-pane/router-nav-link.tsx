// Mantine's NavLink as a typed router link (sidebars of the apps: folders, filters, labels).
import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

interface NavLinkAnchorProps extends NavLinkProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof NavLinkProps> {
  ref?: Ref<HTMLAnchorElement>;
}

function NavLinkAnchor(props: NavLinkAnchorProps) {
  return <NavLink component="a" {...props} />;
}

export const RouterNavLink = createLink(NavLinkAnchor);
