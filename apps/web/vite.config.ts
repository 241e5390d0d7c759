import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { type Links, readLinks, usedModules } from './scripts/used-modules';
import type { Landing, LandingFiles } from './src/boot/landing';

const api = { '/api': 'http://localhost:3000' };

/** The second entry: the landing preloader, loaded by index.html ahead of the app (src/boot/boot.ts). */
const BOOT = '/src/boot/boot.ts';

/**
 * The third: the app's last start step (router, providers, every module the shell imports statically),
 * which main.tsx imports after React, the router and the query client, each in a task of its own
 * (decision 90). An entry of its own so that its static imports form the `shell` chunk as before.
 */
const START = '/src/app/start.tsx';

/** The libraries main.tsx evaluates one step at a time, each a chunk of its own (decision 90). */
const LIBRARY_STEPS = [
  { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\// },
  {
    name: 'router',
    test: /\/node_modules\/(react-router|cookie|set-cookie-parser)\/|\/src\/app\/steps\/router\.ts$/,
  },
  {
    name: 'query',
    test: /\/node_modules\/@tanstack\/(react-query|query-core)\/|\/src\/app\/steps\/query\.ts$/,
  },
];

/** Libraries that must never load before the first paint: each costs more main-thread time than a screen. */
const NOT_IN_THE_SHELL = /\/node_modules\/(zod|react-hook-form|@hookform\/resolvers)\//;

/**
 * Two checks on the built bundle (decision 42):
 * - neither the app shell (what the entry imports statically, loaded by every page before it paints) nor a
 *   landing screen's route holds any of NOT_IN_THE_SHELL: the build fails naming the library;
 * - index.html gets, as JSON, the files of each landing screen's lazy route (its chunks and CSS), which
 *   src/boot.ts preloads for the screen the visit lands on only, instead of preloading /signin everywhere.
 */
function landingPreloads(routes: Record<Landing, string>): Plugin {
  return {
    name: 'landing-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rolldown.OutputChunk => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const graph = (start: string[]) => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || seen.has(fileName)) return;
          seen.add(fileName);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const fileName of start) visit(fileName);
        return seen;
      };
      const entry = (suffix: string) =>
        chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(suffix));
      const main = entry('/index.html');
      const boot = entry(BOOT);
      if (!main || !boot) return this.error(`landing-preloads: no entry chunk for index.html or ${BOOT}`);
      if (boot.imports.length > 0) this.error(`${BOOT} must import nothing that main.tsx also imports`);
      if (!entry(START)) return this.error(`landing-preloads: no entry chunk for ${START}`);
      // The shell: what main.tsx loads before any screen, statically or in its start steps (decision 90).
      const steps = [...graph([...main.imports, ...main.dynamicImports])];
      const shell = new Set([main.fileName, ...steps]);

      const heavy = [...shell].flatMap((file) =>
        (byFile.get(file)?.moduleIds ?? []).filter((id) => NOT_IN_THE_SHELL.test(id)),
      );
      if (heavy.length > 0) {
        const names = [...new Set(heavy.map((id) => id.match(NOT_IN_THE_SHELL)?.[1]))].join(', ');
        this.error(
          `${names} would load before the first paint of every page (decision 42 in docs/decisions/). ` +
            'A module of the app shell (app/, lib/, components/, a feature index.ts) imports it at run time, ' +
            'often as a zod schema from @portal/domain: import the schema where it is used, with ' +
            "`await import('@portal/domain/contract/…')` after the call it checks, or check the shape by hand.",
        );
      }

      const files: LandingFiles = {};
      for (const [landing, suffix] of Object.entries(routes) as [Landing, string][]) {
        const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix));
        if (!route) return this.error(`landing-preloads: no lazy chunk for ${suffix}`);
        const scripts = [...graph([route.fileName])].filter((file) => !shell.has(file));
        const heavyRoute = scripts.flatMap((file) =>
          (byFile.get(file)?.moduleIds ?? []).filter((id) => NOT_IN_THE_SHELL.test(id)),
        );
        if (heavyRoute.length > 0) {
          this.error(
            `${suffix} would load ${heavyRoute[0]?.match(NOT_IN_THE_SHELL)?.[1]} with the page (decision 42): ` +
              'most visits land on it. Load the schema when it is needed (on the first interaction, or after ' +
              'the call it checks), or keep a plain value the page needs in a zod-free domain module.',
          );
        }
        const css = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        files[landing] = [...scripts, ...new Set(css)];
      }
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return this.error('landing-preloads: no index.html in the bundle');
      // JSON, not a script: the CSP allows no inline script (and needs none for this). `async`: boot runs
      // as soon as it arrives, before the main bundle, whatever their order.
      // index.html links the shell's CSS (Vite links only the entry's) and preloads the steps' chunks:
      // main.tsx would otherwise fetch each only when its turn comes.
      const stepCss = steps.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
      const mainCss = new Set(main.viteMetadata?.importedCss ?? []);
      const tags = [
        `<script type="application/json" id="landing-preloads">${JSON.stringify(files)}</script>`,
        `<script type="module" async crossorigin src="/${boot.fileName}"></script>`,
      ];
      // After the entry and its CSS, which Vite links: the entry is tiny and starts the steps.
      // The steps' chunks are fetched at once, with the entry (from index.html: fetched by boot.ts, they
      // started a round trip later, and the largest paint came ~0.4 s later in Lighthouse's simulation).
      const stepTags = [
        ...[...new Set(stepCss)]
          .filter((file) => !mainCss.has(file))
          .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...steps
          .filter((file) => !main.imports.includes(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ];
      html.source = inlineEntryCss(
        String(html.source)
          .replace(/(\s*)<script type="module"/, `$1${tags.join('$1')}$&`)
          .replace(/(\s*)<\/head>/, (end, space) => stepTags.map((tag) => `${space}  ${tag}`).join('') + end),
        (file) => {
          const css = bundle[file];
          return css?.type === 'asset' ? String(css.source) : undefined;
        },
      );
    },
  };
}

