import { describe, expect, it } from 'vitest';
import { shortcutAction, uploadPath } from './shortcut-action';

describe('shortcutAction', () => {
  it('follows routes inside the app', () => {
    expect(shortcutAction({ link: '/documentos', useRouter: true })).toEqual({ kind: 'route', href: '/documentos' });
    expect(shortcutAction({ link: 'tasks', useRouter: true })).toEqual({ kind: 'route', href: '/tasks' });
  });

  it('opens other addresses outside the app', () => {
    expect(shortcutAction({ link: 'https://www.example.org', useRouter: false })).toEqual({
      kind: 'external',
      href: 'https://www.example.org',
    });
  });

  it('runs the service actions', () => {
    expect(shortcutAction({ link: 'changescheme', useRouter: false })).toEqual({ kind: 'toggleScheme' });
    expect(shortcutAction({ link: 'upload', useRouter: false })).toEqual({ kind: 'route', href: uploadPath });
  });
});
