<?php
// Fills a stock WordPress (install.php first) through its own PHP API with what a region's newsroom
// publishes, for the Kings League España categories of src/config/regions.ts and cms-pages.ts:
// stories with emoji and symbol titles, a password-protected one, generated and hand-written
// excerpts, featured images (and one whose image was deleted), a table and a quotation, circulars
// with attached PDFs or a file block, `link`-format and ordinary posts for the "elsewhere" shelf,
// stories opening with a short paragraph then a heading, a list or a picture, and the league's
// pages. Run once, on a freshly installed database. HTTP_HOST=127.0.0.1 php fill.php
$_SERVER['HTTP_HOST'] = getenv('HTTP_HOST') ?: '127.0.0.1';
require_once (getenv('WORDPRESS_DIR') ?: '/usr/share/wordpress') . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/post.php';

wp_set_current_user(1);

/** A category with the term id the site's config names (term ids are global to an install). */
function category_with_id(int $id, string $name, string $slug): int {
  global $wpdb;
  $existing = get_term_by('slug', $slug, 'category');
  if ($existing && $existing->term_id === $id) return $id;
  $wpdb->query("ALTER TABLE {$wpdb->terms} AUTO_INCREMENT = $id");
  $term = wp_insert_term($name, 'category', ['slug' => $slug]);
  if (is_wp_error($term) || $term['term_id'] !== $id) exit("category $slug did not get id $id\n");
  return $id;
}

// In ascending order: an auto-increment only moves forward.
$external = category_with_id(8, 'En otros medios', 'en-otros-medios');
$general = category_with_id(16, 'Noticias', 'noticias');
$featured = category_with_id(21, 'Destacadas', 'destacadas');
$circulars = category_with_id(23, 'Circulares', 'circulares');

function jpeg(string $name, int $width, int $height, array $rgb): string {
  $image = imagecreatetruecolor($width, $height);
  for ($x = 0; $x < $width; $x += 8) {
    $shade = imagecolorallocate($image, min(255, $rgb[0] + intdiv($x * 60, $width)), $rgb[1], min(255, $rgb[2] + intdiv($x * 40, $width)));
    imagefilledrectangle($image, $x, 0, $x + 7, $height, $shade);
  }
  ob_start();
  imagejpeg($image, null, 80);
  return ob_get_clean();
}

function pdf(string $title): string {
  $text = str_replace(['(', ')'], '', $title);
  $stream = "BT /F1 14 Tf 72 760 Td ($text) Tj ET";
  $objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length ' . strlen($stream) . " >>\nstream\n$stream\nendstream",
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  $body = "%PDF-1.4\n";
  $offsets = [];
  foreach ($objects as $index => $object) {
    $offsets[] = strlen($body);
    $body .= ($index + 1) . " 0 obj\n$object\nendobj\n";
  }
  $xref = strlen($body);
  $body .= "xref\n0 " . (count($objects) + 1) . "\n0000000000 65535 f \n";
  foreach ($offsets as $offset) $body .= sprintf("%010d 00000 n \n", $offset);
  return $body . "trailer\n<< /Size " . (count($objects) + 1) . " /Root 1 0 R >>\nstartxref\n$xref\n%%EOF\n";
}

/** An uploaded file as an attachment of $parent, with WordPress's generated sizes for images. */
function attach(string $name, string $bytes, int $parent, string $title, string $alt = '', string $caption = ''): int {
  $upload = wp_upload_bits($name, null, $bytes);
  if ($upload['error']) exit("upload $name: {$upload['error']}\n");
  $type = wp_check_filetype($upload['file'])['type'];
  $id = wp_insert_attachment(['post_title' => $title, 'post_mime_type' => $type, 'post_excerpt' => $caption, 'post_status' => 'inherit'], $upload['file'], $parent);
  wp_update_attachment_metadata($id, wp_generate_attachment_metadata($id, $upload['file']));
  if ($alt !== '') update_post_meta($id, '_wp_attachment_image_alt', $alt);
  return $id;
}

$hour = 0;
function story(array $fields, array $categories): int {
  global $hour;
  $hour += 5;
  $date = gmdate('Y-m-d H:i:s', time() - $hour * 3600);
  $id = wp_insert_post(array_merge([
    'post_status' => 'publish',
    'post_author' => 1,
    'post_date_gmt' => $date,
    'post_date' => get_date_from_gmt($date),
    'post_category' => $categories,
  ], $fields), true);
  if (is_wp_error($id)) exit($id->get_error_message() . "\n");
  return $id;
}

function paragraphs(string ...$texts): string {
  return implode("\n\n", array_map(fn ($text) => "<!-- wp:paragraph -->\n<p>$text</p>\n<!-- /wp:paragraph -->", $texts));
}

