import { describe, expect, it } from 'vitest';
import { onlyDigits, removeAccents, titleCase } from './text';

describe('text normalisation', () => {
  it.each([
    ['RUA DAS  flores', 'Rua das Flores'],
    ['avenida joão pessoa', 'Avenida João Pessoa'],
    ['DE volta ao LAR', 'De Volta ao Lar'],
    ['rua dos andradas e silva y souza aos domingos', 'Rua dos Andradas e Silva y Souza aos Domingos'],
    ['  centro  ', 'Centro'],
    ['', ''],
  ])('spec B §5.4: titleCase(%j) = %j, small words in lower case', (input, output) => {
    expect(titleCase(input)).toBe(output);
  });

  it('spec A §5: bank text has its accents removed', () => {
    expect(removeAccents('São João Ação Ü')).toBe('Sao Joao Acao U');
  });

  it('keeps only digits', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
  });
});
