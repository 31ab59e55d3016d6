import { z } from 'zod';

// The site's CSP has no 'unsafe-eval': in a browser, zod's first object parse would try `new Function`
// to compile a faster parser, fail, and leave a CSP violation on every page that parses (the page's
// console, a report endpoint). Told `jitless`, it takes its interpreted path at once, as it would after
// that failure. The configuration is global to every copy of zod on the page. The API (Node, no CSP)
// keeps the compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
