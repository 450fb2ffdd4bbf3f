// Loaded with `--import` by bundle.test.ts into the bundled server: appends to RECORD_PACKAGE_LOADS every
// package (neither a relative path nor a Node builtin) that a module of the bundle folder RECORD_PACKAGE_LOADS_FROM
// asks Node's loader for, by import or by require: what the bundle leaves to Node, as it runs.
import { appendFileSync } from 'node:fs';
import { isBuiltin, registerHooks } from 'node:module';

const record = process.env.RECORD_PACKAGE_LOADS;
const bundleUrl = process.env.RECORD_PACKAGE_LOADS_FROM;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const isPackage = !/^(\.|\/|file:|data:|node:)/.test(specifier) && !isBuiltin(specifier);
    if (record && bundleUrl && isPackage && context.parentURL?.startsWith(bundleUrl)) {
      appendFileSync(record, `${specifier}\n`);
    }
    return nextResolve(specifier, context);
  },
});
