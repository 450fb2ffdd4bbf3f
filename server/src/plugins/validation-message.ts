// Words a contract-validation failure so that the message and `field` name the culprit.
import type { FastifyError } from 'fastify';

interface AjvIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

const PART_NAMES: Record<string, string> = { querystring: 'query', params: 'path', body: 'body', headers: 'header' };

/**
 * The contract's rule for the template's plain-text fields (titles, labels, notes): no HTML markup, that is no `<`
 * that starts a tag, a comment or a declaration. Prose keeps its signs ("Plazo < 30 días").
 */
export const NO_MARKUP_PATTERN = '^(?![\\s\\S]*<[A-Za-z/!?])[\\s\\S]*$';

/** Patterns said in words: the regular expression means little to the person who typed the text. */
const PATTERN_WORDS: Record<string, string> = {
  [NO_MARKUP_PATTERN]: 'must be plain text: a "<" followed by a letter, "/", "!" or "?" would start HTML markup',
};

/** A choice's values as the message says them ("draft", "submitted" ...): what to send instead, up to twelve. */
const SAID_CHOICES = 12;
function choices(values: readonly unknown[]): string {
  const said = values.slice(0, SAID_CHOICES).map((value) => JSON.stringify(value));
  return values.length > SAID_CHOICES ? `${said.join(', ')}, … (${values.length} in all)` : said.join(', ');
}

export function describeValidationError(error: FastifyError): { message: string; field: string | undefined } {
  const issue = (error.validation as unknown as AjvIssue[] | undefined)?.[0];
  const part = PART_NAMES[error.validationContext ?? 'body'] ?? 'body';
  if (issue === undefined) return { message: error.message, field: undefined };
  const segments = issue.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  let field = segments.join('.');
  let message: string;
  if (issue.keyword === 'required') {
    const missing = String(issue.params.missingProperty);
    field = field ? `${field}.${missing}` : missing;
    message = `${part} ${field} is required`;
  } else if (issue.keyword === 'additionalProperties') {
    const extra = String(issue.params.additionalProperty);
    field = field ? `${field}.${extra}` : extra;
    message = `${part} ${field} is not allowed by the contract`;
  } else if (issue.keyword === 'minProperties' && field === '' && part === 'body') {
    // An update that changes nothing (`{}`): Ajv's "must NOT have fewer than 1 properties" says it in its own terms.
    message = `body must set at least ${Number(issue.params.limit)} field (an update changes the fields it sends)`;
  } else if (issue.keyword === 'enum' && Array.isArray(issue.params.allowedValues)) {
    message = `${part} ${field || '(root)'} must be one of ${choices(issue.params.allowedValues)}`;
  } else {
    const words = issue.keyword === 'pattern' ? PATTERN_WORDS[String(issue.params.pattern)] : undefined;
    message = `${part} ${field || '(root)'} ${words ?? issue.message ?? 'is invalid'}`;
  }
  return { message, field: field || undefined };
}
