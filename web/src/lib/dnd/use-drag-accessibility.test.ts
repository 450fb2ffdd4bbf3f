import type { Active, Over } from '@dnd-kit/core';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDragAccessibility } from './use-drag-accessibility';

const names: Record<string, string> = { a: 'Redactar el pliego', b: 'Publicar el anuncio' };
const active = { id: 'a' } as Active;
const over = (id: string) => ({ id }) as Over;

describe('useDragAccessibility', () => {
  it('tells a drag in Spanish with the names people see', () => {
    const { result } = renderHook(() => useDragAccessibility((id) => names[String(id)]));
    const { announcements, screenReaderInstructions } = result.current;
    expect(screenReaderInstructions?.draggable).toMatch(/pulse Espacio o Intro/);
    expect(announcements?.onDragStart({ active })).toBe('Ha tomado «Redactar el pliego».');
    expect(announcements?.onDragOver({ active, over: over('b') })).toBe(
      '«Redactar el pliego» está sobre «Publicar el anuncio».',
    );
    expect(announcements?.onDragEnd({ active, over: over('b') })).toBe(
      'Ha soltado «Redactar el pliego» sobre «Publicar el anuncio».',
    );
    expect(announcements?.onDragCancel({ active, over: null })).toBe(
      'Ha cancelado el movimiento de «Redactar el pliego».',
    );
  });

  it('says nothing new while the item is over itself, and names an unknown item by its id', () => {
    const { result } = renderHook(() => useDragAccessibility(() => undefined));
    expect(result.current.announcements?.onDragOver({ active, over: over('a') })).toBeUndefined();
    expect(result.current.announcements?.onDragOver({ active, over: null })).toBe(
      '«a» ya no está sobre ningún destino.',
    );
  });
});
