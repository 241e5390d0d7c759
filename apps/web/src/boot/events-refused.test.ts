import type { Cadastro } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { eventsRefusalOf, homePermissions } from '../features/home/lib/access';
import { makeCadastro, studentUser } from '../test/render';
import { eventsRefusedByStored } from './events-refused';

const registrations: [string, Cadastro][] = [
  ['a student', makeCadastro()],
  ['a restricted student', makeCadastro({ AlRestrito: true })],
  ['a guest', makeCadastro({ AlConvidado: true })],
  ['a restricted guest', makeCadastro({ AlConvidado: true, AlRestrito: true })],
];
const noMinimum = makeCadastro({ AlConvidado: true });
noMinimum.AlFormDados.FormMinimoPago = 0;
registrations.push(['a guest of a graduation with no minimum share', noMinimum]);
registrations.push(['a student without a contract', makeCadastro({ AlConta: null })]);
registrations.push(['a guest the producer gave a contract', makeCadastro({ AlConvidado: true, AlConta: 9 })]);
const noContractNoMinimum = makeCadastro({ AlConta: null });
noContractNoMinimum.AlFormDados.FormMinimoPago = 0;
registrations.push(['a student without a contract in a graduation with no minimum', noContractNoMinimum]);

describe('decisions 133, 142: boot.ts asks GET /perfil/fotos only when the registration does not refuse it', () => {
  it.each(registrations)('decision 142: %s: boot and the home agree', (_, cadastro) => {
    const home = !homePermissions(studentUser, cadastro).eventMedia || eventsRefusalOf(cadastro) !== null;
    expect(eventsRefusedByStored(JSON.stringify(cadastro))).toBe(home);
  });

  it('decision 133: without a stored registration, or with a damaged one, boot still asks', () => {
    expect(eventsRefusedByStored(null)).toBe(false);
    expect(eventsRefusedByStored('{oops')).toBe(false);
  });

  it('decision 133: a restricted student and a guest below the minimum are not asked', () => {
    expect(eventsRefusedByStored(JSON.stringify(makeCadastro({ AlRestrito: true })))).toBe(true);
    expect(eventsRefusedByStored(JSON.stringify(makeCadastro({ AlConvidado: true })))).toBe(true);
  });

  it('decision 142: a student without a contract is not asked; one with a contract is', () => {
    expect(eventsRefusedByStored(JSON.stringify(makeCadastro({ AlConta: null })))).toBe(true);
    expect(eventsRefusedByStored(JSON.stringify(makeCadastro({ AlConta: 55 })))).toBe(false);
  });
});
