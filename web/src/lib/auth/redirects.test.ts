import { describe, expect, it } from 'vitest';
import { webHomePath, webLoginTarget } from './redirects';

const origin = 'https://control.example';

describe('webLoginTarget', () => {
  it('goes to the personal home without redirectURL', () => {
    expect(webLoginTarget(undefined, origin)).toBe('/espacio/persona');
    expect(webLoginTarget('', origin)).toBe(webHomePath);
  });

  it('follows a redirectURL inside the site, keeping its search and hash', () => {
    expect(webLoginTarget('/espacio/persona/tablero', origin)).toBe('/espacio/persona/tablero');
    expect(webLoginTarget('/web/mesadeayuda?tema=1#datos', origin)).toBe('/web/mesadeayuda?tema=1#datos');
    expect(webLoginTarget(`${origin}/espacio/capacitacion`, origin)).toBe('/espacio/capacitacion');
  });

  it('refuses a redirectURL on another site', () => {
    expect(webLoginTarget('https://evil.example/robar', origin)).toBe(webHomePath);
    expect(webLoginTarget('//evil.example/robar', origin)).toBe(webHomePath);
    expect(webLoginTarget('javascript:alert(1)', origin)).toBe(webHomePath);
  });

  it('does not send the user back to the sign-in screen', () => {
    expect(webLoginTarget('/web/ingresar?redirectURL=/x', origin)).toBe(webHomePath);
  });
});
