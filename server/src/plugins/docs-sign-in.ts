// "Try it out" sign-in for the interactive docs: when a sign-in call answers a token, the docs authorise
// the matching security scheme with it, so any operation can be tried next without copying the token.
// Swagger UI gets this function as its `responseInterceptor`; @fastify/swagger-ui writes it into the page
// as source text, inside the page script where `ui` is the Swagger UI instance. Hence: no imports and no
// outer variables in the function.

/** The Swagger UI instance of the docs page (declared for the type check; it exists only in that page). */
declare const ui: { preauthorizeApiKey(scheme: string, value: string): void };

/** Swagger UI's response object, as much of it as is read here. */
export type DocsResponse = { [property: string]: unknown };

export function authorizeAfterSignIn(response: DocsResponse): DocsResponse {
  const match = /\/api\/auth\/(admin|web)\/login(?:\?|$)/.exec(String(response.url));
  const body = response.obj as { accessToken?: unknown } | null | undefined;
  const token = body?.accessToken;
  if (match !== null && response.ok === true && typeof token === 'string') {
    ui.preauthorizeApiKey(match[1] === 'admin' ? 'adminBearer' : 'webBearer', token);
  }
  return response;
}
