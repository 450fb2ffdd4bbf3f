// Zod settings for the whole app, applied before any schema parses: imported by every module that parses (the
// form validation, the archive import), so zod stays out of the first download.
// The core's `config` (what `z.config` is): the entry need not carry the whole zod API for one setting.
import { config } from 'zod/v4/core';

// Zod compiles fast parsers with `new Function` where the page allows it, and probes for that on the first
// parse. The server's Content-Security-Policy has no 'unsafe-eval', so the probe is refused and reported as
// a violation; jitless parsing skips the probe and runs under the policy.
config({ jitless: true });
