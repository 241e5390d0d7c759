// `npm start`: serves the build, building first only when it is missing or older than its sources
// (decision 132). The server then runs in this very process (no child), so SIGTERM reaches it directly.
//
// "Older" is judged by modification times: the build stamps (apps/web/dist/index.html, apps/api/dist/BUILD)
// against the newest file under the folders each build reads. A checkout, an edit or a `git pull` makes a
// source newer, and the next start rebuilds. Where the sources are absent (the container image ships only
// the build), there is nothing to compare and the build is served as it is.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each build: its stamp and the inputs it is built from. */
export const BUILDS = [
  {
    name: 'web',
    stamp: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'packages/domain/src',
    ],
  },
  {
    name: 'api',
    stamp: 'apps/api/dist/BUILD',
    inputs: ['apps/api/src', 'packages/domain/src', 'scripts/build-api.mjs'],
  },
];

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The newest modification time under `entry` (a file or a folder), tests left out; 0 when absent. */
function newest(entry) {
  let st;
  try {
    st = statSync(entry);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return /\.test\.tsx?$/.test(entry) ? 0 : st.mtimeMs;
  let max = 0;
  for (const child of readdirSync(entry)) max = Math.max(max, newest(path.join(entry, child)));
  return max;
}

/** Why `build` must run, or undefined when its output is current. */
export function staleReason(build, base = root) {
  const stamp = mtime(path.join(base, build.stamp));
  if (stamp === undefined) return `${build.stamp} is missing`;
  const source = Math.max(...build.inputs.map((i) => newest(path.join(base, i))));
  if (source > stamp) return `sources are newer than ${build.stamp}`;
  return undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stale = BUILDS.map((b) => staleReason(b)).filter(Boolean);
  if (stale.length > 0) {
    console.log(`Building (${stale.join('; ')}): npm run build`);
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  await import(pathToFileURL(path.join(root, 'apps/api/dist/main.js')).href);
}
