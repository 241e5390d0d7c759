import { describe, expect, it } from 'vitest';
import { screen } from '../../../test/dom';
import { makeCadastro, mockApi, renderApp, signInAs } from '../../../test/render';

describe('profile and policy', () => {
  it('spec B §2.12: the profile shows the registration name, e-mail and the policy with the terms', async () => {
    signInAs();
    mockApi({ 'GET /api/perfil/cadastro': { body: makeCadastro() } });
    await renderApp('/perfil');
    expect(await screen.findByText('Maria Souza')).toBeTruthy();
    expect(screen.getByText('maria@exemplo.com.br')).toBeTruthy();
    expect(screen.getByText('529.982.247-25')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Política de privacidade' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Termos de adesão' })).toBeTruthy();
  });

  it('spec B §2.13: /policy holds the LGPD rights and the contract terms of spec A §1', async () => {
    await renderApp('/policy');
    await screen.findByRole('heading', { name: 'Política de privacidade e termos de adesão', level: 1 });
    const text = document.querySelector('.policy')?.textContent ?? '';
    for (const fragment of [
      'Lei 13.709/2018',
      'portabilidade',
      'Encarregado pelo tratamento de dados (DPO)',
      'até 60 dias antes da cerimônia',
      'ao menos 50% do contrato',
      'em até 7 dias da assinatura',
      '60 dias úteis',
      'por 120 dias depois da cerimônia',
      'nenhum valor for pago em até 30 dias',
      'clipe de homenagem: até 90 dias',
      'Músicas: até 60 dias',
      'em até 4 parcelas',
      'até 3 minutos',
      'grupo mínimo de 30 formandos',
      'menos de 15 formandos compartilham um paraninfo',
      'R$ 200,00',
    ]) {
      expect(text).toContain(fragment);
    }
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeTruthy();
  });
});
