<?php
// Installs WordPress at argv[1] (once), sets permalinks like the site's URLs, and activates the plugin argv[2] (the companion plugin) if given.
define( 'WP_INSTALLING', true );
require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! is_blog_installed() ) {
	add_filter( 'pre_wp_mail', '__return_false' ); // no welcome mail: there is no mailer here
	// WP_ADMIN_PASSWORD: to sign in to wp-admin (tests, a developer); otherwise nobody knows it.
	wp_install( 'weDevs', 'admin', 'admin@example.com', true, '', getenv( 'WP_ADMIN_PASSWORD' ) ?: wp_generate_password( 32 ) );
	// The site's content is exactly the dataset: drop WordPress's sample post, page and comment.
	foreach ( get_posts( array( 'post_type' => 'any', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) as $sample ) {
		wp_delete_post( $sample, true );
	}
}
update_option( 'permalink_structure', '/blog/%post_id%/%postname%/' );
update_option( 'blog_public', '0' );
$result = isset( $argv[2] ) ? activate_plugin( $argv[2] ) : null;
if ( is_wp_error( $result ) ) {
	fwrite( STDERR, 'install: ' . $result->get_error_message() . "\n" );
	exit( 1 );
}
flush_rewrite_rules();
echo "install: WordPress " . get_bloginfo( 'version' ) . " ready\n";
