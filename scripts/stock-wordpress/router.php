<?php
// `php -S 127.0.0.1:PORT -t /usr/share/wordpress router.php`: a stock WordPress standing in for the
// league's CMS host. The site reads `{NEWS_CMS_URL}/{edition}/{region}/wp-json/…`, so that prefix
// is taken off and every region reads the one install; uploads are served from the content directory.
$wordpress = getenv('WORDPRESS_DIR') ?: '/usr/share/wordpress';
$uploads = getenv('WORDPRESS_UPLOADS') ?: '/var/lib/wordpress/wp-content/uploads';
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
if (preg_match('#^/(?:kings|queens)/[^/]+(/wp-json(?:/.*)?)$#', $path, $match)) {
  $query = parse_url($_SERVER['REQUEST_URI'], PHP_URL_QUERY);
  $_SERVER['REQUEST_URI'] = $match[1] . ($query !== null ? "?$query" : '');
  $path = $match[1];
}
if (preg_match('#^/wp-content/uploads/([A-Za-z0-9/._-]+)$#', $path, $match) && !str_contains($match[1], '..')) {
  $file = "$uploads/{$match[1]}";
  if (!is_file($file)) {
    http_response_code(404);
    return true;
  }
  header('Content-Type: ' . (mime_content_type($file) ?: 'application/octet-stream'));
  readfile($file);
  return true;
}
if ($path !== '/' && is_file($wordpress . $path) && !str_ends_with($path, '.php')) return false;
$_SERVER['SCRIPT_NAME'] = $_SERVER['PHP_SELF'] = '/index.php';
unset($_SERVER['PATH_INFO']);
$_SERVER['SCRIPT_FILENAME'] = "$wordpress/index.php";
chdir($wordpress);
require "$wordpress/index.php";
