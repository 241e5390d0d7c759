// `npm run build` (second half): the API compiled to plain JavaScript in apps/api/dist, so that `npm start`
// and the image run `node apps/api/dist/main.js` without TypeScript at run time (decision 132).
//
// esbuild bundles our own code (apps/api/src and @portal/domain, whose package exports TypeScript sources)
// into one file per entry; every npm package stays an import resolved from node_modules at run time, so
// native and wasm packages (sharp, argon2, PGlite) load their own files as usual. Entries sit side by side
// in dist/ because the code finds its neighbours from `import.meta.dirname`: dist/migrations, and the web
// build at ../../web/dist, as from src/. No code splitting for the same reason: a shared chunk in a
// sub-folder would see another `import.meta.dirname`.
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api');
const out = path.join(api, 'dist');

/** Entry name in dist/ → source. The CLIs an operator runs in production, beside the server. */
export const ENTRIES = {
  main: 'src/main.ts',
  'admin-create': 'src/cli/admin-create.ts',
  'photos-ingest': 'src/cli/photos-ingest.ts',
  backup: 'src/cli/backup.ts',
  restore: 'src/cli/backup-restore.ts',
};

/** Bare imports stay external, but our workspace packages are compiled in (they ship TypeScript). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildApi() {
  const started = Date.now();
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  await build({
    absWorkingDir: api,
    entryPoints: Object.fromEntries(
      Object.entries(ENTRIES).map(([name, src]) => [name, path.join(api, src)]),
    ),
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  await cp(path.join(api, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
  // The stamp `npm start` compares with the sources (scripts/start.mjs).
  await writeFile(path.join(out, 'BUILD'), `${new Date().toISOString()}\n`);
  return Date.now() - started;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ms = await buildApi();
  console.log(`API compiled to ${path.relative(root, out)} in ${ms} ms`);
}
