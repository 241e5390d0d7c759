// (e) A class of 10,000 costs what a class of 10 costs (decision 48). Each home call and the administrator's
// student searches are measured on PostgreSQL at demo size, then again after the demo graduation has grown to
// 5,000 more students, 2,000 class notices and 500 events; the goal is ≥ 70 % of the demo-size throughput,
// both measured in this run. autocannon with BENCH_CONNECTIONS (50) for BENCH_SCALE_DURATION seconds (5) per
// call, after a 2 s warm-up; load generator and portal share the machine's cores (loopback only).
export const meta = {
  id: 'scale',
  title: 'Home calls and student search at 5,000 students / 2,000 notices / 500 events vs demo size',
  needs: ['postgres'],
  timeoutMs: 600_000,
};

const DURATION = Number(process.env.BENCH_SCALE_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ADMIN = { email: 'admin@demo.com.br', password: 'admin12345' };

async function rps(url, headers, duration) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration, timeout: 10 });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** The demo graduation grown to a whole university's class, straight in the database. */
async function grow(databaseUrl, graduationId) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select id from courses where graduation_id = $1 order by id limit 1',
      [graduationId],
    );
    const courseId = rows[0].id;
    await client.query(
      `insert into students (graduation_id, course_id, first_name, surname, email, cpf, phone)
       select $1, $2, (array['Ana','Bruno','Carla','Davi','Eva','Fábio','Gabi','Hugo'])[1 + g % 8],
              'Escala ' || g, 'escala' || g || '@bench.com.br', lpad((60000000000 + g)::text, 11, '0'), '51999990000'
       from generate_series(1, 5000) g`,
      [graduationId, courseId],
    );
    await client.query(
      `insert into notices (graduation_id, html, html_clean, published_at, created_at, updated_at)
       select $1, '<p>Aviso da turma número ' || g || ': <b>ensaio</b> no salão.</p>', true,
              now() - (g || ' minutes')::interval, now(), now()
       from generate_series(1, 2000) g`,
      [graduationId],
    );
    await client.query(
      `insert into events (graduation_id, name, held_on, media_type)
       select $1, 'Evento ' || g, current_date - g, g % 3 from generate_series(1, 500) g`,
      [graduationId],
    );
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

export async function run(ctx) {
  const portal = await ctx.portal('pg');
  const student = await ctx.signIn(portal.url);
  const admin = await ctx.signIn(portal.url, ADMIN);
  const cadastro = await (
    await fetch(`${portal.url}/api/perfil/cadastro`, {
      headers: { authorization: `Bearer ${student.token}` },
    })
  ).json();
  const graduationId = cadastro.AlFormatura;
  const asStudent = { authorization: `Bearer ${student.token}` };
  const asAdmin = { authorization: `Bearer ${admin.token}` };
  const calls = [
    { name: 'GET /api/perfil/bcast', path: '/api/perfil/bcast', headers: asStudent },
    { name: 'GET /api/perfil/fotos', path: '/api/perfil/fotos', headers: asStudent },
    { name: 'GET /api/perfil/cadastro', path: '/api/perfil/cadastro', headers: asStudent },
    { name: 'GET /api/admin/alunos?q=ana (search)', path: '/api/admin/alunos?q=ana', headers: asAdmin },
    {
      name: 'GET /api/admin/formaturas/:id/alunos (class list, first page)',
      path: `/api/admin/formaturas/${graduationId}/alunos`,
      headers: asAdmin,
    },
    {
      name: 'GET /api/admin/formaturas/:id/alunos?q=escala4999 (class search)',
      path: `/api/admin/formaturas/${graduationId}/alunos?q=escala4999`,
      headers: asAdmin,
    },
  ];
  const measure = async (label) => {
    const out = {};
    for (const call of calls) {
      await rps(portal.url + call.path, call.headers, 2);
      out[call.name] = await rps(portal.url + call.path, call.headers, DURATION);
      ctx.log(
        `  ${label} ${call.name}: ${out[call.name].rps.toFixed(0)} req/s, p99 ${out[call.name].p99} ms`,
      );
    }
    return out;
  };

  const small = await measure('demo size');
  ctx.log('  growing the demo graduation: +5,000 students, +2,000 notices, +500 events…');
  await grow(portal.databaseUrl, graduationId);
  const large = await measure('grown');

  return calls.map((call) => ({
    metric: `${call.name} at scale`,
    unit: 'req/s',
    value: Math.round(large[call.name].rps),
    baseline: Math.round(small[call.name].rps),
    baselineLabel: 'the same call at demo size',
    goal: { ratio: { min: 0.7 } },
  }));
}
