// The files behind assets (`/files/...`): generated stand-ins, found by the asset's path.
import { type HandlerMap, Reply } from '../../contract/handler.ts';
import { collection, notFoundIn } from './shared.ts';
import { standInPdf, standInPicture } from './stand-in-files.ts';

export const fileHandlers: HandlerMap = {
  getAssetFile: (context) => {
    const { area, folder, file } = context.params as { area: string; folder: string; file: string };
    const path = `files/${area}/${folder}/${file}`;
    const asset = [...collection(context, 'assets').values()].find((candidate) => candidate.path === path);
    if (asset === undefined) throw notFoundIn('Asset', path, 'path');
    const name = String(asset.name ?? file);
    const mimeType = String(asset.mimeType ?? '');
    if (mimeType.startsWith('image/')) return new Reply(200, standInPicture(name), 'image/svg+xml; charset=utf-8');
    if (mimeType === 'application/pdf') {
      return new Reply(200, standInPdf(name, 'Documento de ejemplo del servidor simulado.'), 'application/pdf');
    }
    return new Reply(200, Buffer.from(`${name}\n`, 'utf8'), 'application/octet-stream');
  },
};
