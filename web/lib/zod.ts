// What `zod` is in the web build (vite.config.ts aliases the package here): zod itself, set to
// parse without compiling its object parsers through `new Function`. Our Content-Security-Policy
// forbids eval, and zod's probe for it (on the first object schema) was reported by the browser as
// a policy violation on every page that loads a form or a query. The server keeps zod as it is.
// ES modules run their imports first: this runs before any module that imports `zod` builds a schema.
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
