import './styles/global.css';

// The app starts in steps, each a task of its own (decision 90): evaluated at once, the shell (React DOM,
// the router, the query client, the app) was one task of 300–400 ms on a phone, all counted as blocking
// time. Every step's chunk is already downloading: index.html preloads them all (vite.config.ts).

/** Resolves in a new task, after the browser may paint or handle input; a message, not a clamped timer. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start(container: HTMLElement): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('./app/steps/router');
  await nextTask();
  await import('./app/steps/query');
  await nextTask();
  const { startApp } = await import('./app/start');
  await nextTask();
  await startApp(container, nextTask);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
start(root).catch((error: unknown) => {
  // A chunk that failed to load (a lost connection, a deploy in between): say so instead of a blank page.
  console.error(error);
  root.textContent = 'Não foi possível carregar o portal. Verifique sua conexão e recarregue a página.';
});
