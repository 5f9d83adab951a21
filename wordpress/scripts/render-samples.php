<?php
/**
 * php render-samples.php <wordpress-dir> <samples.json>: what WordPress makes of block samples.
 * Prints JSON: `home`, WordPress's home URL; `registry`, every core block WordPress registers ({name, dynamic}), and for each
 * sample ({name: markup}) `html`, WordPress's full render of it (do_blocks), and `renders`, the
 * companion plugin's block_renders of it. Rendered as on the page of the most commented post, so
 * post and comment blocks have something to show.
 */

$_SERVER['HTTP_HOST'] = $_SERVER['HTTP_HOST'] ?? 'localhost'; // blocks that build a URL from the request (log in/out)
require rtrim( $argv[1], '/' ) . '/wp-load.php';
wp_set_current_user( 0 ); // what a visitor would see

$samples = json_decode( file_get_contents( $argv[2] ), true );
$context = get_posts( array( 'post_type' => 'post', 'post_status' => 'publish', 'orderby' => 'comment_count', 'order' => 'DESC', 'numberposts' => 1 ) )[0];

$registry = array();
foreach ( WP_Block_Type_Registry::get_instance()->get_all_registered() as $name => $type ) {
	if ( 0 === strpos( $name, 'core/' ) ) {
		$registry[] = array( 'name' => $name, 'dynamic' => $type->is_dynamic() );
	}
}

$rendered = array();
foreach ( $samples as $name => $markup ) {
	$renders = site_blocks_api_block_renders( $markup, $context );
	global $post;
	$post = $context; // phpcs:ignore WordPress.WP.GlobalVariablesOverride
	setup_postdata( $post );
	$rendered[ $name ] = array( 'html' => do_blocks( $markup ), 'renders' => $renders );
}

echo wp_json_encode( array( 'home' => home_url(), 'registry' => $registry, 'samples' => (object) $rendered ) );
