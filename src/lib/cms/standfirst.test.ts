// An excerpt is a standfirst only when WordPress did not generate it. The bodies and generated
// excerpts are written as WordPress 6 renders them: blocks split by blank lines (a classic post
// by wpautop's line breaks), wptexturize's references, wp_trim_excerpt's words run together with
// single spaces, the first 55 kept and " [&hellip;]" after them, all in "<p>…</p>\n".
import { describe, expect, it } from 'vitest';
import { TWEET_AND_FORM, TWEET_AND_FORM_EXCERPT } from '../../../tests/support/pasted-embeds';
import { isWrittenExcerpt } from './standfirst';

const LONG = '<p>La jornada dejó goles, paradas y una grada llena de principio a fin en el Cupra Arena de Barcelona, con las doce plantillas pendientes del último minuto y de la carta secreta de cada presidente.</p>';

describe('an excerpt WordPress generated', () => {
  it('keeps the text of a pasted tweet and a voting form, without their scripts and style', () => {
    expect(isWrittenExcerpt(TWEET_AND_FORM_EXCERPT, TWEET_AND_FORM)).toBe(false);
  });

  it('is cut after 55 words with " [&hellip;]"', () => {
    const body = `${TWEET_AND_FORM}${LONG}\n`;
    const excerpt =
      '<p>Iker Iglesias fue elegido mejor jugador de la jornada por la afición. ¡Qué golazo de Iker! 🚀 pic.twitter.com/abc&mdash; Kings League (@KingsLeague) November 20, 2026 ¿Quién fue el mejor? Iker Iglesias Marc Puig Votar La votación se cierra el domingo a medianoche. La jornada dejó goles, paradas y una grada llena de principio a fin en [&hellip;]</p>\n';
    expect(isWrittenExcerpt(excerpt, body)).toBe(false);
    // One word fewer or more than WordPress keeps is not its excerpt.
    expect(isWrittenExcerpt(excerpt.replace(' en [&hellip;]', ' [&hellip;]'), body)).toBe(true);
    expect(isWrittenExcerpt(excerpt.replace(' en [&hellip;]', ' en el [&hellip;]'), body)).toBe(true);
  });

  it('runs a heading into the sentence before it', () => {
    const body = `\n<p>Más de cuatro mil aficionados llenaron el pabellón desde primera hora.</p>\n\n\n\n<h2>Un ambiente único</h2>\n\n\n\n<p>Los presidentes bajaron al campo.</p>\n`;
    expect(isWrittenExcerpt('<p>Más de cuatro mil aficionados llenaron el pabellón desde primera hora. Un ambiente único Los presidentes bajaron al campo.</p>\n', body)).toBe(false);
  });

  it('leaves out the list, picture or buttons excerpt_remove_blocks drops', () => {
    const body = [
      '<div class="wp-block-buttons"><div class="wp-block-button"><a href="https://tickets.kingsleague.pro/">Compra tu entrada</a></div></div>',
      '<p>Tres equipos se separan en la parte alta.</p>',
      '<ul>\n<li>Cometa Real, 24 puntos</li>\n\n<li>Ultra Vallecas, 21 puntos</li>\n</ul>',
      '<figure class="wp-block-image size-large"><img src="https://cms.example/a.jpg" alt="" /><figcaption class="wp-element-caption">La grada. Foto: Kings League</figcaption></figure>',
      '<p>La jornada 10 enfrenta al primero con el tercero.</p>',
    ].join('\n\n\n\n');
    expect(isWrittenExcerpt('<p>Tres equipos se separan en la parte alta. La jornada 10 enfrenta al primero con el tercero.</p>\n', body)).toBe(false);
  });

  it('has its characters as references in one and as characters in the other, texturised twice', () => {
    const body = '<p>El presidente lo dijo claro: &#8220;vamos a por el título&#8221;.</p>\n\n<h2>Horarios &amp; sedes</h2>\n\n<p>Es el inverso de la clasificación&hellip; salvo para el campeón.</p>\n\n<pre>2x3 -- "final"</pre>';
    const excerpt = '<p>El presidente lo dijo claro: &#8220;vamos a por el título&#8221;. Horarios &#038; sedes Es el inverso de la clasificación&#8230; salvo para el campeón. 2&#215;3 &#8212; &#8220;final&#8221;</p>\n';
    expect(isWrittenExcerpt(excerpt, body)).toBe(false);
  });

  it('is no standfirst when empty or without a letter or digit', () => {
    expect(isWrittenExcerpt('', TWEET_AND_FORM)).toBe(false);
    expect(isWrittenExcerpt('<p>[&hellip;]</p>\n', TWEET_AND_FORM)).toBe(false);
  });
});

describe('an excerpt an editor wrote', () => {
  const body = `<p>La liga ha confirmado el calendario del draft.</p>\n\n<h2>Fechas</h2>\n\n${LONG}`;

  it('is a standfirst when it is not the body’s opening', () => {
    expect(isWrittenExcerpt('<p>Los doce presidentes elegirán a sus jugadores el 14 de diciembre, en directo.</p>\n', body)).toBe(true);
  });

  it('is a standfirst when it repeats the body’s words out of their order, or a sentence from inside', () => {
    expect(isWrittenExcerpt('<p>Fechas: la liga ha confirmado el calendario del draft.</p>\n', body)).toBe(true);
    expect(isWrittenExcerpt('<p>Una grada llena de principio a fin en el Cupra Arena de Barcelona.</p>\n', body)).toBe(true);
  });

  it('is a standfirst when it is the opening without the text WordPress keeps', () => {
    // The opening as the page shows it (the tweet's and the form's text gone) is an editor's choice.
    expect(isWrittenExcerpt('<p>Iker Iglesias fue elegido mejor jugador de la jornada por la afición. La votación se cierra el domingo a medianoche.</p>\n', TWEET_AND_FORM)).toBe(true);
    expect(isWrittenExcerpt('<p>Iker Iglesias fue elegido mejor jugador de la jornada por la afición. ¿Quién fue el mejor? La votación se cierra el domingo a medianoche.</p>\n', TWEET_AND_FORM)).toBe(true);
  });

  it('is a standfirst when it is the opening cut short with an ellipsis of its own', () => {
    expect(isWrittenExcerpt('<p>La liga ha confirmado el calendario&hellip;</p>\n', body)).toBe(true);
    expect(isWrittenExcerpt('<p>La liga ha confirmado el calendario [&hellip;]</p>\n', body)).toBe(true);
  });

  it('is a standfirst when it carries markup', () => {
    expect(isWrittenExcerpt('<p>La liga ha confirmado el <strong>calendario</strong> del draft.</p>\n', body)).toBe(true);
  });
});
