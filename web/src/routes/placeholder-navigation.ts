// Stand-in navigation menu (the product's own routes) shown until the generated navigation hook is wired.
import type { TFunction } from 'i18next';
import type { NavigationItem } from '../components/navigation/navigation-item';

export function placeholderNavigation(t: TFunction<'nav'>): NavigationItem[] {
  return [
    {
      id: 'spaces',
      title: t('menu.spaces'),
      subtitle: t('menu.spacesSubtitle'),
      type: 'group',
      children: [
        {
          id: 'welcome',
          title: t('menu.welcome'),
          type: 'basic',
          icon: 'heroicons_outline:home',
          link: '/welcome/home',
        },
        { id: 'training', title: t('menu.training'), type: 'basic', link: '/espacio/capacitacion' },
        { id: 'person', title: t('menu.personHome'), type: 'basic', link: '/espacio/persona' },
        { id: 'boards', title: t('menu.boards'), type: 'basic', link: '/espacio/persona/tablero', accept: 'tablero' },
      ],
    },
    { id: 'divider-1', type: 'divider' },
    {
      id: 'management',
      title: t('menu.management'),
      subtitle: t('menu.managementSubtitle'),
      type: 'group',
      children: [
        { id: 'dashboards', title: t('menu.dashboards'), type: 'basic', link: '/dashboards' },
        {
          id: 'access',
          title: t('menu.access'),
          type: 'collapsable',
          children: [
            { id: 'sign-in', title: t('menu.signIn'), type: 'basic', link: '/sign-in' },
            { id: 'web-sign-in', title: t('menu.webSignIn'), type: 'basic', link: '/web/ingresar' },
          ],
        },
      ],
    },
  ];
}
