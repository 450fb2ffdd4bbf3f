// A staff member's name as the screens write it wherever they are referenced ("Carmen Navarro Gil"): their first and
// last names, read from their account's record.
import type { APIRequestContext } from '@playwright/test';
import { okJson } from './contract-json.ts';
import { bearer, type LoginResult } from './fixtures.ts';

export async function staffName(api: APIRequestContext, login: LoginResult): Promise<string> {
  const user = await okJson(
    await api.get(`/api/node/usuarios/${login.user._id}`, { headers: bearer(login.accessToken) }),
    'getUsuario',
  );
  return `${user.firstName} ${user.lastName}`;
}
