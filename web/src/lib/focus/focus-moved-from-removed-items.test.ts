import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moveFocusFromRemovedItems } from './focus-moved-from-removed-items';

/** What the browser does as a focused element's item is removed, which the test DOM does not: `focusout`, to nothing,
 * just before the removal (measured in Chromium), then the focus on the page. */
function removeWithFocus(control: HTMLElement, removed: Element) {
  control.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
  removed.remove();
  control.blur();
}

const afterTheUpdate = () => new Promise<void>((resolve) => queueMicrotask(resolve));

const labelList = (attributes = '') => `
  <ul ${attributes}>
    ${['Trabajo', 'Personal', 'Familia']
      .map(
        (name) =>
          `<li><input aria-label="${name}"><button>Guardar ${name}</button><button>Eliminar ${name}</button></li>`,
      )
      .join('')}
  </ul>`;

describe('moveFocusFromRemovedItems', () => {
  let stop: () => void;
  const button = (name: string) =>
    [...document.querySelectorAll('button')].find((it) => it.textContent === name) as HTMLButtonElement;
  beforeEach(() => {
    stop = moveFocusFromRemovedItems();
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('gives the focus to the same control of the next item', async () => {
    document.body.innerHTML = labelList();
    const deleted = button('Eliminar Trabajo');
    deleted.focus();
    removeWithFocus(deleted, deleted.closest('li') as Element);
    await afterTheUpdate();
    expect(button('Eliminar Personal')).toHaveFocus();
  });

  it('gives it to the previous item when the last one goes', async () => {
    document.body.innerHTML = labelList();
    const deleted = button('Eliminar Familia');
    deleted.focus();
    removeWithFocus(deleted, deleted.closest('li') as Element);
    await afterTheUpdate();
    expect(button('Eliminar Personal')).toHaveFocus();
  });

  it('moves nothing when the element only lost the focus, or when the whole list went (another screen)', async () => {
    document.body.innerHTML = labelList();
    const blurred = button('Eliminar Trabajo');
    blurred.focus();
    blurred.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    blurred.blur();
    await afterTheUpdate();
    expect(document.body).toHaveFocus();

    const gone = button('Eliminar Personal');
    gone.focus();
    removeWithFocus(gone, document.querySelector('ul') as Element);
    await afterTheUpdate();
    expect(document.body).toHaveFocus();
  });

  it("gives a closed dialog's focus to the next item when the item that opened it was deleted from it", async () => {
    document.body.innerHTML = `
      <div>${['Reunión', 'Compra', 'Informe'].map((title) => `<button data-focus-item>${title}</button>`).join('')}</div>
      <section role="dialog"><button>Eliminar</button></section>`;
    const opener = button('Reunión');
    const inDialog = button('Eliminar');
    opener.focus();
    inDialog.focus();
    inDialog.dispatchEvent(new FocusEvent('focusin', { bubbles: true, relatedTarget: opener }));
    opener.remove();
    removeWithFocus(inDialog, document.querySelector('[role="dialog"]') as Element);
    await afterTheUpdate();
    expect(button('Compra')).toHaveFocus();
  });

  it("gives a removed dialog's focus back to what opened it, still there (a question mounted only while asked)", async () => {
    document.body.innerHTML = `
      <ul><li><button>Eliminar Trabajo</button></li><li><button>Eliminar Personal</button></li></ul>
      <section role="dialog"><button>Cancelar</button></section>`;
    const opener = button('Eliminar Trabajo');
    const cancel = button('Cancelar');
    opener.focus();
    cancel.focus();
    cancel.dispatchEvent(new FocusEvent('focusin', { bubbles: true, relatedTarget: opener }));
    removeWithFocus(cancel, document.querySelector('[role="dialog"]') as Element);
    await afterTheUpdate();
    expect(opener).toHaveFocus();
  });

  it("gives the focus of a dialog nothing opened (one the address opened) to the screen's content", async () => {
    document.body.innerHTML = `
      <header><a href="#contenido">Saltar al contenido</a></header>
      <main id="contenido" tabindex="-1"><h1>Inventario</h1><button>Nuevo producto</button></main>
      <section role="dialog"><button>Cerrar</button></section>`;
    const close = button('Cerrar');
    close.focus();
    close.dispatchEvent(new FocusEvent('focusin', { bubbles: true, relatedTarget: null }));
    removeWithFocus(close, document.querySelector('[role="dialog"]') as Element);
    await afterTheUpdate();
    expect(document.querySelector('main')).toHaveFocus();
  });

  it("gives it back too when the dialog's busy button had let the focus go before the dialog went", async () => {
    document.body.innerHTML = `
      <button>Vistas</button><section role="dialog"><button>Eliminar</button></section>`;
    const opener = button('Vistas');
    const confirm = button('Eliminar');
    opener.focus();
    confirm.focus();
    confirm.dispatchEvent(new FocusEvent('focusin', { bubbles: true, relatedTarget: opener }));
    // Disabled while the delete is on its way: the focus goes to the page, the dialog stays.
    confirm.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    confirm.blur();
    await afterTheUpdate();
    document.querySelector('[role="dialog"]')?.remove();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("gives a question's focus to its drawer's opener (or its neighbour) when the drawer went first", async () => {
    document.body.innerHTML = `
      <table><tbody>${['Reloj', 'Cadena', 'Pulsera'].map((name) => `<tr><td><button>${name}</button></td></tr>`).join('')}</tbody></table>
      <section role="dialog" id="drawer"><button>Eliminar producto</button></section>
      <section role="dialog" id="question"><button>Eliminar</button></section>`;
    const row = button('Reloj');
    const askDelete = button('Eliminar producto');
    const confirm = button('Eliminar');
    row.focus();
    askDelete.focus();
    askDelete.dispatchEvent(new FocusEvent('focusin', { bubbles: true, relatedTarget: row }));
    confirm.focus();
    confirm.dispatchEvent(new FocusEvent('focusin', { bubbles: true, relatedTarget: askDelete }));
    // The busy "Eliminar" lets the focus go; the product's row and its drawer go, then the question.
    confirm.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    confirm.blur();
    await afterTheUpdate();
    row.closest('tr')?.remove();
    document.querySelector('#drawer')?.remove();
    document.querySelector('#question')?.remove();
    await waitFor(() => expect(button('Cadena')).toHaveFocus());
  });

  it('gives it to the same kind of control when the items differ (a section has no check box)', async () => {
    document.body.innerHTML = `
      <ul>
        <li><button>Mover Sección</button><a href="/1">Sección</a></li>
        <li><button>Mover Tarea</button><input type="checkbox" aria-label="Hecha"><a href="/2">Tarea</a></li>
      </ul>`;
    const section = document.querySelector<HTMLAnchorElement>('a[href="/1"]') as HTMLAnchorElement;
    section.focus();
    removeWithFocus(section, section.closest('li') as Element);
    await afterTheUpdate();
    expect(document.querySelector('a[href="/2"]')).toHaveFocus();
  });

  it('gives the list\'s own first control when no item is left (an agenda day\'s "new entry")', async () => {
    document.body.innerHTML = `
      <div><button>Nueva entrada el 15</button><button data-focus-item>9:00 Mesa</button></div>
      <div><button>Nueva entrada el 16</button></div>`;
    const entry = button('9:00 Mesa');
    entry.focus();
    removeWithFocus(entry, entry);
    await afterTheUpdate();
    expect(button('Nueva entrada el 15')).toHaveFocus();
  });

  describe("a list's detail pane whose record went (deleted, moved to another folder)", () => {
    const panes = `
      <div>
        <div data-pane="list"><ul>
          <li><a href="/mail/1">Acta</a></li>
          <li><a href="/mail/2" aria-current="page">Pliego</a></li>
          <li><a href="/mail/3">Informe</a></li>
        </ul></div>
        <div data-pane="detail"><section id="view"><button>Mover a la papelera</button></section></div>
      </div>
      <section role="dialog"><button>Eliminar</button></section>`;
    const link = (name: string) =>
      [...document.querySelectorAll('a')].find((it) => it.textContent === name) as HTMLAnchorElement;
    const enter = (control: HTMLElement, from: HTMLElement | null) => {
      control.focus();
      control.dispatchEvent(new FocusEvent('focusin', { bubbles: true, relatedTarget: from }));
    };
    /** The panes, with the focus come into the view's button from the row named `from` (or from nowhere). */
    const focusInTheView = (from?: string) => {
      document.body.innerHTML = panes;
      const move = button('Mover a la papelera');
      enter(move, from ? link(from) : null);
      return move;
    };

    it("gives the focus to the list's row that took the record's place", async () => {
      const move = focusInTheView('Pliego');
      link('Pliego').closest('li')?.remove();
      removeWithFocus(move, document.querySelector('#view') as Element);
      await afterTheUpdate();
      expect(link('Informe')).toHaveFocus();
    });

    it("to the record's own row while the list still shows it", async () => {
      const move = focusInTheView();
      removeWithFocus(move, document.querySelector('#view') as Element);
      await afterTheUpdate();
      expect(link('Pliego')).toHaveFocus();
    });

    it('and from a question asked in the pane, once the question, the view and the row are gone', async () => {
      const ask = focusInTheView('Pliego');
      const confirm = button('Eliminar');
      enter(confirm, ask);
      // The busy "Eliminar" lets the focus go; then the row, the view and the question go.
      confirm.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
      confirm.blur();
      await afterTheUpdate();
      link('Pliego').closest('li')?.remove();
      document.querySelector('#view')?.remove();
      document.querySelector('[role="dialog"]')?.remove();
      await waitFor(() => expect(link('Informe')).toHaveFocus());
    });

    it("keeps the row it noted when the focus comes back into the view after the row went (a question's answer)", async () => {
      const move = focusInTheView('Pliego');
      link('Pliego').closest('li')?.remove();
      enter(move, null);
      removeWithFocus(move, document.querySelector('#view') as Element);
      await afterTheUpdate();
      expect(link('Informe')).toHaveFocus();
    });

    it('moves nothing while the view stays (a button of it only lost the focus)', async () => {
      const move = focusInTheView();
      move.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
      move.blur();
      await afterTheUpdate();
      expect(document.body).toHaveFocus();
    });
  });

  describe('on a phone, a detail pane that stands alone and gives its place back to the list', () => {
    const rows = (...names: string[]) =>
      names.map((name, index) => `<li><input type="checkbox"><a href="/posteos?post=${index + 1}">${name}</a></li>`);
    const listPane = (...names: string[]) => {
      const pane = document.createElement('div');
      pane.dataset.pane = 'list';
      pane.innerHTML = `<input aria-label="Buscar"><ul>${rows(...names).join('')}</ul>`;
      return pane;
    };
    const link = (name: string) =>
      [...document.querySelectorAll('a')].find((it) => it.textContent === name) as HTMLAnchorElement;
    /** The record's pane alone, at the record's address (with its open tab), the focus on "Volver". */
    const aloneAt = (address: string) => {
      window.history.pushState({}, '', address);
      document.body.innerHTML = `
        <div id="frame"><div data-pane="detail"><div><button>Volver</button></div><section>Acta</section></div></div>`;
      const back = button('Volver');
      back.focus();
      back.dispatchEvent(new FocusEvent('focusin', { bubbles: true, relatedTarget: null }));
      return back;
    };
    /** The pane leaves and the list comes in its place, in one update. */
    const backToTheList = (back: HTMLElement, list: HTMLElement) => {
      const frame = document.querySelector('#frame') as Element;
      removeWithFocus(back, frame.querySelector('[data-pane="detail"]') as Element);
      frame.append(list);
    };

    it("gives the focus to the record's row (its link, whatever else the address says)", async () => {
      backToTheList(aloneAt('/posteos?post=2&tab=history'), listPane('Acta', 'Pliego', 'Informe'));
      await afterTheUpdate();
      await waitFor(() => expect(link('Pliego')).toHaveFocus());
    });

    it("to the list's first row when the record is not in it (deleted, moved to another folder)", async () => {
      backToTheList(aloneAt('/posteos?post=9'), listPane('Acta', 'Pliego'));
      await waitFor(() => expect(link('Acta')).toHaveFocus());
    });

    it('waits for rows that come after the list (read again)', async () => {
      const list = listPane();
      backToTheList(aloneAt('/posteos?post=2'), list);
      await afterTheUpdate();
      expect(document.body).toHaveFocus();
      list.querySelector('ul')?.insertAdjacentHTML('beforeend', rows('Acta', 'Pliego').join(''));
      await waitFor(() => expect(link('Pliego')).toHaveFocus());
    });

    it('gives it to what the list says when it comes back with no rows (its last record went)', async () => {
      const list = listPane();
      backToTheList(aloneAt('/posteos?post=1'), list);
      await afterTheUpdate();
      // Still on its way: nothing to give the focus to yet.
      list.insertAdjacentHTML('beforeend', '<div role="status">Cargando…</div>');
      await afterTheUpdate();
      expect(document.body).toHaveFocus();
      list.querySelector('[role="status"]')?.remove();
      list.insertAdjacentHTML('beforeend', '<div data-empty-state tabindex="-1">No hay publicaciones</div>');
      await waitFor(() => expect(list.querySelector('[data-empty-state]')).toHaveFocus());
    });

    it('moves nothing when no list comes back (another screen)', async () => {
      const back = aloneAt('/posteos?post=2');
      removeWithFocus(back, document.querySelector('#frame') as Element);
      document.body.append(listPane('Acta', 'Pliego'));
      await afterTheUpdate();
      await afterTheUpdate();
      expect(document.body).toHaveFocus();
    });
  });

  describe('a bar that hands the focus on (the actions on ticked rows)', () => {
    const barAndList = `
      <div role="group" data-focus-hands-on><button>Cambiar</button><button>Quitar la selección</button></div>
      <div role="status"></div>
      <table><thead><tr><th><input type="checkbox" aria-label="Seleccionar todos"></th></tr></thead></table>`;
    const tickAll = () => document.querySelector<HTMLInputElement>('input[type="checkbox"]');

    it('gives the focus to the first control after it when it goes with the focus in it', async () => {
      document.body.innerHTML = barAndList;
      const clear = button('Quitar la selección');
      clear.focus();
      removeWithFocus(clear, document.querySelector('[data-focus-hands-on]') as Element);
      await afterTheUpdate();
      expect(tickAll()).toHaveFocus();
    });

    it('and when it goes after its busy button had let the focus go', async () => {
      document.body.innerHTML = barAndList;
      const change = button('Cambiar');
      change.focus();
      change.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
      change.blur();
      await afterTheUpdate();
      document.querySelector('[data-focus-hands-on]')?.remove();
      await waitFor(() => expect(tickAll()).toHaveFocus());
    });

    it("gives a dialog's focus there when the bar that opened it went meanwhile", async () => {
      document.body.innerHTML = `${barAndList}<section role="dialog"><button>Aplicar</button></section>`;
      const change = button('Cambiar');
      const apply = button('Aplicar');
      change.focus();
      apply.focus();
      apply.dispatchEvent(new FocusEvent('focusin', { bubbles: true, relatedTarget: change }));
      document.querySelector('[data-focus-hands-on]')?.remove();
      removeWithFocus(apply, document.querySelector('[role="dialog"]') as Element);
      await afterTheUpdate();
      expect(tickAll()).toHaveFocus();
    });
  });

  it("gives a dialog's focus back to its opener once the opener's work is done (busy, it cannot take it)", async () => {
    document.body.innerHTML = `<button>Cambiar</button><section role="dialog"><button>Aplicar</button></section>`;
    const change = button('Cambiar');
    const apply = button('Aplicar');
    change.focus();
    apply.focus();
    apply.dispatchEvent(new FocusEvent('focusin', { bubbles: true, relatedTarget: change }));
    change.disabled = true;
    removeWithFocus(apply, document.querySelector('[role="dialog"]') as Element);
    await afterTheUpdate();
    expect(document.body).toHaveFocus();
    change.disabled = false;
    await waitFor(() => expect(change).toHaveFocus());
  });

  it('leaves the focus where the screen put it in the same update, and alone in lists whose rows scroll out', async () => {
    document.body.innerHTML = `${labelList()}<button>Añadir</button>`;
    const deleted = button('Eliminar Trabajo');
    deleted.focus();
    removeWithFocus(deleted, deleted.closest('li') as Element);
    button('Añadir').focus();
    await afterTheUpdate();
    expect(button('Añadir')).toHaveFocus();

    document.body.innerHTML = labelList('data-virtual-rows');
    const scrolledOut = button('Eliminar Trabajo');
    scrolledOut.focus();
    removeWithFocus(scrolledOut, scrolledOut.closest('li') as Element);
    await afterTheUpdate();
    expect(document.body).toHaveFocus();
  });
});
