import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '../navigation/navigation-item';
import { composeTitle, menuTitleFor, spokenTitle } from './document-title';

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

describe('a record screen', () => {
  it("puts the record's name before the page in the tab, and says both", () => {
    expect(composeTitle('Productos', 'Control de Contrataciones', ['Papel A4'])).toBe(
      'Papel A4 · Productos · Control de Contrataciones',
    );
    expect(spokenTitle('Productos', ['Papel A4'])).toBe('Papel A4, Productos');
  });

  it('says a name once when the record is named as its page', () => {
    expect(composeTitle('Ayuda', 'Control de Contrataciones', ['Ayuda'])).toBe('Ayuda · Control de Contrataciones');
    expect(spokenTitle('Ayuda', ['Ayuda'])).toBe('Ayuda');
    expect(spokenTitle(undefined)).toBeUndefined();
  });

  it("puts a nested record's name first: a mail open in a folder", () => {
    expect(composeTitle('Correo', 'Control de Contrataciones', ['Acta 12', 'Bandeja de entrada'])).toBe(
      'Acta 12 · Bandeja de entrada · Correo · Control de Contrataciones',
    );
    expect(spokenTitle('Correo', ['Acta 12', 'Bandeja de entrada'])).toBe('Acta 12, Bandeja de entrada, Correo');
  });
});
