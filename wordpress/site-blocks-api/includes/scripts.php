<?php
/**
 * The plugin's browser scripts, built from src/ (TypeScript and JSX) into build/ by esbuild
 * (`npm run plugin:build`, part of `npm run plugin:zip`): each with an `{entry}.asset.php` that
 * names the WordPress scripts it uses and its version.
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the built script `build/{$entry}.js` as `$handle` with the scripts it uses and `$more`
 * (scripts it uses through globals of theirs: a jQuery plugin, the media library), and its
 * stylesheet `build/{$entry}.css`, where it has one, under the same handle. False when the plugin
 * was installed without its built scripts (an admin notice then says so).
 */
function site_blocks_api_register_script( $handle, $entry, $more = array() ) {
	$asset_file = __DIR__ . "/../build/{$entry}.asset.php";
	if ( ! file_exists( $asset_file ) ) {
		site_blocks_api_missing_build( $entry );
		return false;
	}
	$asset = require $asset_file;
	wp_register_script( $handle, plugins_url( "build/{$entry}.js", __DIR__ ), array_merge( $asset['dependencies'], $more ), $asset['version'], true );
	if ( file_exists( __DIR__ . "/../build/{$entry}.css" ) ) {
		wp_register_style( $handle, plugins_url( "build/{$entry}.css", __DIR__ ), array(), $asset['version'] );
	}
	return true;
}

/** Says once, in wp-admin, that the plugin's scripts are missing: it was copied from its sources, not installed from its zip. */
function site_blocks_api_missing_build( $entry ) {
	static $said = false;
	error_log( "site-blocks-api: build/{$entry}.asset.php is missing: install the plugin from the zip `npm run plugin:zip` writes" );
	if ( $said ) {
		return;
	}
	$said = true;
	add_action( 'admin_notices', function () {
		echo '<div class="notice notice-error"><p>Site Blocks API: the editor scripts are not built, so the site’s blocks cannot be edited. Install the plugin from the zip that <code>npm run plugin:zip</code> writes.</p></div>';
	} );
}