$long = 'La jornada dejó goles, paradas y una grada llena de principio a fin en el Cupra Arena de Barcelona, con las doce plantillas pendientes del último minuto y de la carta secreta de cada presidente.';

// Emoji and symbol titles: WordPress keeps the characters in the slug, percent-encoded.
$champions = story(['post_title' => '¡Campeones! 🏆 Cometa Real levanta la copa', 'post_content' => paragraphs(
  'Cometa Real ganó la final por 5-3 tras una segunda parte de goles dobles y un penalti del presidente.',
  $long,
  'La afición celebró el título en la grada hasta bien entrada la noche.',
)], [$general, $featured]);
set_post_thumbnail($champions, attach('campeones.jpg', jpeg('campeones', 1600, 900, [30, 60, 140]), $champions, 'Campeones', 'Los jugadores de Cometa Real levantan la copa', 'Cometa Real celebra el título. Foto: Kings League'));

story(['post_title' => '★ La estrella de la jornada: Iker Iglesias', 'post_content' => paragraphs('Iker Iglesias marcó cuatro goles y dio dos asistencias en la victoria de su equipo.', $long)], [$general]);
story(['post_title' => 'Jornada 8 → jornada 9: lo que viene', 'post_content' => paragraphs('La novena jornada llega con tres duelos directos por los puestos de playoff.', $long)], [$general]);
story(['post_title' => '❤️ Gracias, afición', 'post_content' => paragraphs('Más de nueve mil personas llenaron la grada en la última jornada de la fase regular.', $long)], [$general]);

// A table and a quotation with its source.
story(['post_title' => 'Las cifras de la jornada 8', 'post_content' =>
  paragraphs('Los números de una jornada con récord de goles dobles.') . "\n\n" .
  "<!-- wp:table -->\n<figure class=\"wp-block-table\"><table><thead><tr><th>Jugador</th><th>Goles</th><th>Asistencias</th><th>Paradas</th><th>Tarjetas</th></tr></thead><tbody><tr><td>Iker Iglesias</td><td>4</td><td>2</td><td>0</td><td>1</td></tr><tr><td>Marc Puig</td><td>3</td><td>1</td><td>0</td><td>0</td></tr><tr><td>Álex Ruiz</td><td>0</td><td>0</td><td>14</td><td>0</td></tr></tbody></table><figcaption>Estadísticas oficiales de la jornada 8</figcaption></figure>\n<!-- /wp:table -->\n\n" .
  "<!-- wp:quote -->\n<blockquote class=\"wp-block-quote\"><p>Hemos jugado con el corazón y la cabeza; el título es de la afición.</p><cite>Iker Iglesias, capitán de Cometa Real</cite></blockquote>\n<!-- /wp:quote -->",
], [$general]);

// Password protected: WordPress lists it with an empty, protected content.
story(['post_title' => 'Exclusiva para socios: el vestuario por dentro', 'post_password' => 'socios2026', 'post_content' => paragraphs('Solo para socios: las imágenes del vestuario tras la final.')], [$general]);

// A hand-written excerpt, which is not the start of the body.
story(['post_title' => 'El draft de la nueva temporada ya tiene fecha', 'post_excerpt' => 'Los doce presidentes elegirán a sus jugadores el 14 de diciembre, en directo.', 'post_content' => paragraphs('La liga ha confirmado el calendario del draft de la próxima temporada.', $long)], [$general]);

// A featured image that was deleted afterwards, its id left behind on the post.
$orphan = story(['post_title' => 'La foto que ya no está', 'post_content' => paragraphs('Una crónica cuya imagen destacada se borró de la biblioteca de medios.', $long)], [$general]);
$deleted = attach('borrada.jpg', jpeg('borrada', 1200, 675, [120, 30, 30]), $orphan, 'Borrada');
wp_delete_attachment($deleted, true);
update_post_meta($orphan, '_thumbnail_id', $deleted);

// A featured image WordPress does not show the public (attached to a private post): the REST answer embeds an error object in its place.
$hidden = story(['post_title' => 'La imagen que no es pública', 'post_content' => paragraphs('Una crónica cuya imagen destacada pertenece a una entrada privada.', $long)], [$general]);
$private = wp_insert_post(['post_status' => 'private', 'post_title' => 'Borrador privado', 'post_content' => 'Privado.']);
set_post_thumbnail($hidden, attach('privada.jpg', jpeg('privada', 1200, 675, [90, 90, 30]), $private, 'Privada'));

// A button block first: its text is not part of the body the site shows, but WordPress's generated excerpt carries it.
story(['post_title' => 'Entradas a la venta para la Final Four', 'post_content' =>
  "<!-- wp:buttons -->\n<div class=\"wp-block-buttons\"><!-- wp:button -->\n<div class=\"wp-block-button\"><a class=\"wp-block-button__link wp-element-button\" href=\"https://tickets.kingsleague.pro/espana\">Compra tu entrada</a></div>\n<!-- /wp:button --></div>\n<!-- /wp:buttons -->\n\n" .
  paragraphs('Las entradas para la Final Four salen a la venta el lunes a las diez de la mañana.', $long)], [$general]);

