// An excerpt is a standfirst only when it is not the body's own text. The bodies and generated
// excerpts are written as WordPress 6.1 renders them: blocks split by blank lines, wptexturize's
// references, wp_trim_excerpt's text run together and cut with " [&hellip;]".
import { describe, expect, it } from 'vitest';
import { toPlainText } from './sanitize';
import { toStandfirst } from './standfirst';

/** The excerpt as the site reads it: plain text, WordPress's " […]" made one "…". */
const excerptOf = (rendered: string) => toPlainText(rendered).replace(/\s*\[…\]$/, '…');

const LONG = '<p>La jornada dejó goles, paradas y una grada llena de principio a fin en el Cupra Arena de Barcelona, con las doce plantillas pendientes del último minuto y de la carta secreta de cada presidente.</p>';

describe('a generated excerpt is the body’s opening', () => {
  it('with a heading glued into the sentence before it', () => {
    const body = `\n<p>Más de cuatro mil aficionados llenaron el pabellón desde primera hora.</p>\n\n\n\n<h2>Un ambiente único</h2>\n\n\n\n<p>Los presidentes bajaron al campo.</p>\n\n\n\n${LONG}\n`;
    const excerpt = excerptOf('<p>Más de cuatro mil aficionados llenaron el pabellón desde primera hora. Un ambiente único Los presidentes bajaron al campo. La jornada dejó goles, paradas y una grada llena de principio a fin en el Cupra Arena de Barcelona, con las doce [&hellip;]</p>\n');
    expect(toStandfirst(excerpt, body)).toBeUndefined();
  });

  it('without the list WordPress leaves out between two paragraphs', () => {
    const body = `\n<p>Tres equipos se separan en la parte alta.</p>\n\n\n\n<ul>\n<li>Cometa Real, 24 puntos</li>\n\n<li>Ultra Vallecas, 21 puntos</li>\n</ul>\n\n\n\n<p>La jornada 10 enfrenta al primero con el tercero.</p>\n\n\n\n${LONG}\n`;
    const excerpt = excerptOf('<p>Tres equipos se separan en la parte alta. La jornada 10 enfrenta al primero con el tercero. La jornada dejó goles, paradas y una grada llena de principio a fin en el Cupra Arena de Barcelona, con las doce plantillas pendientes del último minuto y de la carta [&hellip;]</p>\n');
    expect(toStandfirst(excerpt, body)).toBeUndefined();
  });

  it('without the picture and its caption', () => {
    const body = `\n<p>La afición esperó al equipo de madrugada.</p>\n\n\n\n<figure class="wp-block-image size-large"><img src="https://cms.example/a.jpg" alt="Aficionados en la terminal" /><figcaption class="wp-element-caption">Los jugadores saludan. Foto: Kings League</figcaption></figure>\n\n\n\n<p>Cientos de aficionados cantaron el himno.</p>\n\n\n\n${LONG}\n`;
    const excerpt = excerptOf('<p>La afición esperó al equipo de madrugada. Cientos de aficionados cantaron el himno. La jornada dejó goles, paradas y una grada llena de principio a fin [&hellip;]</p>\n');
    expect(toStandfirst(excerpt, body)).toBeUndefined();
  });

  it('with its characters as references in one and as characters in the other', () => {
    const body = '<p>El presidente lo dijo claro: “vamos a por el título”.</p>\n\n<h2>Horarios &amp; sedes</h2>\n\n<ul><li>18:00</li></ul>\n\n<p>Es el inverso de la clasificación&hellip; salvo para el campeón.</p>';
    const excerpt = excerptOf('<p>El presidente lo dijo claro: &#8220;vamos a por el título&#8221;. Horarios &#038; sedes Es el inverso de la clasificación&#8230; salvo para el campeón.</p>\n');
    expect(excerpt).toBe('El presidente lo dijo claro: “vamos a por el título”. Horarios & sedes Es el inverso de la clasificación… salvo para el campeón.');
    expect(toStandfirst(excerpt, body)).toBeUndefined();
  });

  it('ending in WordPress’s ellipsis alone, and cut inside a block', () => {
    const body = '<p>Primera frase corta.</p><h3>Un título</h3><p>Una segunda frase que sigue mucho más allá del corte.</p>';
    expect(toStandfirst('Primera frase corta. Un título Una segunda frase…', body)).toBeUndefined();
    expect(toStandfirst('Primera frase corta. Un título Una segunda frase […]', body)).toBeUndefined();
  });

  it('in a body whose first block WordPress leaves out (a button)', () => {
    const body = '<div class="wp-block-buttons"><div class="wp-block-button"><a href="https://tickets.kingsleague.pro/">Compra tu entrada</a></div></div>\n\n<p>Las entradas salen a la venta el lunes.</p>';
    expect(toStandfirst('Las entradas salen a la venta el lunes.', body)).toBeUndefined();
  });
});

describe('an excerpt an editor wrote', () => {
  const body = `<p>La liga ha confirmado el calendario del draft.</p>\n\n<h2>Fechas</h2>\n\n${LONG}`;

  it('is the standfirst when it is not body text', () => {
    const written = 'Los doce presidentes elegirán a sus jugadores el 14 de diciembre, en directo.';
    expect(toStandfirst(written, body)).toBe(written);
  });

  it('is the standfirst when it takes the body’s words out of their order', () => {
    expect(toStandfirst('Fechas: la liga ha confirmado el calendario del draft.', body)).toBe('Fechas: la liga ha confirmado el calendario del draft.');
  });

  it('is no standfirst when it copies a sentence from inside a paragraph', () => {
    expect(toStandfirst('Una grada llena de principio a fin en el Cupra Arena de Barcelona.', body)).toBeUndefined();
  });

  it('is no standfirst when it has no letters or digits', () => {
    expect(toStandfirst('…', body)).toBeUndefined();
  });
});
