import { formatDateBR, type HashResponse, type IsoDate, registrationMessages as m } from '@portal/domain';
import { DEMO_REGISTRATION_KEY, describe, expect, newPerson, test } from './fixtures';
import { heading, signUpPage, submitSelfRegistration, visibleText, waitForPath } from './pages';

const signPath = `/sign/${DEMO_REGISTRATION_KEY}`;

/** What GET /api/hash answers for the demo link: the page must show these facts (spec B §2.6, §7). */
async function demoLookup(baseURL: string) {
  const res = await fetch(`${baseURL}/api/hash/${DEMO_REGISTRATION_KEY}`);
  expect(res.ok).toBe(true);
  const lookup = (await res.json()) as HashResponse;
  if (lookup.erro) throw new Error(`the demo link ${DEMO_REGISTRATION_KEY} is unknown to the portal`);
  return lookup;
}

describe('self-registration and its result pages (spec B §2.6, §2.7, §4.6, §5.2)', () => {
  test('spec B §2.6, §4.6, §2.7: the link shows the graduation; a new person → /success; the same CPF again → /match', async ({
    page,
    baseURL,
  }) => {
    const lookup = await demoLookup(baseURL);
    expect(lookup.fdata).toBeTruthy();
    expect(lookup.fhora).toBeTruthy();

    // §2.6: titled 'Autocadastro', with the institution, the date (dd/MM/yyyy) and the time.
    await page.goto(signPath);
    await heading(page, m.title).waitFor();
    for (const inst of lookup.instituicoes) await visibleText(page, inst.InstNome).waitFor();
    await visibleText(page, formatDateBR(lookup.fdata!.slice(0, 10) as IsoDate)).waitFor();
    await visibleText(page, lookup.fhora!).waitFor();
    // §2.6: 'Já fez o autocadastro antes?' leads to /signin.
    expect(await page.getByRole('link', { name: m.alreadyRegisteredLink }).getAttribute('href')).toBe(
      '/signin',
    );

    // §4.6: a response status 'created' leads to /success, with a link to create the portal user.
    const person = newPerson('Tiago', 'Ferreira Lopes');
    await submitSelfRegistration(page, person);
    await waitForPath(page, '/success');
    await heading(page, m.success).waitFor();
    await page.getByRole('link', { name: 'Criar meu usuário do portal' }).click();
    await waitForPath(page, '/signup');
    await signUpPage(page).email.waitFor();

    // §4.6: the same CPF again (another e-mail) is not 'created': /match.
    await page.goto(signPath);
    await heading(page, m.title).waitFor();
    await submitSelfRegistration(page, { ...newPerson('Tiago', 'Ferreira Lopes'), cpf: person.cpf });
    await waitForPath(page, '/match');
    await heading(page, m.match).waitFor();
  });

  test('spec B §4.6, §2.7: an unknown key → /nohash', async ({ page }) => {
    await page.goto('/sign/chave-que-nao-existe');
    await waitForPath(page, '/nohash');
    await heading(page, m.nohash).waitFor();
  });

  test('spec B §2.6, §4.6, §2.7: /autocadastro has too few segments for a key → /nohash', async ({
    page,
  }) => {
    await page.goto('/autocadastro');
    await waitForPath(page, '/nohash');
    await heading(page, m.nohash).waitFor();
  });

  test('spec B §4.6, §2.7: no vacancy left → /full (the count call is intercepted to answer the limit)', async ({
    page,
    baseURL,
  }) => {
    // Filling the demo graduation's 120 vacancies is impractical and would spoil the other journeys, and
    // no call marks a graduation full: the browser's GET /api/alunoscount answers count = limite instead.
    // The real lookup, the page's gate and the route to /full are what this journey checks.
    const { limite, formatura } = await demoLookup(baseURL);
    expect(limite).toBeGreaterThan(0);
    const counted: string[] = [];
    await page.route('**/api/alunoscount/**', (route) => {
      counted.push(new URL(route.request().url()).pathname);
      return route.fulfill({ json: { count: limite } });
    });

    await page.goto(signPath);
    await waitForPath(page, '/full');
    await heading(page, m.full).waitFor();
    expect(counted).toEqual([`/api/alunoscount/${formatura}`]);
  });
});
