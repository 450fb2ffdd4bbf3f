// What a live region says, for tests: a screen reader reads each text added to the region, so the texts added
// from now on are what it would say, in order.

/** The texts put into `region` from now on; `said()` also takes in the changes not yet delivered. */
export function recordAnnouncements(region: HTMLElement): { said: () => string[] } {
  const texts: string[] = [];
  const take = (records: MutationRecord[]) => {
    for (const record of records) for (const node of record.addedNodes) texts.push(node.textContent ?? '');
  };
  const observer = new MutationObserver(take);
  observer.observe(region, { childList: true, characterData: true, subtree: true });
  return {
    said: () => {
      take(observer.takeRecords());
      return texts;
    },
  };
}
