import { describe, expect, it } from 'vitest';
import { clientErrorResponse } from './limits.ts';

const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));

describe('clientErrorResponse', () => {
  it('writes Node-level refusals as HTTP answers with the Error body and a correct length', () => {
    const timeout = clientErrorResponse('ERR_HTTP_REQUEST_TIMEOUT');
    expect(timeout.startsWith('HTTP/1.1 408 Request Timeout\r\n')).toBe(true);
    expect(bodyOf(timeout)).toMatchObject({ statusCode: 408, code: 'REQUEST_TIMEOUT', error: 'Request Timeout' });
    const length = Number(/Content-Length: (\d+)/.exec(timeout)?.[1]);
    expect(length).toBe(Buffer.byteLength(JSON.stringify(bodyOf(timeout))));
    expect(bodyOf(clientErrorResponse('HPE_HEADER_OVERFLOW'))).toMatchObject({ statusCode: 431 });
    expect(bodyOf(clientErrorResponse('HPE_INVALID_METHOD'))).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
  });
});
