// Grows a portal's PostgreSQL database to a large producer's size (decision 127, the scale bench): 50
// graduations, 10,000 students, 114k parcels, 23k payment notifications, 100k photos, 20k orders, 30k uploads
// and 2M audit rows, with set-based INSERT … SELECT generate_series (minutes, not hours). Reusable by a producer
// to rehearse on a copy of their database:
//
//   node --import tsx bench/lib/grow.ts postgres://user@host/db [--into GRADUATION_ID] [--scale 0.1]
//     [--audit-rows N]
//
// --into makes that existing graduation one of the 50 (the bench grows the demo class so its calls are
// measured at both sizes); --scale multiplies every count (0.1 for a quick rehearsal). Rows are named
// 'Escala …' and use the bench.com.br e-mail domain; nothing existing is changed. Prints what it added as JSON.
import pg from 'pg';

export type GrowSizes = {
  graduations: number;
  students: number;
  contractParcels: number;
  orders: number;
  orderParcels: number;
  notifications: number;
  eventsPerGraduation: number;
  photos: number;
  uploads: number;
  auditRows: number;
};

/** The large producer (spec: 'a large producer on two nodes'). */
export const LARGE_PRODUCER: GrowSizes = {
  graduations: 50,
  students: 10_000,
  contractParcels: 100_000,
  orders: 20_000,
  orderParcels: 14_000,
  notifications: 23_000,
  eventsPerGraduation: 10,
  photos: 100_000,
  uploads: 30_000,
  auditRows: 2_000_000,
};

export function scaled(sizes: GrowSizes, factor: number): GrowSizes {
  const out = { ...sizes };
  for (const key of Object.keys(out) as (keyof GrowSizes)[]) {
    if (key === 'graduations' || key === 'eventsPerGraduation') continue;
    out[key] = Math.max(1, Math.round(sizes[key] * factor));
  }
  return out;
}

type Step = { step: string; rows: number; ms: number };

/**
 * Adds the rows in one transaction. `into`: an existing graduation made one of the `graduations` (it gets its
 * share of students, parcels, orders…). Returns the rows and time of each step.
 */
