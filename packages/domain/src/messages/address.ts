/** spec A §5, spec B §5.4, A §8: the address form and the address gate. */
export const addressMessages = {
  cepRequired: 'Você precisa preencher seu CEP.',
  cepMax: 'O cep precisa ter 8 dígitos numéricos.',
  cepInvalid: 'Seu CEP não é válido.',
  streetRequired: 'Você precisa preencher seu endereço.',
  numberRequired: 'Você precisa preencher o número.',
  complementMax: 'O complemento não pode ter mais de 14 caracteres.',
  districtRequired: 'Você precisa preencher o bairro.',
  cityRequired: 'Você precisa preencher a cidade.',
  ufRequired: 'Você precisa preencher o estado.',
  // Verbatim from the spec, although it speaks of the CEP on the UF field.
  ufMax: 'O CEP precisa ter 2 caracteres apenas.',
  saveButton: 'SALVAR ENDEREÇO',
  gateTooltip: 'Seus dados de endereço precisam ser atualizados.',
  gateBanner: 'Você tem dados faltando em seu cadastro. Por favor complete estes dados antes de continuar.',
  // Not in the spec's catalogue: a UF outside the 27 states, and the answer of POST /revendereco.
  ufInvalid: 'Informe a sigla de um estado brasileiro, por exemplo RS.',
  saved: 'Seu endereço foi atualizado.',
  cepNotFound: 'Não encontramos este CEP. Confira o número ou preencha o endereço.',
  cepUnavailable:
    'A consulta de CEP está indisponível no momento. Você pode preencher o endereço manualmente.',
} as const;
