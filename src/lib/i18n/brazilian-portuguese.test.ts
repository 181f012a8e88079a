import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../config/locales';
import { GENERAL_MESSAGES, QUEENS_MESSAGES } from './messages';
import { escapeRegExp } from '../text/escape-reg-exp';

/**
 * Portuguese is served as pt-BR (src/config/locales.ts), so its football words are Brazil's: gol,
 * elenco, time, goleiro, pênalti, chute, escanteio, rodada, prorrogação, primeiro tempo. These are
 * the European forms that crept in, each matched as a whole word.
 */
const EUROPEAN_FORMS = [
  'golo', 'golos', 'plantel', 'plantéis', 'equipa', 'equipas', 'guarda-redes', 'avançado', 'avançados', 'médios',
  'relvado', 'sete inicial', 'penálti', 'penáltis', 'remate', 'remates', 'baliza', 'cantos', 'prolongamento',
  'primeira parte', 'segunda parte', 'jornada', 'pontapé de saída', 'a dobrar', 'falhado', 'registar', 'a tentar',
  'ligação perdida', 'atualiza-se', 'ecrã', 'telemóvel', 'utilizador', 'utilizadores', 'em direto', '1.º', '2.º',
] as const;

/** A position is "Defesa" in Portugal; in Brazil "defesa" is a save, and the position is zagueiro or defensor. */
const POSITION_LABEL = /\.(defender|midfielder|forward|goalkeeper)$/;

const wholeWord = (form: string) => new RegExp(`(?<![\\p{L}\\p{M}])${escapeRegExp(form)}(?![\\p{L}-])`, 'iu');

it('serves Portuguese as the Portuguese of Brazil', () => {
  expect(LOCALES.find((locale) => locale.code === 'pt')?.tag).toBe('pt-BR');
});

describe.each([
  ['general', GENERAL_MESSAGES.pt],
  ['women’s edition', QUEENS_MESSAGES.pt],
])('the %s Portuguese messages', (_name, messages) => {
  it('use none of the European forms', () => {
    const found = Object.entries(messages).flatMap(([id, text]) => EUROPEAN_FORMS.filter((form) => wholeWord(form).test(text)).map((form) => `${id}: ${form}`));
    expect(found).toEqual([]);
  });

  it('name no position "Defesa"', () => {
    const found = Object.entries(messages).filter(([id, text]) => POSITION_LABEL.test(id) && /defesa/i.test(text));
    expect(found).toEqual([]);
  });
});