/**
 * The entry's stylesheet written into index.html instead of linked (decision 146): on a phone's connection
 * the linked file cost a round trip before anything could paint, and it is small (~4 kB compressed). The
 * file stays in the build for anything that links it.
 */
function inlineEntryCss(html: string, cssOf: (file: string) => string | undefined): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/index-[\w-]+\.css)">/,
    (link, file: string) => {
      const css = cssOf(file);
      return css === undefined || css.includes('</') ? link : `<style>${css}</style>`;
    },
  );
}

/** The landing screens' routes (decision 42): boot.ts preloads the files of the one a visit lands on. */
const LANDINGS: Record<Landing, string> = {
  signIn: '/features/auth/pages/sign-in-page.tsx',
  // The home's route composes the home feature with the finance and orders areas (app/routes/home.tsx).
  home: '/app/routes/home.tsx',
  // A page load on an album paints its photos without zod (decision 142).
  album: '/features/album/pages/album-page.tsx',
};

/**
 * Records each module's static imports, for `landingDeps`: the bundler asks the code-splitting groups'
 * tests once the whole module graph is known.
 */
const staticImports = new Map<string, readonly string[]>();
const links = new Map<string, Links>();
const moduleGraph = { links, staticImports };
const recordStaticImports: Plugin = {
  name: 'record-static-imports',
  apply: 'build',
  buildStart() {
    staticImports.clear();
    links.clear();
  },
  moduleParsed(info) {
    staticImports.set(info.id, info.importedIds);
  },
  // After the graph is read, before the chunks are made: what each of our modules takes from which
  // (decision 156), read from its code since the bundler's module info names modules, not bindings.
  async buildEnd() {
    for (const id of this.getModuleIds()) {
      const code = this.getModuleInfo(id)?.code;
      if (!OURS.test(id) || !code) continue;
      const link = await readLinks(code, id, async (source) => (await this.resolve(source, id))?.id);
      if (link) links.set(id, link);
    }
  },
};

/** The app's and the domain's modules: what `usedModules` follows binding by binding. */
const OURS = /\/(apps\/web|packages\/domain)\/src\/[^?]*\.tsx?$/;

/** The app's and the domain's files, stylesheets included: what the landing groups may take. */
const SOURCES = /\/(apps\/web|packages\/domain)\/src\//;

/**
 * The modules the signed-in landing screens (the home and the album) run beyond the shell and their own
 * route chunks, app and domain alike: one chunk (decisions 90, 156). Left to the bundler, the domain's
 * small modules each became a chunk of their own, shared by some screens and not others, and the home
 * loaded seven small files besides its route, each a request sharing a phone's link over HTTP/1.1.
 */
function landingDeps(suffixes: string[]): (id: string) => boolean {
  let deps: Set<string> | undefined;
  return (id) => {
    if (!deps) {
      const ids = [...staticImports.keys()];
      const routes = ids.filter((module) => suffixes.some((suffix) => module.endsWith(suffix)));
      const shell = usedModules(
        ids.filter((module) => module.endsWith(START) || module.endsWith('/src/main.tsx')),
        moduleGraph,
      );
      deps = new Set(
        [...usedModules(routes, moduleGraph)].filter(
          (module) => SOURCES.test(module) && !shell.has(module) && !routes.includes(module),
        ),
      );
    }
    return deps.has(id);
  };
}

export default defineConfig({
  plugins: [react(), recordStaticImports, landingPreloads(LANDINGS)],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      input: { index: 'index.html', boot: `.${BOOT}`, start: `.${START}` },
      // The domain barrel only declares schemas, texts and pure functions: let unused areas drop out of
      // the bundle (the package.json of packages/domain declares no `sideEffects`).
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/domain/') },
      // Everything the entry loads before the first paint is one chunk (decision 42): over HTTP/1.1 a
      // phone opens six connections per host, and the landing screen's files queued behind six shell
      // chunks. Without this, rolldown groups modules by the set of entries reaching them, so a lazy screen
      // that uses React without the router (the back-office's Mantine chunks, its editor) split the entry
      // into six files and grew /signin by 3 kB gzip. The boot entry stays apart: it shares nothing.
      output: {
        codeSplitting: {
          groups: [
            // The bundler's and Vite's small helpers, which every chunk uses: a chunk of their own, or the
            // entry would import them from one of the steps and evaluate it at once.
            { name: 'runtime', test: /(rolldown\/runtime|vite\/preload-helper)/, priority: 2 },
            ...LIBRARY_STEPS.map((step) => ({ ...step, priority: 1 })),
            // main.tsx stays its own small chunk: the entry, which only starts the steps.
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id: string) => /\/src\/(?!boot\/|main\.tsx|styles\/global\.css)/.test(id),
            },
            { name: 'signIn-deps', test: landingDeps([LANDINGS.signIn]), minShareCount: 2 },
            // The home and the album share most of what they need: one file for both (decision 156).
            { name: 'landing-deps', test: landingDeps([LANDINGS.home, LANDINGS.album]), minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: { proxy: api },
  preview: { proxy: api },
});
