// Hands the browser a file made on the page (a CSV export, an import template) to save.

/** Saves `text` as `fileName`, of the given media type. */
export function downloadFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Not at once: a browser may still be reading the file when the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
