<?php
/**
 * Loads the site's content bundle (JSON on stdin, from export-bundle.ts) into the WordPress at argv[1].
 * Idempotent: items keep the dataset's ids (import_id), unchanged items are not touched, so a
 * second run changes nothing; the support forum is written again as a whole (import-forum.php).
 * Prints one summary line.
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
$wp_dir = $argv[1] ?? '';
require $wp_dir . '/wp-load.php';
require __DIR__ . '/import-forum.php';
// A bulk load, not an editor's change: no change notice per item to the site.
add_filter( 'site_blocks_api_notify', '__return_false' );

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
		// wp_slash: update_post_meta() unslashes, and JSON values carry backslashes.
		update_post_meta( $id, $key, wp_slash( $value ) );
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
	if ( ! empty( $page['front'] ) && SITE_BLOCKS_API_DEFAULT === $page['lang'] ) {
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $page['id'] );
	}
}
/**
 * Categories and tags keep the dataset's ids (one term table, as in WordPress): written directly,
 * since wp_insert_term() cannot choose an id.
 */
function site_import_term( array $term, array &$counts ) {
	global $wpdb;
	$row = $wpdb->get_row( $wpdb->prepare( "SELECT t.name, t.slug, tt.taxonomy, tt.description, tt.parent FROM {$wpdb->terms} t JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id WHERE t.term_id = %d", $term['id'] ), ARRAY_A );
	$fields = array( 'name' => $term['name'], 'slug' => $term['slug'], 'taxonomy' => $term['taxonomy'], 'description' => $term['description'], 'parent' => (string) $term['parent'] );
	if ( $row && $row == $fields ) {
		$counts['unchanged']++;
		return;
	}
	if ( $row ) {
		$wpdb->update( $wpdb->terms, array( 'name' => $term['name'], 'slug' => $term['slug'] ), array( 'term_id' => $term['id'] ) );
		$wpdb->update( $wpdb->term_taxonomy, array( 'taxonomy' => $term['taxonomy'], 'description' => $term['description'], 'parent' => $term['parent'] ), array( 'term_id' => $term['id'] ) );
		$counts['updated']++;
	} else {
		$wpdb->insert( $wpdb->terms, array( 'term_id' => $term['id'], 'name' => $term['name'], 'slug' => $term['slug'], 'term_group' => 0 ) );
		$wpdb->insert( $wpdb->term_taxonomy, array( 'term_taxonomy_id' => $term['id'], 'term_id' => $term['id'], 'taxonomy' => $term['taxonomy'], 'description' => $term['description'], 'parent' => $term['parent'], 'count' => 0 ) );
		$counts['created']++;
	}
	clean_term_cache( $term['id'], $term['taxonomy'] );
}

/** Authors keep the dataset's ids (wp_insert_user() cannot choose one). */
function site_import_user( array $user, array &$counts ) {
	global $wpdb;
	$existing = get_userdata( $user['id'] );
	$same = $existing
		&& $existing->user_nicename === $user['slug']
		&& $existing->display_name === $user['name']
		&& get_user_meta( $user['id'], 'description', true ) === $user['description']
		&& get_user_meta( $user['id'], '_site_avatar', true ) === $user['avatar'];
	if ( $same ) {
		$counts['unchanged']++;
		return;
	}
	$fields = array( 'user_login' => $user['slug'], 'user_nicename' => $user['slug'], 'display_name' => $user['name'], 'user_email' => $user['slug'] . '@example.invalid' );
	if ( $existing ) {
		$wpdb->update( $wpdb->users, $fields, array( 'ID' => $user['id'] ) );
		$counts['updated']++;
	} else {
		$wpdb->insert( $wpdb->users, $fields + array( 'ID' => $user['id'], 'user_pass' => wp_hash_password( wp_generate_password( 32 ) ), 'user_registered' => '2024-01-01 00:00:00' ) );
		$counts['created']++;
	}
	clean_user_cache( $user['id'] );
	update_user_meta( $user['id'], 'description', $user['description'] );
	update_user_meta( $user['id'], '_site_avatar', $user['avatar'] );
	( new WP_User( $user['id'] ) )->set_role( 'author' );
}

