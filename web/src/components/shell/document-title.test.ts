import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '../navigation/navigation-item';
import { composeTitle, menuTitleFor } from './document-title';

const menu: NavigationItem[] = [
  {
    id: 'g',
    type: 'group',
    title: 'Aplicaciones',
    children: [
      { id: 'h', type: 'basic', title: 'Centro de ayuda', link: '/apps/help-center' },
      { id: 'f', type: 'basic', title: 'Preguntas frecuentes', link: '/apps/help-center/faqs' },
      { id: 'd', type: 'basic', title: 'Paneles', link: '/dashboards' },
    ],
  },
];

describe('menuTitleFor', () => {
  it('takes the entry with the longest matching link', () => {
    expect(menuTitleFor('/apps/help-center/faqs', menu)).toBe('Preguntas frecuentes');
    expect(menuTitleFor('/apps/help-center/guides/x', menu)).toBe('Centro de ayuda');
  });

  it('matches whole path segments only', () => {
    expect(menuTitleFor('/dashboards-old', menu)).toBeUndefined();
    expect(menuTitleFor('/dashboards/project', menu)).toBe('Paneles');
  });
});

describe('composeTitle', () => {
  it('puts the page first and the application after it', () => {
    expect(composeTitle('Paneles', 'Control de Contrataciones')).toBe('Paneles · Control de Contrataciones');
    expect(composeTitle(undefined, 'Control de Contrataciones')).toBe('Control de Contrataciones');
  });
});
