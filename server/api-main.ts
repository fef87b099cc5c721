import { buildApiApp } from '../api/app';
import { loadApiConfig } from '../api/config';
import { startRuntime, stopOnSignals } from './runtime';

// The REST API alone (for a gateway elsewhere, through REST_BASE_URL).
const config = loadApiConfig();
const runtime = await startRuntime({ config, name: 'REST API', build: (db) => buildApiApp({ db, config, logger: true }) });
stopOnSignals(runtime);
