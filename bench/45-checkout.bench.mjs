// (e) Decision 79: 50 students placing their order at once, each submitting it twice at the same
// moment (a double click), through POST /api/pedidos/preencher on PGlite (as `npm start`). Each order is a
// digital photo paid by the student's one digital credit. Goals: every request answers 200, each student
// ends with exactly one order and no credit left (each credit used once); the time for all of them is
// reported, with the time of one order alone (the same call, one student, before the burst) as baseline.
import { spawnSync } from 'node:child_process';
import { freePort } from './lib/context.mjs';

export const meta = {
  id: 'checkout',
  title: 'POST /api/pedidos/preencher: 50 students at once, each twice at the same moment',
  needs: [],
  timeoutMs: 600_000,
};

const STUDENTS = Number(process.env.BENCH_CHECKOUT_STUDENTS ?? 50);

const line = (photo, event) => ({
  idCart: `bench-${photo}`,
  id: photo,
  evento: event,
  caminho: '/x.jpg',
  nome: 'Digital',
  descricao: '',
  valor: 15,
  qt: 1,
  tipo: 'foto',
  tamanho: 0,
  complementar: 0,
  slug: 'digital',
  detalhes: { descricao: '', nome: 'Digital', slug: 'digital', tamanho: 0, valor: 15, complementares: [] },
});

export async function run(ctx) {
  const dataDir = await ctx.tempDir('checkout');
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/checkout-fixture.ts'], {
    cwd: ctx.repoRoot,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, STUDENTS: String(STUDENTS + 1), NODE_ENV: 'development' },
  });
  if (r.status !== 0) throw new Error(`checkout fixture failed:\n${r.stderr}`);
  const fixture = JSON.parse(r.stdout.trim().split('\n').pop());
  const port = await freePort();
  const portal = await ctx.service({
    name: 'portal-checkout',
    args: ['--import', 'tsx', 'apps/api/src/main.ts'],
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      DATABASE_URL: undefined,
      NODE_ENV: undefined,
      SEED_DEMO: 'true',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
      USER_RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
    port,
    healthPath: '/api/health',
    timeoutMs: 180_000,
  });
  const tokens = [];
  for (const email of fixture.emails) {
    tokens.push((await ctx.signIn(portal.url, { email, password: 'checkout123' })).token);
  }
  const body = JSON.stringify({
    order: {
      cart: [line(fixture.photo, fixture.event)],
      checkout: { frete: [], bruto: 15, descontos: { total: 15 }, liquido: 0 },
    },
    pedido: {
      pedFrete: 0,
      pedModalidadeFrete: null,
      pedQuantidade: 1,
      pedImpressa: 0,
      pedSoDigital: 1,
      pedDesconto: 15,
      pedTotal: 15,
    },
  });
  const place = async (token) => {
    const res = await fetch(`${portal.url}/api/pedidos/preencher`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    const answer = await res.json();
    if (res.status !== 200) throw new Error(`preencher: HTTP ${res.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  const orders = async (token) =>
    (
      await fetch(`${portal.url}/api/pedidos/consultar`, { headers: { authorization: `Bearer ${token}` } })
    ).json();

  // One order alone (the last student), then the burst of the others, twice each.
  const [alone, ...crowd] = [tokens.at(-1), ...tokens.slice(0, -1)];
  const t0 = process.hrtime.bigint();
  await place(alone);
  const single = Number(process.hrtime.bigint() - t0) / 1e6;
  const t1 = process.hrtime.bigint();
  const answers = await Promise.all(crowd.flatMap((token) => [place(token), place(token)]));
  const burst = Number(process.hrtime.bigint() - t1) / 1e6;
  let doubled = 0;
  for (let i = 0; i < crowd.length; i++) {
    if (answers[2 * i].pedId !== answers[2 * i + 1].pedId) doubled++;
    const list = await orders(crowd[i]);
    if (list.length !== 1 || list[0].valor !== 'Crédito') doubled++;
  }
  // Credits left show in the measures call: the digital measure's credits.
  let creditsLeft = 0;
  for (const token of crowd) {
    const measures = await (
      await fetch(`${portal.url}/api/perfil/valores-fotos`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    creditsLeft += measures.find((m) => m.slug === 'digital')?.creditos ?? 0;
  }
  ctx.log(`  one order ${single.toFixed(0)} ms; ${crowd.length} × 2 at once ${burst.toFixed(0)} ms`);
  await portal.stop();
  return [
    {
      metric: `${crowd.length} students × 2 simultaneous submits: students without exactly one order`,
      unit: '',
      value: doubled,
      goal: { value: { max: 0 } },
    },
    {
      metric: `${crowd.length} students × 2 simultaneous submits: digital credits left (each had 1)`,
      unit: '',
      value: creditsLeft,
      goal: { value: { max: 0 } },
    },
    {
      metric: `${crowd.length * 2} simultaneous submits, all answered`,
      unit: 'ms',
      digits: 0,
      value: burst,
      baseline: single,
      baselineLabel: 'one order alone, same call',
    },
  ];
}
