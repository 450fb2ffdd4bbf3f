import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { isSafeHtmlTag } from '../../../components/publication/safe-html-tags';
import { postEditorExtensions } from './editor-extensions';

function tagsOf(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')].map((element) => element.tagName);
}

describe('postEditorExtensions', () => {
  it('turns any pasted markup into tags SafeHtml renders', () => {
    const editor = new Editor({
      extensions: postEditorExtensions,
      content:
        '<h1>Título</h1><p><strong>a</strong> <em>b</em> <u>c</u> <s>d</s> <code>e</code></p>' +
        '<blockquote><p>f</p></blockquote><pre><code>g</code></pre><hr><h5>h</h5>' +
        '<ul><li>i</li></ul><ol><li>j</li></ol><p><a href="https://example.org">k</a><br>l</p>' +
        '<script>alert(1)</script><img src="x.png">',
    });
    const tags = tagsOf(editor.getHTML());
    editor.destroy();
    expect(tags.length).toBeGreaterThan(5);
    expect(tags.filter((tag) => !isSafeHtmlTag(tag))).toEqual([]);
  });

  it('keeps the formatting the boards show', () => {
    const html = '<h2>Orden del día</h2><p><strong>Uno</strong> y <em>dos</em></p><ol><li><p>tres</p></li></ol>';
    const editor = new Editor({ extensions: postEditorExtensions, content: html });
    expect(tagsOf(editor.getHTML())).toEqual(['H2', 'P', 'STRONG', 'EM', 'OL', 'LI', 'P']);
    editor.destroy();
  });
});