export async function grow(
  databaseUrl: string,
  sizes: GrowSizes = LARGE_PRODUCER,
  into?: number,
): Promise<{ steps: Step[]; graduationIds: number[]; seconds: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  const steps: Step[] = [];
  const tag = Date.now().toString(36);
  const run = async (step: string, text: string, values: unknown[] = []) => {
    const t0 = Date.now();
    const r = await client.query(text, values);
    steps.push({ step, rows: r.rowCount ?? 0, ms: Date.now() - t0 });
    return r;
  };
  try {
    await client.query('begin');
    await client.query(`create temp table grow_g (id int) on commit drop;
      create temp table grow_c (graduation_id int, id int) on commit drop;
      create temp table grow_s (id int, graduation_id int, n int) on commit drop;
      create temp table grow_k (id int, student_id int, n int) on commit drop;
      create temp table grow_e (id int, n int) on commit drop`);
    const admin = await client.query(`select id from users where role = 'admin' order by id limit 1`);
    const adminId: number | undefined = admin.rows[0]?.id;
    if (adminId === undefined) throw new Error('grow: the database has no administrator (seed it first)');
    const newGraduations = sizes.graduations - (into === undefined ? 0 : 1);
    await run(
      'graduations',
      `with ins as (
         insert into graduations (institution_id, name, registration_key)
         select (select min(id) from institutions), 'Escala ' || g || ' 2027', 'escala-' || $2 || '-' || g
         from generate_series(1, $1::int) g returning id
       )
       insert into grow_g select id from ins union all select id from graduations where id = $3::int`,
      [newGraduations, tag, into ?? null],
    );
    await client.query(
      `create temp table grow_gn on commit drop as
       select id, (row_number() over (order by id))::int - 1 as n from grow_g`,
    );
    await run(
      'courses',
      `with ins as (
         insert into courses (graduation_id, name) select id, 'Escala ' || n from grow_gn
         where not exists (select 1 from courses c where c.graduation_id = grow_gn.id) returning id, graduation_id
       )
       insert into grow_c select graduation_id, min(id) as id from (
         select id, graduation_id from ins union all
         select c.id, c.graduation_id from courses c join grow_gn on grow_gn.id = c.graduation_id
       ) x group by graduation_id`,
    );
    // Students round-robin over the graduations; one in five a Silva, as in a Brazilian class.
    await run(
      'students',
      `with ins as (
         insert into students (graduation_id, course_id, first_name, surname, email, cpf, phone)
         select gn.id, c.id,
           (array['Ana','Bruno','Carla','Davi','Érico','Fábio','Gabi','Hugo','Íris','João'])[1 + s % 10],
           (array['Silva','Souza','Oliveira','Santos','Pereira'])[1 + (s / 10) % 5] || ' Escala ' || s,
           'escala-' || $2 || '-' || s || '@bench.com.br',
           lpad((70000000000 + $3::bigint * 100000 + s)::text, 11, '0'), '51999990000'
         from generate_series(0, $1::int - 1) s
         join grow_gn gn on gn.n = s % (select count(*) from grow_gn)
         join grow_c c on c.graduation_id = gn.id
         returning id, graduation_id
       )
       insert into grow_s select id, graduation_id, (row_number() over (order by id))::int - 1 from ins`,
      [sizes.students, tag, Math.floor(Math.random() * 90_000)],
    );
    await run(
      'contracts',
      `with ins as (insert into contracts (student_id, total_term_cents)
         select id, 600000 from grow_s returning id, student_id)
       insert into grow_k select ins.id, ins.student_id, s.n from ins join grow_s s on s.id = ins.student_id`,
    );
    // Monthly contract parcels charged at a provider (transaction set): the older half paid.
    const perStudent = Math.max(1, Math.round(sizes.contractParcels / sizes.students));
    await run(
      'contract parcels',
      `insert into parcels (contract_id, amount_cents, kind, method, due_on, transaction, origin, paid_on,
         paid_cents, provider, provider_ref)
       select k.id, 60000, 'Contrato', 1 + (i % 2), current_date + ((i - $1::int / 2) * 30),
         'tx-' || k.id || '-' || i, 'Portal',
         case when i < $1::int / 2 then current_date + ((i - $1::int / 2) * 30) end,
         case when i < $1::int / 2 then 60000 end, 'sandbox', 'escala-' || $2 || '-' || k.id || '-' || i
       from grow_k k cross join generate_series(0, $1::int - 1) i`,
      [perStudent, tag],
    );
    // Orders over the last year; the stage spread of a producer's board (a fifth unpaid).
    await run(
      'orders',
      `insert into orders (student_id, graduation_id, placed_on, placed_at, total_cents, quantity, printed_units,
         delivery_mode, delivery_slug, digital_only, paid_on, processing_on, ready_on, delivered_on)
       select s.id, s.graduation_id, d, d::timestamptz + interval '12 hours', 12000, 3, 0, null, null, true,
         case when o % 5 > 0 then d + 1 end, case when o % 5 > 1 then d + 2 end,
         case when o % 5 > 2 then d + 3 end, case when o % 5 > 3 then d + 4 end
       from generate_series(0, $1::int - 1) o
       join grow_s s on s.n = o % (select count(*) from grow_s)
       cross join lateral (select current_date - (o % 365) as d) x`,
      [sizes.orders],
    );
    await run(
      'order parcels',
      `insert into parcels (contract_id, amount_cents, kind, method, due_on, order_id, transaction, paid_on,
         paid_cents)
       select k.id, o.total_cents, 'Pedido', 2, o.placed_on + 3, o.id, 'tx-order-' || o.id, o.paid_on,
         case when o.paid_on is not null then o.total_cents end
       from orders o join grow_k k on k.student_id = o.student_id
       where o.student_id in (select id from grow_s)
       order by o.id limit $1::int`,
      [sizes.orderParcels],
    );
    // Provider notifications: most applied to a paid parcel, some amount mismatches, some without a parcel.
    await run(
      'payment notifications',
      `insert into payment_events (provider, event_id, charge_ref, status, amount_cents, paid_on, received_at,
         parcel_id, outcome, processed_at)
       select 'sandbox', 'escala-' || $2 || '-' || x.rn, coalesce(x.provider_ref, 'escala-ref-' || x.rn),
         'approved', case when x.rn % 50 = 0 then x.amount_cents - 100 else x.amount_cents end, x.paid_on,
         x.paid_on + time '10:00' + (x.rn % 1000) * interval '1 second',
         case when x.rn % 97 = 0 then null else x.id end,
         case when x.rn % 97 = 0 then 'unknown_parcel' when x.rn % 50 = 0 then 'amount_mismatch'
           else 'applied' end,
         x.paid_on + time '10:01'
       from (
         select p.id, p.provider_ref, p.amount_cents, p.paid_on, row_number() over (order by p.id) as rn
         from parcels p join grow_k k on k.id = p.contract_id where p.paid_on is not null
       ) x where x.rn <= $1::int`,
      [sizes.notifications, tag],
    );
    await run(
      'events',
      `with ins as (insert into events (graduation_id, name, held_on, media_type)
         select gn.id, 'Escala evento ' || e, current_date - e * 7, 0
         from grow_gn gn cross join generate_series(1, $1::int) e returning id)
       insert into grow_e select id, (row_number() over (order by id))::int - 1 from ins`,
      [sizes.eventsPerGraduation],
    );
    await run(
      'photos',
      `insert into photos (event_id, position, original_name, content_hash, size, original_key, preview_key,
         thumb_key, width, height, thumb_width, thumb_height, state, processed_at)
       select e.id, p / (select count(*) from grow_e), 'IMG_' || lpad(p::text, 6, '0') || '.jpg', md5($2 || p),
         2400000, 'escala/o/' || p, 'escala/p/' || p, 'escala/t/' || p, 3000, 2000, 300, 200, 'ready', now()
       from generate_series(0, $1::int - 1) p
       join grow_e e on e.n = p % (select count(*) from grow_e)`,
      [sizes.photos, tag],
    );
    await run(
      'uploads',
      `insert into uploads (id, student_id, type, name, storage_key, size, mimetype)
       select 'escala-' || $2 || '-' || u, s.id,
         (array['formatura','individual','complementar','certificado'])[1 + u % 4], 'foto-' || u || '.jpg',
         'escala/u/' || $2 || '/' || u, 800000, 'image/jpeg'
       from generate_series(0, $1::int - 1) u
       join grow_s s on s.n = u % (select count(*) from grow_s)`,
      [sizes.uploads, tag],
    );
    // A year of the audit trail: reads and writes by the administrator about these students.
    await run(
      'audit rows',
      `insert into audit_log (at, user_id, student_id, graduation_id, action, kind, detail)
       select now() - (a % 525600) * interval '1 minute', $2::int, s.id, s.graduation_id,
         (array['alunos.buscar','aluno.ver','pedidos.admin.ver','pagamento.manual'])[1 + a % 4],
         case when a % 4 = 3 then 'escrita' else 'leitura' end, null
       from generate_series(0, $1::int - 1) a
       join grow_s s on s.n = a % (select count(*) from grow_s)`,
      [sizes.auditRows, adminId],
    );
    const ids = (await client.query('select id from grow_g order by id')).rows.map((r) => Number(r.id));
    await client.query('commit');
    // As autovacuum leaves a producer's tables after a while: statistics, and the visibility map that lets an
    // index-only read skip the table (decision 145's covering indexes). Measured right after a bulk load
    // without it, those reads visit the heap as no running database would for long.
    const t0 = Date.now();
    await client.query('vacuum analyze');
    steps.push({ step: 'vacuum analyze', rows: 0, ms: Date.now() - t0 });
    return { steps, graduationIds: ids, seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

const isMain = process.argv[1]?.endsWith('grow.ts');
if (isMain) {
  const args = process.argv.slice(2);
  const url = args.find((a) => a.startsWith('postgres')) ?? process.env.DATABASE_URL;
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  if (!url) {
    console.error(
      'usage: node --import tsx bench/lib/grow.ts DATABASE_URL [--into GRADUATION_ID] [--scale F]',
    );
    process.exit(2);
  }
  const into = flag('--into') ? Number(flag('--into')) : undefined;
  const factor = flag('--scale') ? Number(flag('--scale')) : 1;
  const sizes = scaled(LARGE_PRODUCER, factor);
  if (flag('--audit-rows') !== undefined) sizes.auditRows = Number(flag('--audit-rows'));
  grow(url, sizes, into).then(
    (r) => console.log(JSON.stringify(r)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
