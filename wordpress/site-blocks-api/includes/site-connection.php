<?php
/**
 * The connection to the headless site: its URL and the two secrets shared with it. Each comes from a
 * constant in wp-config.php or, failing that, the environment:
 * - SITE_BLOCKS_SITE_URL      the site's public URL, e.g. https://www.example.com
 * - SITE_BLOCKS_PREVIEW_SECRET signs the block editor's preview access and draft-preview links
 * - SITE_BLOCKS_PURGE_SECRET  signs the notices that tell the site what changed
 * The secrets never leave the server: browsers see only signed, short-lived tokens.
 */

defined( 'ABSPATH' ) || exit;

function site_blocks_api_setting( $name ) {
	if ( defined( $name ) ) {
		return (string) constant( $name );
	}
	$value = getenv( $name );
	return false === $value ? '' : (string) $value;
}

function site_blocks_api_site_url() {
	return untrailingslashit( site_blocks_api_setting( 'SITE_BLOCKS_SITE_URL' ) );
}

/** `t={unix},v1={hex}`: HMAC-SHA256 of "{t}.{body}", as the site's server/authoring/signatures.ts checks it. */
function site_blocks_api_signature( $secret, $body ) {
	$t = time();
	return 't=' . $t . ',v1=' . hash_hmac( 'sha256', $t . '.' . $body, $secret );
}

/** `{base64url(JSON)}.{hex}`: a token the site can check without asking WordPress. */
function site_blocks_api_token( $secret, $claims ) {
	$payload = rtrim( strtr( base64_encode( wp_json_encode( $claims ) ), '+/', '-_' ), '=' );
	return $payload . '.' . hash_hmac( 'sha256', $payload, $secret );
}

/** POSTs JSON to the site, signed with `$secret`; returns the response or a WP_Error that says why. */
function site_blocks_api_post_to_site( $path, $body, $secret, $timeout = 10 ) {
	$site = site_blocks_api_site_url();
	if ( '' === $site || '' === $secret ) {
		return new WP_Error( 'site_blocks_not_connected', 'The site is not connected: set SITE_BLOCKS_SITE_URL and the shared secrets in wp-config.php.' );
	}
	$json = wp_json_encode( $body );
	return wp_remote_post( $site . $path, array(
		'timeout' => $timeout,
		'headers' => array(
			'content-type'     => 'application/json',
			'x-site-signature' => site_blocks_api_signature( $secret, $json ),
		),
		'body'    => $json,
	) );
}

/** Whether this is the post editor of one of the site's types, with the site connected: where the editor's site tools (live preview, site checks) run. */
function site_blocks_api_in_connected_post_editor() {
	$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
	return $screen && 'post' === $screen->base && in_array( $screen->post_type, site_blocks_api_post_types(), true ) && '' !== site_blocks_api_site_url();
}
