// Which callers an operation accepts, read from its `security` requirements.
import type { UserKind } from './handler.ts';
import type { OpenApiDocument, OperationObject } from './load.ts';

export interface Access {
  kinds: UserKind[];
  anonymous: boolean;
}

const SCHEME_KINDS: Record<string, UserKind> = { adminBearer: 'admin', webBearer: 'web' };

export function accessOf(document: OpenApiDocument, operation: OperationObject): Access {
  const requirements = operation.security ?? document.security ?? [];
  const kinds = new Set<UserKind>();
  let anonymous = requirements.length === 0;
  for (const requirement of requirements) {
    const schemes = Object.keys(requirement);
    if (schemes.length === 0) anonymous = true;
    for (const scheme of schemes) {
      const kind = SCHEME_KINDS[scheme];
      if (kind === undefined) throw new Error(`${operation.operationId}: unknown security scheme ${scheme}`);
      kinds.add(kind);
    }
  }
  return { kinds: [...kinds], anonymous };
}
