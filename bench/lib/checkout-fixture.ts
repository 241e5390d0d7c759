// Prepares a portal's data for the concurrent checkout benchmark (decision 79): the demo and its catalogue
// (seeded as `npm start` does), then STUDENTS students of the demo class, each with one digital credit, a
// contract with nothing to pay and a portal user (password 'checkout123'). PGlite under DATA_DIR. Prints { emails, photo, event } as JSON.
import { todayInSaoPaulo } from '@portal/domain';
import { seedDemo } from '../../apps/api/src/cli/seed/demo';
import { seedShop } from '../../apps/api/src/cli/seed/shop';
import { openDatabase } from '../../apps/api/src/db/client';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { localStorage } from '../../apps/api/src/lib/storage';
import { installQueues } from '../../apps/api/src/queues';

const STUDENTS = Number(process.env.STUDENTS ?? 50);
const dataDir = process.env.DATA_DIR!;
const database = await openDatabase({ kind: 'pglite', dataDir: `${dataDir}/pglite` });
await database.migrate();
await installQueues(database);
const storage = localStorage(`${dataDir}/files`);
await seedDemo(database.db, storage, todayInSaoPaulo(new Date()));
await seedShop(database.db, storage);
const { rows: demo } = await database.query(
  `select s.graduation_id, s.course_id from students s where s.email = 'formando@demo.com.br'`,
);
const { graduation_id: graduationId, course_id: courseId } = demo[0] as {
  graduation_id: number;
  course_id: number;
};
const { rows: photo } = await database.query(
  `select p.id, p.event_id from photos p join events e on e.id = p.event_id
   where e.graduation_id = $1 and p.state = 'ready' order by p.id limit 1`,
  [graduationId],
);
const hash = await hashPassword('checkout123');
const emails: string[] = [];
for (let i = 1; i <= STUDENTS; i++) {
  const email = `carga${i}@bench.test`;
  const { rows } = await database.query(
    `insert into students (graduation_id, course_id, first_name, surname, email, cpf, phone, digital_credits,
       cep, city, uf, address_reviewed_at)
     values ($1, $2, 'Carga', $3, $4, $5, '51999990000', 1, '90010000', 'Porto Alegre', 'RS', current_date)
     returning id`,
    [graduationId, courseId, `Bench ${i}`, email, String(90_000_000_000 + i)],
  );
  // A signed contract with nothing left to pay: the event photos open only to students under contract
  // (spec A §5's media gate), and the order here is paid by the digital credit.
  await database.query(
    `insert into contracts (student_id, total_term_cents, signed_on) values ($1, 0, current_date)`,
    [(rows[0] as { id: number }).id],
  );
  await database.query(
    `insert into users (name, email, password_hash, email_confirmed_at, student_id) values ($1, $2, $3, now(), $4)`,
    [`Carga ${i}`, email, hash, (rows[0] as { id: number }).id],
  );
  emails.push(email);
}
await database.close();
const p = photo[0] as { id: number; event_id: number };
process.stdout.write(`${JSON.stringify({ emails, photo: p.id, event: p.event_id })}\n`);
