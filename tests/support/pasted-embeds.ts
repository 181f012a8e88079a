// A classic-editor post as WordPress 6 renders it, with a pasted tweet (its script after it) and a
// voting form with its own style and script, and the excerpt WordPress generates for it:
// wp_strip_all_tags drops the script and style with what they hold, and keeps the text of
// everything else, the tweet's and the form's included, which the page never shows.
export const TWEET_AND_FORM = `<p>Iker Iglesias fue elegido mejor jugador de la jornada por la afición.</p>
<blockquote class="twitter-tweet"><p lang="es" dir="ltr">¡Qué golazo de Iker! 🚀 <a href="https://t.co/abc">pic.twitter.com/abc</a></p>&mdash; Kings League (@KingsLeague) <a href="https://twitter.com/KingsLeague/status/1862001234567890123">November 20, 2026</a></blockquote>
<p><script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script></p>
<form class="encuesta" action="https://encuestas.example/votar" method="post"><style>.encuesta label{display:block}</style>
<p>¿Quién fue el mejor?</p>
<p><label><input type="radio" name="mvp" value="iker" /> Iker Iglesias</label><br />
<label><input type="radio" name="mvp" value="marc" /> Marc Puig</label></p>
<p><button type="submit">Votar</button><script>document.querySelector('.encuesta').addEventListener('submit', function (e) { e.preventDefault(); });</script></p>
</form>
<p>La votación se cierra el domingo a medianoche.</p>
`;
export const TWEET_AND_FORM_EXCERPT =
  '<p>Iker Iglesias fue elegido mejor jugador de la jornada por la afición. ¡Qué golazo de Iker! 🚀 pic.twitter.com/abc&mdash; Kings League (@KingsLeague) November 20, 2026 ¿Quién fue el mejor? Iker Iglesias Marc Puig Votar La votación se cierra el domingo a medianoche.</p>\n';
