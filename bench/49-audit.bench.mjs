// (g) Decision 126: the audit's growth per admin page view. The portal on PostgreSQL, signed in as the demo
// administrator, walks N back-office page loads through the API (each one the calls the web makes for that
// screen: a student's page, their finance, a graduation, the order board, acting as the student) and
// counts the audit rows written. Before decision 126 every audited call wrote a row, so the calls a page
// makes are the baseline; reads now write one row per administrator and subject per ten minutes, and the
// writes (acting as a student) one each as before. Goal: ≤ 0.5 rows per page view (1.8 before decision 126).
// BENCH_AUDIT_PAGES sets N (default 60).

export const meta = {
  id: 'audit',
  title: 'Audit rows written per admin page view (reads deduplicated, decision 126)',
  needs: ['postgres'],
  timeoutMs: 300_000,
};

const ADMIN = { email: 'admin@demo.com.br', password: 'admin12345' };

async function countRows(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n, count(*) filter (where kind = 'leitura')::int as reads from audit_log`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

export async function run(ctx) {
  const portal = await ctx.portal('pg');
  const { token } = await ctx.signIn(portal.url, ADMIN);
  const call = async (method, path, body, as = token) => {
    const res = await fetch(`${portal.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${as}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    // A refusal is audited too (a guest's finance answers 403): only a failure of the portal stops the run.
    if (!res.ok && res.status !== 403)
      throw new Error(`${method} ${path}: HTTP ${res.status} ${text.slice(0, 200)}`);
    return text ? JSON.parse(text) : null;
  };

  // Every student of the demo's graduations (up to 10): an office worker moves from one to the next, so
  // each page view tends to be a new subject, the case deduplication helps least.
  const graduations = (await call('GET', '/admin/formaturas?pageSize=5')).items;
  const graduation = graduations[0];
  if (!graduation) throw new Error('the demo has no graduation');
  const ids = [];
  for (const g of graduations) {
    const students = await call('GET', `/admin/formaturas/${g.id}/alunos?pageSize=10`);
    ids.push(...(students.items ?? students).map((s) => s.id ?? s.AlCodigo));
  }
  ids.splice(10);
  if (ids.length === 0) throw new Error('the demo graduations have no student');
  ctx.log(`  ${graduations.length} graduations, ${ids.length} students walked`);

  // Each screen as the web loads it: the calls its page and components make.
  const screens = [
    (id) => [
      ['GET', `/admin/alunos/${id}`],
      ['GET', `/admin/formaturas/${graduation.id}`],
      ['GET', '/admin/instituicoes'],
      ['GET', `/admin/auditoria/acoes?studentId=${id}`],
      ['GET', `/admin/alunos/${id}/arquivos`],
    ],
    (id) => [
      ['GET', `/admin/alunos/${id}`],
      ['GET', `/admin/alunos/${id}/financeiro`],
    ],
    () => [
      ['GET', `/admin/formaturas/${graduation.id}`],
      ['GET', `/admin/formaturas/${graduation.id}/alunos`],
      ['GET', '/admin/instituicoes'],
    ],
    () => [['GET', '/admin/pedidos']],
  ];

  const pages = Number(process.env.BENCH_AUDIT_PAGES ?? 60);
  const start = await countRows(portal.databaseUrl);
  let calls = 0;
  let views = 0;
  for (let i = 0; i < pages; i++) {
    const id = ids[i % ids.length];
    if (i % 10 === 9) {
      // Acting as the student: one write, then the student's home as the web loads it.
      const { token: acting } = await call('POST', '/admin/agir', { studentId: id });
      for (const path of ['/perfil/cadastro', '/perfil/bcast', '/perfil/financeiro']) {
        await call('GET', path, undefined, acting);
      }
      await call('DELETE', '/admin/agir', undefined, acting);
      calls += 5;
    } else {
      for (const [method, path] of screens[i % screens.length](id)) {
        await call(method, path);
        calls += 1;
      }
    }
    views += 1;
  }
  const end = await countRows(portal.databaseUrl);
  const rows = end.n - start.n;
  const reads = end.reads - start.reads;
  ctx.log(`  ${views} page views, ${calls} audited calls, ${rows} rows written (${reads} reads)`);
  const baselineLabel = 'one row per audited call (the trail before decision 126)';
  return [
    {
      metric: `audit rows per admin page view (${views} views)`,
      unit: 'rows',
      value: rows / views,
      baseline: calls / views,
      baselineLabel,
      goal: { value: { max: 0.5 } },
    },
    { metric: 'of which reads, per page view', unit: 'rows', value: reads / views },
  ];
}
