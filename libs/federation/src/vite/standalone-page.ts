import type { Plugin } from 'vite';

/** The page a remote runs in alone (`vite` dev): its `src/standalone.tsx` with the shell's providers. */
function standalonePageHtml(title: string): string {
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="color-scheme" content="light dark" />
    <title>${title.replace(/[<&]/g, '')}</title>
    <!--theme-init-->
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/standalone.tsx"></script>
  </body>
</html>
`;
}

const wantsPage = (url: string, accept: string | undefined) => !/\.[a-z0-9]+($|\?)/i.test(url.split('?')[0] ?? '') && /text\/html/.test(accept ?? '');

/**
 * Serves the standalone page for every page URL of `vite` dev (the remote's client-side routes), so no
 * remote keeps its own copy of index.html. The other plugins' `transformIndexHtml` still apply.
 */
export function standalonePage(options: { title: string }): Plugin {
  return {
    name: 'club:standalone-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || !req.url || req.url.startsWith('/@') || !wantsPage(req.url, req.headers.accept)) return next();
        server
          .transformIndexHtml(req.url, standalonePageHtml(options.title), req.originalUrl)
          .then((html) => {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(html);
          })
          .catch(next);
      });
    },
  };
}
