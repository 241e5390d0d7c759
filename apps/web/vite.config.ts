import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

const api = { '/api': 'http://localhost:3000' };

/**
 * Every visit starts signed out (the session lives in sessionStorage), so nearly every visit lands on
 * /signin. Preloading that lazy route from index.html removes the entry → route chunk waterfall.
 */
function preloadLandingRoute(moduleSuffix: string): Plugin {
  return {
    name: 'preload-landing-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((item) => item.type === 'chunk');
        const landing = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix));
        if (!landing) return html;
        const graph = (start: string[]) => {
          const seen = new Set<string>();
          const visit = (fileName: string) => {
            const chunk = chunks.find((item) => item.fileName === fileName);
            if (!chunk || seen.has(fileName)) return;
            seen.add(fileName);
            for (const imported of chunk.imports) visit(imported);
          };
          for (const fileName of start) visit(fileName);
          return seen;
        };
        // Vite already preloads what the entry imports statically.
        const initial = graph(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        const files = [...graph([landing.fileName])].filter((file) => !initial.has(file));
        const css = new Set(
          files.flatMap((file) => [
            ...(chunks.find((chunk) => chunk.fileName === file)?.viteMetadata?.importedCss ?? []),
          ]),
        );
        const tags: HtmlTagDescriptor[] = [
          ...files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...[...css].map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
        return { html, tags };
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadLandingRoute('/features/auth/pages/sign-in-page.tsx')],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The domain barrel only declares schemas, texts and pure functions: let unused areas drop out of
      // the bundle (the package.json of packages/domain declares no `sideEffects`).
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/domain/') },
    },
  },
  server: { proxy: api },
  preview: { proxy: api },
});
