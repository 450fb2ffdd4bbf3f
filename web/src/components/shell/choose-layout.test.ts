import { describe, expect, it } from 'vitest';
import { layoutNames } from '../../lib/layout-name';
import { chooseLayout } from './choose-layout';
import { layoutDefinitions } from './layout-definitions';

describe('chooseLayout', () => {
  it("uses the route's layout over the search parameter and the configuration", () => {
    expect(chooseLayout('empty', 'modern', 'classy')).toBe('empty');
  });

  it('uses the search parameter when the route has no layout', () => {
    expect(chooseLayout(undefined, 'modern', 'classy')).toBe('modern');
  });

  it('falls back to the configured layout without route layout or search parameter', () => {
    expect(chooseLayout(undefined, undefined, 'thin')).toBe('thin');
  });

  it('ignores a search parameter that is not a layout name', () => {
    expect(chooseLayout(undefined, 'fancy', 'classy')).toBe('classy');
    expect(chooseLayout(undefined, 42, 'classy')).toBe('classy');
    expect(chooseLayout(undefined, '', 'dense')).toBe('dense');
  });

  it('accepts every one of the fourteen layouts from the search parameter', () => {
    expect(layoutNames).toHaveLength(14);
    for (const name of layoutNames) expect(chooseLayout(undefined, name, 'classy')).toBe(name);
  });
});

describe('layoutDefinitions', () => {
  it('places navigation beside the content for the vertical layouts', () => {
    const vertical = layoutNames.filter((name) => layoutDefinitions[name].placement === 'vertical');
    expect(vertical.sort()).toEqual(['classic', 'classy', 'compact', 'dense', 'futuristic', 'thin']);
  });

  it('places navigation in the header for the horizontal layouts', () => {
    const horizontal = layoutNames.filter((name) => layoutDefinitions[name].placement === 'horizontal');
    expect(horizontal.sort()).toEqual(['centered', 'enterprise', 'material', 'modern']);
  });

  it('shows the footer only in the company layouts', () => {
    const withFooter = layoutNames.filter((name) => layoutDefinitions[name].hasFooter);
    expect(withFooter.sort()).toEqual(['capacitacion', 'personhome', 'persontablero']);
  });
});