// A picture in the body at the CMS's own http:// address, as a CMS behind a TLS proxy writes it.
$inline = story(['post_title' => 'Galería: la grada en la jornada 8', 'post_content' => paragraphs('La grada volvió a llenarse para la jornada 8.')], [$general]);
$picture = attach('grada.jpg', jpeg('grada', 1200, 800, [20, 110, 60]), $inline, 'Grada', 'La grada del Cupra Arena llena');
wp_update_post(['ID' => $inline, 'post_content' => paragraphs('La grada volvió a llenarse para la jornada 8.') . "\n\n<!-- wp:image {\"id\":$picture,\"sizeSlug\":\"large\"} -->\n<figure class=\"wp-block-image size-large\">" . wp_get_attachment_image($picture, 'large') . "</figure>\n<!-- /wp:image -->"]);
set_post_thumbnail($inline, $picture);

foreach (range(1, 6) as $round) {
  story(['post_title' => "Crónica de la jornada $round", 'post_content' => paragraphs("La jornada $round terminó con cuatro victorias locales y dos tandas de penaltis.", $long)], [$general]);
}

// Stories that open with a short paragraph and go on with a heading, a list or a picture, written
// in the block editor, with an editor's straight quotes: WordPress's generated excerpt runs the
// blocks together, leaves some out and carries the quotes as wptexturize writes them.
function heading(string $text): string {
  return "<!-- wp:heading -->\n<h2>$text</h2>\n<!-- /wp:heading -->";
}
function bullets(string ...$items): string {
  $listed = implode('', array_map(fn ($item) => "<!-- wp:list-item -->\n<li>$item</li>\n<!-- /wp:list-item -->", $items));
  return "<!-- wp:list -->\n<ul>$listed</ul>\n<!-- /wp:list -->";
}
function picture(int $id, string $caption): string {
  $src = wp_get_attachment_image_url($id, 'large');
  $alt = esc_attr(get_post_meta($id, '_wp_attachment_image_alt', true));
  return "<!-- wp:image {\"id\":$id,\"sizeSlug\":\"large\",\"linkDestination\":\"none\"} -->\n<figure class=\"wp-block-image size-large\"><img src=\"$src\" alt=\"$alt\" class=\"wp-image-$id\"/><figcaption class=\"wp-element-caption\">$caption</figcaption></figure>\n<!-- /wp:image -->";
}

story(['post_title' => 'Ambiente de final en el pabellón', 'post_content' => implode("\n\n", [
  paragraphs('Más de cuatro mil aficionados llenaron el pabellón desde primera hora.'),
  heading('Un ambiente único'),
  paragraphs('Los presidentes bajaron al campo para saludar a la grada antes del saque inicial.', $long),
])], [$general]);

story(['post_title' => 'Así queda la clasificación tras la jornada 9', 'post_content' => implode("\n\n", [
  paragraphs('Tres equipos se separan en la parte alta.'),
  bullets('Cometa Real, 24 puntos', 'Ultra Vallecas, 21 puntos', 'Rayo Norte, 19 puntos'),
  paragraphs('La jornada 10 enfrenta al primero con el tercero en el partido que abre la tarde.', $long),
])], [$general]);

$welcome = story(['post_title' => 'Recibimiento en el aeropuerto', 'post_content' => paragraphs('La afición esperó al equipo de madrugada.')], [$general]);
$arrivals = attach('aeropuerto.jpg', jpeg('aeropuerto', 1200, 800, [40, 40, 120]), $welcome, 'Aeropuerto', 'Aficionados con bufandas en la terminal');
wp_update_post(['ID' => $welcome, 'post_content' => implode("\n\n", [
  paragraphs('La afición esperó al equipo de madrugada.'),
  picture($arrivals, 'Los jugadores saludan a la afición en la terminal. Foto: Kings League'),
  paragraphs('Cientos de aficionados cantaron el himno del club mientras los jugadores firmaban camisetas y bufandas.', $long),
])]);

story(['post_title' => 'El presidente, tras la remontada', 'post_content' => implode("\n\n", [
  paragraphs('El presidente lo dijo claro: "vamos a por el título".'),
  heading('Una remontada de récord'),
  paragraphs("El equipo perdía 0-3 al descanso y ganó 5-4 con dos goles dobles en el último minuto; el 'MVP' fue el portero.", $long),
])], [$general]);

