import { fileURLToPath } from 'node:url';
import { loadApiConfig } from '../api/config';
import { startRuntime, stopOnSignals } from './runtime';
import { loadGatewayConfig } from '../gateway/config';
import { buildShopServer } from './shop-server';
import { ensureWebBuild } from './web-app';

// `npm start`: the whole shop in one process (REST API, GraphQL gateway, web app) on one port.
const config = loadApiConfig();
const { restBaseUrl, anyDocument } = loadGatewayConfig(process.env);
const webBuild = {
  distDir: fileURLToPath(new URL('../dist', import.meta.url)),
  serverRenderFile: fileURLToPath(new URL('../dist-server/server-render.js', import.meta.url)),
};

const runtime = await startRuntime({
  config,
  name: 'Shop',
  build: (db) => buildShopServer({ db, config, restBaseUrl, anyDocument, ...webBuild, logger: true }),
  beforeListen: (app) => ensureWebBuild(webBuild, (message) => app.log.info(message)),
});
stopOnSignals(runtime);
