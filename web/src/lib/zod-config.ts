// Zod settings for the whole app, applied before any schema parses (imported first by main.tsx).
import { z } from 'zod';

// Zod compiles fast parsers with `new Function` where the page allows it, and probes for that on the first
// parse. The server's Content-Security-Policy has no 'unsafe-eval', so the probe is refused and reported as
// a violation; jitless parsing skips the probe and runs under the policy.
z.config({ jitless: true });
