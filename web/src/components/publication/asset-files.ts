// What the publication views need to know about assets: where a file is, how to show it, and which
// documents belong to which post (documents point at a post through its processcontext.targetId).
import type { Asset, DocumentWithAssets } from '@api/model';
import { assetUrl } from '../../lib/asset-url';

export type AssetKind = 'image' | 'pdf' | 'spreadsheet' | 'other';

export function assetKind(asset: Pick<Asset, 'mimeType' | 'path'>): AssetKind {
  const mimeType = asset.mimeType.toLowerCase();
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType === 'application/pdf') return 'pdf';
  if (/spreadsheet|excel|csv/.test(mimeType)) return 'spreadsheet';
  const extension = asset.path.toLowerCase().split('.').pop() ?? '';
  if (['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'].includes(extension)) return 'image';
  if (extension === 'pdf') return 'pdf';
  return ['xls', 'xlsx', 'ods', 'csv'].includes(extension) ? 'spreadsheet' : 'other';
}

/** The file name a download is saved under: the last part of the path. */
export function assetFileName(path: string): string {
  return path.split('/').filter(Boolean).pop() ?? path;
}

/** Documents with assets per target id, in the order the API gave them. */
export function groupByTarget(found: readonly DocumentWithAssets[]): ReadonlyMap<string, DocumentWithAssets[]> {
  const groups = new Map<string, DocumentWithAssets[]>();
  for (const entry of found) {
    const group = groups.get(entry.document.targetId);
    if (group) group.push(entry);
    else groups.set(entry.document.targetId, [entry]);
  }
  return groups;
}

/** Target ids of the posts on screen, without repeats, for one documents-with-assets call. */
export function targetIdsOf(posts: readonly { processcontext?: { targetId: string } }[]): string[] {
  return [...new Set(posts.flatMap((post) => (post.processcontext ? [post.processcontext.targetId] : [])))];
}

/** Images and other files apart: images are shown, other files opened or downloaded. */
export function splitAssets(entries: readonly DocumentWithAssets[]): { images: Asset[]; files: Asset[] } {
  const assets = entries.flatMap((entry) => entry.assets);
  return {
    images: assets.filter((asset) => assetKind(asset) === 'image'),
    files: assets.filter((asset) => assetKind(asset) !== 'image'),
  };
}

/** A post's cover: the first image among its documents' assets (the list's cards show it on top). */
export function coverOf(entries: readonly DocumentWithAssets[]): Asset | undefined {
  return splitAssets(entries).images[0];
}

/** The URLs of the covers of every post in a documents-with-assets answer. */
export function coverUrls(found: readonly DocumentWithAssets[]): string[] {
  return [...groupByTarget(found).values()].flatMap((entries) => {
    const cover = coverOf(entries);
    return cover ? [assetUrl(cover.path)] : [];
  });
}
