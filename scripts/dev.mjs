// `npm run dev`: the API with reload on :3000 and Vite's dev server on :5173 (it proxies /api to the API).
import { spawn } from 'node:child_process';

const children = [
  // From the repository root, so that DATA_DIR=./data means the same folder as for `npm start`.
  spawn('npx', ['tsx', 'watch', 'apps/api/src/main.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@portal/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