$draft = story(['post_title' => 'Lo que hay que saber del draft', 'post_content' => paragraphs('Todo listo para el draft.')], [$general]);
$stage = attach('draft.jpg', jpeg('draft', 1200, 800, [120, 60, 20]), $draft, 'Draft', 'El escenario del draft');
wp_update_post(['ID' => $draft, 'post_content' => implode("\n\n", [
  paragraphs('Todo listo para el draft.'),
  heading('Horarios & sedes'),
  bullets('Primera ronda: 18:00', 'Segunda ronda: 19:30'),
  picture($stage, 'El escenario, listo para la primera ronda.'),
  paragraphs('Cada presidente elige por turnos, y el orden de la primera ronda es el inverso de la clasificación... salvo para el campeón.', $long),
])]);

// The "elsewhere" shelf written as ordinary posts (standard format, no ACF), newer than the link
// posts below: the source linked in the body after a link to the CMS's own site, the source only as an address
// in a hand-written excerpt, and a post with no outside link at all.
$home = home_url('/noticias/');
story(['post_title' => 'La crónica de la final en la web de la liga', 'post_content' => paragraphs(
  "Más crónicas en <a href=\"$home\">nuestra sección de noticias</a>.",
  'Publicado originalmente en <a href="https://kingsleague.pro/es/noticias/cronica-de-la-final">kingsleague.pro</a>.',
)], [$external]);
story(['post_title' => 'El gol de la temporada, en X', 'post_excerpt' => 'Publicado originalmente en https://x.com/KingsLeague/status/1862001234567890123', 'post_content' => paragraphs('El gol de la temporada, desde la grada, en el perfil oficial de la liga.')], [$external]);
story(['post_title' => 'Entrevista con el presidente en la radio', 'post_content' => paragraphs('El presidente de Cometa Real repasó la temporada en una entrevista de media hora.')], [$external]);

// The "elsewhere" shelf in the standard `link` post format, its first link the destination.
foreach ([
  ['Resumen en vídeo de la final', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  ['Las mejores jugadas en Instagram', 'https://www.instagram.com/kingsleague/'],
  ['Un medio que el sitio no enlaza', 'https://www.example.org/cronica'],
] as [$title, $href]) {
  $link = story(['post_title' => $title, 'post_content' => paragraphs("<a href=\"$href\">$title</a>")], [$external]);
  set_post_format($link, 'link');
}

// Circulars: their number in the title, the PDF attached or in a file block.
$attached = story(['post_title' => 'Circular 07/2026: calendario de la fase final', 'post_content' => paragraphs('Se comunica a los clubes el calendario de la fase final y las sedes de cada eliminatoria.')], [$circulars]);
attach('circular-07-2026.pdf', pdf('Circular 07/2026'), $attached, 'Circular 07/2026');
$block = story(['post_title' => 'Circular n.º 08/2026 — normas de acreditación', 'post_content' => paragraphs('Normas de acreditación para los medios en la fase final.')], [$circulars]);
$file = attach('circular-08-2026.pdf', pdf('Circular 08/2026'), 0, 'Circular 08/2026');
$href = wp_get_attachment_url($file);
wp_update_post(['ID' => $block, 'post_content' => paragraphs('Normas de acreditación para los medios en la fase final.') . "\n\n<!-- wp:file {\"id\":$file,\"href\":\"$href\"} -->\n<div class=\"wp-block-file\"><a id=\"wp-block-file--media-$file\" href=\"$href\">Circular 08/2026 (PDF)</a><a href=\"$href\" class=\"wp-block-file__button wp-element-button\" download aria-describedby=\"wp-block-file--media-$file\">Descargar</a></div>\n<!-- /wp:file -->"]);

// The league's pages, at the slugs of src/config/cms-pages.ts (Spanish).
foreach ([
  ['preguntas-frecuentes', 'Preguntas frecuentes', "<!-- wp:heading -->\n<h2 id=\"entradas\">Entradas</h2>\n<!-- /wp:heading -->\n\n" . paragraphs('¿Dónde compro entradas? En la web oficial de entradas de la liga.')],
  ['reglamento', 'Reglamento', "<!-- wp:heading -->\n<h2 id=\"partido\">El partido</h2>\n<!-- /wp:heading -->\n\n" . paragraphs('Los partidos se juegan siete contra siete, en dos partes de veinte minutos.')],
  ['contacto', 'Contacto', paragraphs('Escríbenos por el canal que corresponda a tu consulta.')],
  ['acreditacion-de-medios', 'Acreditación de medios', paragraphs('Las solicitudes se cierran 72 horas antes del primer partido de cada jornada.')],
] as [$slug, $title, $content]) {
  wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_author' => 1, 'post_name' => $slug, 'post_title' => $title, 'post_content' => $content]);
}

echo wp_count_posts()->publish . " posts, " . wp_count_posts('page')->publish . " pages\n";
