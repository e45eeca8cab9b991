/**
 * `npm run serve`: serves build/ on 127.0.0.1 as nginx would in production
 * (see node/hosting/static-server.ts).
 *
 * Usage: tsx scripts/serve-build.ts [--dir build] [--host 127.0.0.1] [--port 3000]
 */
import path from 'node:path';
import {parseArgs} from 'node:util';

import {HEADERS_JSON, HOSTING_DIR} from '../node/hosting/security-headers';
import {securityHeaders, startStaticServer} from '../node/hosting/static-server';

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      host: {type: 'string', default: '127.0.0.1'},
      port: {type: 'string', default: '3000'},
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`--port must be a port number, not "${values.port}"`);
  }
  const {url} = await startStaticServer({dir: values.dir, host: values.host, port});
  if ((await securityHeaders(path.resolve(values.dir))) === null) {
    console.warn(
      `warning: ${values.dir}/${HOSTING_DIR}/${HEADERS_JSON} is missing, so pages go out without the production headers; build with \`npm run build\`.`,
    );
  }
  console.log(`Serving ${values.dir}/ at ${url} (Ctrl+C to stop)`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
