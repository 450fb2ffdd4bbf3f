// Orval input transformer: the generated client sends request bodies as JSON or multipart only. Other media
// types the contract accepts exist for foreign clients (the template's avatar upload labelled image/jpeg):
// a generated function offering them would pass a plain object as a fetch body.
import type { InputTransformerFn } from '@orval/core';

const sentByTheClient = new Set(['application/json', 'multipart/form-data']);

export const clientRequestMedia: InputTransformerFn = (spec) => {
  for (const item of Object.values(spec.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      const content = (operation as { requestBody?: { content?: Record<string, unknown> } } | undefined)?.requestBody
        ?.content;
      if (content === undefined) continue;
      for (const type of Object.keys(content)) if (!sentByTheClient.has(type)) delete content[type];
    }
  }
  return spec;
};
