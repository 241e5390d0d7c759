// The web baseline: a bare React + React Router + TanStack Query app with a lazily loaded /signin route,
// written to bench/.out/baseline-app and built with the same Vite and React plugin as apps/web, in the same
// run. It is what the portal's screens are compared against (bundle size, Lighthouse).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { outDir } from './context.mjs';

const files = {
  'index.html': `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Baseline: React, React Router and TanStack Query, nothing else." />
    <title>Baseline</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
  'src/main.tsx': `import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

const queryClient = new QueryClient();
const router = createBrowserRouter([
  { path: '/', lazy: async () => ({ Component: (await import('./Home')).default }) },
  { path: '/signin', lazy: async () => ({ Component: (await import('./SignIn')).default }) },
  { path: '*', element: <p>Ops! Não encontramos este caminho.</p> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
`,
  'src/Home.tsx': `import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

export default function Home() {
  const health = useQuery({ queryKey: ['health'], queryFn: () => fetch('/api/health').then((r) => r.json()) });
  return (
    <main>
      <h1>Olá</h1>
      <p>{health.isSuccess ? 'ok' : '…'}</p>
      <Link to="/signin">Entrar</Link>
    </main>
  );
}
`,
  'src/SignIn.tsx': `import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';

export default function SignIn() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: async () => {
      const res = await fetch('/api/auth', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!res.ok) throw new Error((await res.json()).error);
      return res.json();
    },
    onSuccess: () => navigate('/'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };
  return (
    <main>
      <h1>Portal do Formando</h1>
      <form onSubmit={submit}>
        <label>
          E-mail <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          Senha <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        {signIn.error ? <p role="alert">{signIn.error.message}</p> : null}
        <button type="submit">Entrar</button>
      </form>
      <Link to="/signup">Criar usuário</Link>
    </main>
  );
}
`,
};

/** Writes and builds the baseline app (once per run); returns its dist folder (with .vite/manifest.json). */
export function baselineApp(ctx) {
  return ctx.memo('baselineApp', async () => {
    const root = join(outDir, 'baseline-app');
    await rm(root, { recursive: true, force: true });
    for (const [name, text] of Object.entries(files)) {
      await mkdir(join(root, name, '..'), { recursive: true });
      await writeFile(join(root, name), text);
    }
    const { build } = await import('vite');
    const { default: react } = await import('@vitejs/plugin-react');
    const dist = join(root, 'dist');
    const t0 = Date.now();
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir: dist, emptyOutDir: true, manifest: true },
    });
    ctx.log(`  built the baseline app in ${((Date.now() - t0) / 1000).toFixed(1)} s (${dist})`);
    return dist;
  });
}
