/**
 * GraphiQL served from the installed packages (graphiql's, react's and react-dom's own browser
 * builds), never from a CDN: it works offline and behind a firewall, and its Content-Security-
 * Policy names no other host. A browser asking GET /graphql for HTML (or GET /graphiql) gets the
 * page; GraphQL over GET with JSON is left to Apollo.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

export const GRAPHIQL_PAGE = '/graphiql';
const ASSETS = '/graphiql/assets/';

const require = createRequire(import.meta.url);
const packageDir = (name: string): string => dirname(require.resolve(`${name}/package.json`));

/** The files the page loads: a fixed list, so no request can name another file. */
const FILES: Record<string, { path: () => string; type: string }> = {
  'react.production.min.js': {
    path: () => join(packageDir('react'), 'umd/react.production.min.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'react-dom.production.min.js': {
    path: () => join(packageDir('react-dom'), 'umd/react-dom.production.min.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'graphiql.min.js': {
    path: () => require.resolve('graphiql/graphiql.min.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'graphiql.min.css': {
    path: () => require.resolve('graphiql/graphiql.min.css'),
    type: 'text/css; charset=utf-8',
  },
};

/** Starts GraphiQL on the page's own origin (a file, so the CSP needs no inline script). */
const START = `ReactDOM.createRoot(document.getElementById('graphiql')).render(
  React.createElement(GraphiQL, {
    fetcher: GraphiQL.createFetcher({ url: '/graphql' }),
    defaultEditorToolsVisibility: true,
  }),
);
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Salvo GraphiQL</title>
    <link rel="stylesheet" href="${ASSETS}graphiql.min.css" />
    <style>body { margin: 0; } #graphiql { height: 100vh; }</style>
  </head>
  <body>
    <div id="graphiql">Loading GraphiQL…</div>
    <script src="${ASSETS}react.production.min.js"></script>
    <script src="${ASSETS}react-dom.production.min.js"></script>
    <script src="${ASSETS}graphiql.min.js"></script>
    <script src="${ASSETS}start.js"></script>
  </body>
</html>
`;

/** GraphiQL's policy: its own origin only (its editor styles itself inline; icons are data:). */
export const GRAPHIQL_CSP = {
  directives: {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
  },
};

/** Whether the request is for GraphiQL (its page or one of its files). */
export function isGraphiqlRequest(req: Request, graphqlPath: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.path === GRAPHIQL_PAGE || req.path.startsWith(ASSETS)) return true;
  return req.path === graphqlPath && req.accepts(['application/json', 'text/html']) === 'text/html';
}

/** Serves GraphiQL's page and files; passes on every other request. */
export function serveGraphiql(graphqlPath: string) {
  const cache = new Map<string, Buffer>();
  const read = (name: string): Buffer => {
    let body = cache.get(name);
    if (!body) {
      body = readFileSync(FILES[name].path());
      cache.set(name, body);
    }
    return body;
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!isGraphiqlRequest(req, graphqlPath)) return next();
    if (!req.path.startsWith(ASSETS)) {
      res.type('html').send(PAGE);
      return;
    }
    const name = req.path.slice(ASSETS.length);
    if (name === 'start.js') {
      res.type('text/javascript; charset=utf-8').send(START);
      return;
    }
    if (!Object.hasOwn(FILES, name)) return next();
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type(FILES[name].type).send(read(name));
  };
}
