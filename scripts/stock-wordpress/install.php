<?php
// Installs a stock WordPress (no plugins) into the database its Debian config names, with pretty
// permalinks so the REST API answers at /wp-json. Run as: HTTP_HOST=127.0.0.1 php install.php
$_SERVER['HTTP_HOST'] = getenv('HTTP_HOST') ?: '127.0.0.1';
define('WP_INSTALLING', true);
require_once (getenv('WORDPRESS_DIR') ?: '/usr/share/wordpress') . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
if (!is_blog_installed()) {
  wp_install('Kings League CMS', 'editor', 'editor@example.com', true, '', wp_generate_password(24));
}
update_option('permalink_structure', '/%postname%/');
update_option('timezone_string', 'Europe/Madrid');
flush_rewrite_rules();
echo 'WordPress ' . get_bloginfo('version') . " installed\n";
