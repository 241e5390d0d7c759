import { addressMessages } from '@portal/domain';
import type { Page } from 'playwright-core';
import { BROKEN_CEP, FAKE_CEPS, UNKNOWN_CEP } from './fake-cep';
import { describe, expect, newPerson, test } from './fixtures';
import { newLinkedStudent } from './new-student';
import { addressForm, signIn, visibleText, waitForPath } from './pages';

const PASSWORD = 'senha-do-perfil-123';

/** Opens /perfil from the header, as a student would, and waits for the address form. */
async function openProfile(page: Page): Promise<ReturnType<typeof addressForm>> {
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Perfil' }).click();
  await waitForPath(page, '/perfil');
  const form = addressForm(page);
  await form.submit.waitFor();
  return form;
}

type Address = Record<'cep' | 'street' | 'number' | 'complement' | 'district' | 'city' | 'uf', string>;

/** Waits until the form shows exactly `want` (the fields fill after the registration or a lookup loads). */
async function expectAddress(form: ReturnType<typeof addressForm>, want: Partial<Address>): Promise<void> {
  const read = async () => {
    const shown: Partial<Address> = {};
    for (const key of Object.keys(want) as (keyof Address)[]) shown[key] = await form[key].inputValue();
    return shown;
  };
  await expect.poll(read, { timeout: 10_000 }).toEqual(want);
}

const gateBanner = (page: Page) => page.getByText(addressMessages.gateBanner, { exact: true });
/** The CEP field's status line under it (role status): lookup progress, not found, unavailable. */
const cepStatus = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

describe('profile address form (spec B §2.12, §5.4; spec A §5)', () => {
  test('spec B §5.4: the gate banner; the CEP lookup fills the address; complement max 14; saved title-cased, the banner gone', async ({
    page,
    browser,
    baseURL,
    dataDir,
  }) => {
    const person = newPerson('Helena', 'Moreira da Costa');
    await newLinkedStudent(page, person, PASSWORD, dataDir);
    const form = await openProfile(page);

    // §5.4: an address never reviewed blocks payment: the banner leads the page.
    await gateBanner(page).waitFor();

    // §5.4: leaving the CEP field looks the CEP up and fills street, neighbourhood, city and state.
    const poa = FAKE_CEPS.portoAlegre;
    await form.cep.fill(poa.cep.replace('-', ''));
    await form.cep.press('Tab');
    await expectAddress(form, {
      cep: poa.cep,
      street: poa.logradouro,
      district: poa.bairro,
      city: poa.localidade,
      uf: poa.uf,
    });

    // §5.4: complemento max 14 characters; the save is refused with the message.
    await form.complement.fill('apartamento 12b'); // 15 characters
    await form.submit.click();
    await visibleText(page, addressMessages.complementMax).waitFor();
    await visibleText(page, addressMessages.numberRequired).waitFor();
    await gateBanner(page).waitFor();

    // Fixed, and the number filled: saved, in lower case on purpose to see the title case.
    await form.complement.fill('  apto 302 do b '); // 14 once trimmed
    await form.number.fill('1234');
    await form.submit.click();
    await visibleText(page, addressMessages.saved).waitFor();
    await gateBanner(page).waitFor({ state: 'detached' });

    // §5.4 on submit: trimmed, title-cased except the small words, UF upper-cased.
    const saved = {
      cep: poa.cep,
      street: poa.logradouro,
      number: '1234',
      complement: 'Apto 302 do B',
      district: poa.bairro,
      city: poa.localidade,
      uf: poa.uf,
    };
    await page.reload();
    await waitForPath(page, '/perfil');
    await form.submit.waitFor();
    await expectAddress(form, saved);
    expect(await gateBanner(page).count()).toBe(0);

    // The server kept it: a new session (no stored registration) shows the same address, reviewed.
    const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    context.setDefaultTimeout(15_000);
    try {
      const fresh = await context.newPage();
      await fresh.goto('/perfil');
      await waitForPath(fresh, /^\/signin/);
      await signIn(fresh, person.email, PASSWORD);
      await waitForPath(fresh, '/perfil');
      const again = addressForm(fresh);
      await again.submit.waitFor();
      await expectAddress(again, saved);
      await visibleText(fresh, /Revisado em \d{2}\/\d{2}\/\d{4}\./).waitFor();
      expect(await gateBanner(fresh).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('spec B §5.4, decision 15: an unknown CEP and an unavailable lookup say so; the address typed by hand saves', async ({
    page,
    dataDir,
  }) => {
    const person = newPerson('Beatriz', 'Nogueira Prado');
    await newLinkedStudent(page, person, PASSWORD, dataDir);
    const form = await openProfile(page);
    await gateBanner(page).waitFor();

    // The provider knows nothing of this CEP ({"erro": true}): not found, the fields stay empty.
    await form.cep.fill(UNKNOWN_CEP);
    await form.cep.press('Tab');
    await cepStatus(page, addressMessages.cepNotFound).waitFor();

    // The provider fails (HTTP 500): the lookup is unavailable, the student types the address.
    await form.cep.fill(BROKEN_CEP);
    await form.cep.press('Tab');
    await cepStatus(page, addressMessages.cepUnavailable).waitFor();
    await expectAddress(form, { cep: '50000-000', street: '', district: '', city: '', uf: '' });

    await form.street.fill('avenida conde da boa vista');
    await form.number.fill('800');
    await form.district.fill('boa vista');
    await form.city.fill('recife');
    await form.uf.selectOption('PE');
    await form.submit.click();
    await visibleText(page, addressMessages.saved).waitFor();
    await gateBanner(page).waitFor({ state: 'detached' });

    await page.reload();
    await waitForPath(page, '/perfil');
    await form.submit.waitFor();
    await expectAddress(form, {
      cep: '50000-000',
      street: 'Avenida Conde da Boa Vista',
      number: '800',
      complement: '',
      district: 'Boa Vista',
      city: 'Recife',
      uf: 'PE',
    });
    expect(await gateBanner(page).count()).toBe(0);
  });
});
