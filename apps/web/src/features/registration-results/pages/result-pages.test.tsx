import { registrationMessages } from '@portal/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';

describe('self-registration result pages', () => {
  it.each([
    ['/success', registrationMessages.success],
    ['/match', registrationMessages.match],
    ['/nohash', registrationMessages.nohash],
    ['/full', registrationMessages.full],
  ])('spec B §2.7: %s shows its heading', async (path, heading) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeTruthy();
  });

  it('spec B §2.7: /success links to creating the portal user', async () => {
    await renderApp('/success');
    expect(
      (await screen.findByRole('link', { name: 'Criar meu usuário do portal' })).getAttribute('href'),
    ).toBe('/signup');
  });
});
