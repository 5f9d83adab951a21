<?php
/**
 * Loads the site's content bundle (JSON on stdin, from export-bundle.ts) into the WordPress at argv[1].
 * Idempotent: items keep the dataset's ids (import_id), unchanged items are not touched, so a
 * second run changes nothing. Prints one summary line.
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
$wp_dir = $argv[1] ?? '';
require $wp_dir . '/wp-load.php';

$bundle = json_decode( stream_get_contents( STDIN ), true );
if ( ! is_array( $bundle ) ) {
	fwrite( STDERR, "import: the bundle on stdin is not JSON\n" );
	exit( 1 );
}

// The dataset is trusted editorial content: store it as an administrator would, unfiltered.
wp_set_current_user( 1 );
kses_remove_filters();

$counts = array( 'created' => 0, 'updated' => 0, 'unchanged' => 0 );

/** WordPress stores local times; the dataset's times are GMT. */
function site_import_dates( $gmt ) {
	$gmt = str_replace( 'T', ' ', substr( $gmt, 0, 19 ) );
	return array( $gmt, get_date_from_gmt( $gmt ) );
}

/** Whether a post already has the item's meta values. */
function site_import_meta_matches( $id, array $meta ) {
	foreach ( $meta as $key => $value ) {
		if ( (string) get_post_meta( $id, $key, true ) !== (string) $value ) {
			return false;
		}
	}
	return true;
}

function site_import_item( array $item, string $type, array &$counts ) {
	list( $modified_gmt ) = site_import_dates( $item['modified'] );
	list( $date_gmt, $date_local ) = site_import_dates( $item['date'] ?? $item['modified'] );
	$fields = array(
		'post_type'     => $type,
		'post_status'   => 'publish',
		'post_title'    => $item['title'],
		'post_name'     => $item['slug'],
		'post_excerpt'  => $item['excerpt'],
		'post_content'  => $item['content'],
		'post_parent'   => $item['parent'] ?? 0,
		'menu_order'    => $item['order'] ?? 0,
		'post_author'   => $item['author'] ?? 1,
		'post_date'     => $date_local,
		'post_date_gmt' => $date_gmt,
	);
	$existing = get_post( $item['id'] );
	if ( $existing && $existing->post_type !== $type ) {
		fwrite( STDERR, "import: id {$item['id']} is taken by a {$existing->post_type}\n" );
		exit( 1 );
	}
	$same = $existing
		&& $existing->post_title === $fields['post_title']
		&& $existing->post_name === $fields['post_name']
		&& $existing->post_excerpt === $fields['post_excerpt']
		&& $existing->post_content === $fields['post_content']
		&& (int) $existing->post_parent === (int) $fields['post_parent']
		&& (int) $existing->menu_order === (int) $fields['menu_order']
		&& site_import_meta_matches( $existing->ID, $item['meta'] ?? array() )
		&& (int) $existing->post_author === (int) $fields['post_author']
		&& $existing->post_date_gmt === $fields['post_date_gmt']
		&& $existing->post_modified_gmt === $modified_gmt
		&& site_blocks_api_lang( $existing->ID ) === $item['lang'];
	if ( $same ) {
		$counts['unchanged']++;
		return;
	}
	if ( $existing ) {
		$id = wp_update_post( wp_slash( $fields + array( 'ID' => $item['id'] ) ), true );
		$counts['updated']++;
	} else {
		$id = wp_insert_post( wp_slash( $fields + array( 'import_id' => $item['id'] ) ), true );
		$counts['created']++;
	}
	if ( is_wp_error( $id ) || (int) $id !== (int) $item['id'] ) {
		fwrite( STDERR, "import: {$type} {$item['lang']}/{$item['slug']} did not get id {$item['id']}\n" );
		exit( 1 );
	}
	update_post_meta( $id, SITE_BLOCKS_API_LANG_META, $item['lang'] );
	foreach ( $item['meta'] ?? array() as $key => $value ) {
		update_post_meta( $id, $key, $value );
	}
	// The slug was made unique before the language was known: set it again, now that it is.
	wp_update_post( array( 'ID' => $id, 'post_name' => $item['slug'] ) );
	// WordPress stamps "now" on every save; keep the dataset's modification time.
	global $wpdb;
	$wpdb->update( $wpdb->posts, array( 'post_modified_gmt' => $modified_gmt, 'post_modified' => get_date_from_gmt( $modified_gmt ) ), array( 'ID' => $id ) );
	clean_post_cache( $id );
}

foreach ( $bundle['pages'] as $page ) {
	site_import_item( $page, 'page', $counts );
	if ( ! empty( $page['front'] ) && 'en' === $page['lang'] ) {
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $page['id'] );
	}
}
foreach ( $bundle['posts'] as $post ) {
	site_import_item( $post, 'post', $counts );
}
foreach ( $bundle['catalog'] as $entry ) {
	site_import_item( $entry, $entry['type'], $counts );
}
foreach ( $bundle['testimonials'] as $testimonial ) {
	site_import_item( $testimonial, 'testimonial', $counts );
}
foreach ( $bundle['settings'] as $lang => $settings ) {
	if ( get_option( "site_settings_{$lang}" ) !== $settings ) {
		update_option( "site_settings_{$lang}", $settings, false );
		$counts['updated']++;
	}
}

if ( get_option( 'site_sales_report' ) !== $bundle['sales'] ) {
	update_option( 'site_sales_report', $bundle['sales'], false );
	$counts['updated']++;
}

if ( get_option( 'site_job_listings' ) !== $bundle['jobs'] ) {
	update_option( 'site_job_listings', $bundle['jobs'], false );
	$counts['updated']++;
}

printf( "import: %d created, %d updated, %d unchanged\n", $counts['created'], $counts['updated'], $counts['unchanged'] );
