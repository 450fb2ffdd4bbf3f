// Words a contract-validation failure so that the message and `field` name the culprit.
import type { FastifyError } from 'fastify';

interface AjvIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

const PART_NAMES: Record<string, string> = { querystring: 'query', params: 'path', body: 'body', headers: 'header' };

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
  } else {
    message = `${part} ${field || '(root)'} ${issue.message ?? 'is invalid'}`;
  }
  return { message, field: field || undefined };
}
