// What each statistic code means, as the rankings' `parameter` objects carry it.
import type { LocaleCode } from '../../config/locales';
import type { StatCode } from '../codes';

export type StatParameter = { code: StatCode; name: string; shortName: string; description: string; measureUnit: string; negative: boolean };

type Entry = { en: string; es: string; short: string; unit?: string; negative?: boolean };

const PARAMETERS: Readonly<Record<StatCode, Entry>> = {
  GOL: { en: 'Goals', es: 'Goles', short: 'G' },
  'ASS-V': { en: 'Assists', es: 'Asistencias', short: 'A' },
  MVP: { en: 'MVP awards', es: 'Premios MVP', short: 'MVP' },
  TIR: { en: 'Shots', es: 'Tiros', short: 'SH' },
  'TIR-S': { en: 'Shots on target', es: 'Tiros a puerta', short: 'SOT' },
  PAS: { en: 'Passes', es: 'Pases', short: 'P' },
  'PAS-X': { en: 'Passes completed', es: 'Pases completados', short: 'PC' },
  FAL: { en: 'Fouls', es: 'Faltas', short: 'F', negative: true },
  CRN: { en: 'Corners', es: 'Córners', short: 'C' },
  TA: { en: 'Yellow cards', es: 'Tarjetas amarillas', short: 'YC', negative: true },
  TR: { en: 'Red cards', es: 'Tarjetas rojas', short: 'RC', negative: true },
  XG: { en: 'Expected goals', es: 'Goles esperados', short: 'xG', unit: 'xG' },
  XA: { en: 'Expected assists', es: 'Asistencias esperadas', short: 'xA', unit: 'xA' },
  REC: { en: 'Recoveries', es: 'Recuperaciones', short: 'REC' },
  INT: { en: 'Interceptions', es: 'Intercepciones', short: 'INT' },
  ENT: { en: 'Tackles won', es: 'Entradas ganadas', short: 'TKL' },
  REG: { en: 'Dribbles completed', es: 'Regates completados', short: 'DRB' },
  OCA: { en: 'Chances created', es: 'Ocasiones creadas', short: 'CC' },
  'GOL-P': { en: 'Penalty goals', es: 'Goles de penalti', short: 'PG' },
  'GOL-PP': { en: "President's penalty goals", es: 'Goles de penalti presidencial', short: 'PPG' },
  'GOL-D': { en: 'Double-value goals', es: 'Goles dobles', short: 'DG' },
  MIN: { en: 'Minutes played', es: 'Minutos jugados', short: 'MIN', unit: 'min' },
  'GOL-S': { en: 'Goals conceded', es: 'Goles encajados', short: 'GC', negative: true },
  PRT: { en: 'Saves', es: 'Paradas', short: 'SV' },
};

export function statParameter(code: StatCode, lang: LocaleCode): StatParameter {
  const entry = PARAMETERS[code];
  const name = lang === 'es' ? entry.es : entry.en;
  return { code, name, shortName: entry.short, description: name, measureUnit: entry.unit ?? 'count', negative: entry.negative ?? false };
}
