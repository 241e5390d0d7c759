/**
 * Posts the bank's boleto form (spec A §3, §7: "the boleto is submitted as a form POST to the bank's payment
 * page") in a new tab: a real <form> with hidden fields, as the bank expects, removed once sent.
 */
export function postBoletoForm(url: string, fields: Record<string, string>, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = url;
  form.target = '_blank';
  form.rel = 'noopener';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
