import { todayInSaoPaulo } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { DEMO_LOGINS, seedDemo } from './demo';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.storage, todayInSaoPaulo(new Date()));
}, 120_000);
afterAll(() => t.close());

type Parcel = { parctitulo: string | null; parctransacao?: string | null; situacao: { status: string } };

describe('the demo seed holds states a student could reach', () => {
  it("decision 133: no parcel reads 'Aguardando confirmação' unless its PIX was made (it carries the code)", async () => {
    let seen = 0;
    for (const login of DEMO_LOGINS.filter(
      (l) => l.role.startsWith('formando') || l.role.startsWith('comiss'),
    )) {
      const token = await signIn(t.app, login.email, login.password);
      const res = await apiCall(t.app, 'GET', '/perfil/financeiro', token);
      if (res.statusCode !== 200) continue;
      const parcels: Parcel[] = res.json().flatMap((block: { AlParcelas: Parcel[] }) => block.AlParcelas);
      seen += parcels.length;
      for (const parcel of parcels) {
        if (parcel.situacao.status === 'pixAwaiting')
          expect(parcel.parctransacao, parcel.parctitulo ?? '').toBeTruthy();
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