foreach ( $bundle['terms'] as $term ) {
	site_import_term( $term, $counts );
}
foreach ( $bundle['users'] as $user ) {
	site_import_user( $user, $counts );
}
foreach ( $bundle['posts'] as $post ) {
	site_import_item( $post, 'post', $counts );
	$categories = array_map( 'intval', $post['categories'] );
	$tags       = array_map( 'intval', $post['tags'] );
	if ( wp_get_post_categories( $post['id'] ) != $categories || wp_get_post_tags( $post['id'], array( 'fields' => 'ids' ) ) != $tags ) {
		wp_set_post_terms( $post['id'], $categories, 'category' );
		wp_set_post_terms( $post['id'], $tags, 'post_tag' );
	}
}

/** Approved comments keep the dataset's ids (comment_ID), written directly. */
function site_import_comment( array $comment, array &$counts ) {
	global $wpdb;
	list( $date_gmt, $date_local ) = site_import_dates( $comment['date'] );
	$fields = array(
		'comment_post_ID'      => $comment['post'],
		'comment_parent'       => $comment['parent'],
		'comment_author'       => $comment['author_name'],
		'comment_author_url'   => $comment['author_url'],
		'comment_author_email' => '',
		'comment_date'         => $date_local,
		'comment_date_gmt'     => $date_gmt,
		'comment_content'      => $comment['content'],
		'comment_approved'     => '1',
		'comment_type'         => 'comment',
		'user_id'              => $comment['author'],
	);
	$row = $wpdb->get_row( $wpdb->prepare( "SELECT comment_post_ID, comment_parent, comment_author, comment_author_url, comment_author_email, comment_date, comment_date_gmt, comment_content, comment_approved, comment_type, user_id FROM {$wpdb->comments} WHERE comment_ID = %d", $comment['id'] ), ARRAY_A );
	if ( $row && $row == array_map( 'strval', $fields ) && get_comment_meta( $comment['id'], '_site_avatar', true ) === $comment['avatar'] ) {
		$counts['unchanged']++;
		return;
	}
	if ( $row ) {
		$wpdb->update( $wpdb->comments, $fields, array( 'comment_ID' => $comment['id'] ) );
		$counts['updated']++;
	} else {
		$wpdb->insert( $wpdb->comments, $fields + array( 'comment_ID' => $comment['id'] ) );
		$counts['created']++;
	}
	update_comment_meta( $comment['id'], '_site_avatar', $comment['avatar'] );
	clean_comment_cache( $comment['id'] );
	wp_update_comment_count_now( $comment['post'] );
}

foreach ( $bundle['comments'] as $comment ) {
	site_import_comment( $comment, $counts );
}
foreach ( $bundle['catalog'] as $entry ) {
	site_import_item( $entry, $entry['type'], $counts );
}
foreach ( $bundle['docs'] as $doc ) {
	site_import_item( $doc, 'docs', $counts );
}
foreach ( $bundle['testimonials'] as $testimonial ) {
	site_import_item( $testimonial, 'testimonial', $counts );
}
// Each translation's source: the item of its group in the default language, as imported
// (includes/translation-sources.php; those recorded before keep their record).
site_blocks_api_record_missing_sources();
// The site settings go where marketers edit them: each language's menus under Appearance → Menus,
// the campaign, the mailing-list audiences and the rest on the plugin's screens (includes/menus.php,
// includes/site-options.php).
foreach ( $bundle['settings'] as $lang => $settings ) {
	if ( site_blocks_api_import_menus( $lang, $settings['menus'] ) ) {
		$counts['updated']++;
	}
}
$site_options = site_blocks_api_import_site_options( $bundle['settings'] );
if ( is_wp_error( $site_options ) ) {
	fwrite( STDERR, "import: the dataset's settings are invalid: " . $site_options->get_error_message() . "\n" );
	exit( 1 );
}
if ( $site_options ) {
	$counts['updated']++;
}

// The sales popup reads the store's WooCommerce orders now: the report once imported here is gone.
if ( false !== get_option( 'site_sales_report' ) ) {
	delete_option( 'site_sales_report' );
	$counts['updated']++;
}

if ( get_option( 'site_job_listings' ) !== $bundle['jobs'] ) {
	update_option( 'site_job_listings', $bundle['jobs'], false );
	$counts['updated']++;
}

$forum_started = microtime( true );
$forum         = site_import_forum( $bundle['forum'] );

printf(
	"import: %d created, %d updated, %d unchanged; forum: %d forums, %d topics, %d replies, %d users written in %.2f s\n",
	$counts['created'],
	$counts['updated'],
	$counts['unchanged'],
	$forum['forums'],
	$forum['topics'],
	$forum['replies'],
	$forum['users'],
	microtime( true ) - $forum_started
);
