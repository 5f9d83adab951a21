<?php
/**
 * A translation knows its source: the item it was made from, that item's revision then and a hash of
 * its content (blocks, title, excerpt). When the source is saved with other content, its translations
 * are outdated from that moment until a marketer marks them up to date; a save that changes only the
 * status or the date, or changes the content back, is no change. Editors see it in the Language panel
 * and the lists (includes/translations.php); the records are hidden meta, never in the public REST view.
 */

defined( 'ABSPATH' ) || exit;

const SITE_BLOCKS_API_SOURCE_META   = '_site_translation_source';
const SITE_BLOCKS_API_REVISION_META = '_site_translation_revision';
const SITE_BLOCKS_API_HASH_META     = '_site_translation_hash';
/** The source's modification time (GMT) of the save that outdated the translation; absent while up to date. */
const SITE_BLOCKS_API_OUTDATED_META = '_site_translation_outdated';
/** Raise it to record the sources of existing translations again, once (site_blocks_api_record_missing_sources). */
const SITE_BLOCKS_API_SOURCES_VERSION = 1;

/**
 * What "changed" means: a hash of what a translation translates, the title, the excerpt and each
 * block's text and values, not of how the markup is written. The block editor writes a page out anew
 * on its first save (HTML attributes and block attributes in another order, a value older markup left
 * implicit written out, as on the dataset's pages), and WordPress 6.8 and later re-serialize block
 * comments on every REST save: none of that is a change for a translator.
 */
function site_blocks_api_content_hash( WP_Post $post ) {
	$fields = array(
		site_blocks_api_plain_text( $post->post_title ),
		site_blocks_api_plain_text( $post->post_excerpt ),
		site_blocks_api_blocks_fingerprint( parse_blocks( $post->post_content ) ),
	);
	return md5( wp_json_encode( $fields ) );
}

/** Text as a reader gets it: tags out, entities decoded, each run of white space (a tag's place too) one space. */
function site_blocks_api_plain_text( $html ) {
	$text = html_entity_decode( preg_replace( '/<[^>]*>/', ' ', (string) $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	return trim( preg_replace( '/[\s\x{00A0}]+/u', ' ', $text ) );
}

/**
 * Blocks in order, each as its name, its attributes' texts and numbers (by path, sorted: their order
 * in the comment does not count; nor do switches, which the editor writes out where older markup had
 * them implicit), its HTML's text and the targets and descriptions of its links and images (sorted:
 * their order inside a tag does not count), then its inner blocks. The white space between blocks is none.
 * WordPress's own blocks keep their text in their HTML: their attributes are presentation (classes,
 * anchors, colours), which each WordPress writes its own way (6.1's editor moves a heading's class
 * into its attributes and its anchor out of them).
 */
function site_blocks_api_blocks_fingerprint( array $blocks ) {
	$prints = array();
	foreach ( $blocks as $block ) {
		$html = implode( ' ', array_filter( $block['innerContent'], 'is_string' ) );
		$text = site_blocks_api_plain_text( $html );
		if ( null === $block['blockName'] && '' === $text ) {
			continue;
		}
		preg_match_all( '/\s(href|src|alt)\s*=\s*(?:"([^"]*)"|\'([^\']*)\')/i', $html, $found, PREG_SET_ORDER );
		$targets = array();
		foreach ( $found as $match ) {
			$targets[] = strtolower( $match[1] ) . '=' . site_blocks_api_plain_text( $match[2] . ( $match[3] ?? '' ) );
		}
		sort( $targets );
		$values = 0 === strpos( (string) $block['blockName'], 'core/' ) ? array() : site_blocks_api_attribute_values( (array) $block['attrs'] );
		ksort( $values );
		$prints[] = array( $block['blockName'], $values, $text, $targets, site_blocks_api_blocks_fingerprint( $block['innerBlocks'] ) );
	}
	return $prints;
}

/** A block's attributes' texts and numbers by path (`items.0.question`), at any depth. */
function site_blocks_api_attribute_values( array $attrs, $prefix = '' ) {
	$values = array();
	foreach ( $attrs as $key => $value ) {
		if ( is_array( $value ) ) {
			$values += site_blocks_api_attribute_values( $value, $prefix . $key . '.' );
		} elseif ( is_string( $value ) ) {
			$values[ $prefix . $key ] = site_blocks_api_plain_text( $value );
		} elseif ( is_int( $value ) || is_float( $value ) ) {
			$values[ $prefix . $key ] = $value;
		}
	}
	return $values;
}

/** The item's newest revision that is not an autosave (its saved content), or 0. */
function site_blocks_api_latest_revision( $post_id ) {
	foreach ( wp_get_post_revisions( $post_id ) as $revision ) {
		if ( ! wp_is_post_autosave( $revision ) ) {
			return (int) $revision->ID;
		}
	}
	return 0;
}

/**
 * Records `$source` as the translation's source as it is now: its id, a revision of its current
 * content (saved when it has none, or only older ones; none for a type without revisions) and its
 * hash. The translation is up to date from here.
 */
function site_blocks_api_record_source( $translation_id, WP_Post $source ) {
	// Saves nothing when the newest revision already holds this content.
	wp_save_post_revision( $source->ID );
	update_post_meta( $translation_id, SITE_BLOCKS_API_SOURCE_META, (int) $source->ID );
	update_post_meta( $translation_id, SITE_BLOCKS_API_REVISION_META, site_blocks_api_latest_revision( $source->ID ) );
	update_post_meta( $translation_id, SITE_BLOCKS_API_HASH_META, site_blocks_api_content_hash( $source ) );
	delete_post_meta( $translation_id, SITE_BLOCKS_API_OUTDATED_META );
}

/** The source an item records (its translation's record), or null. */
function site_blocks_api_recorded_source( $post_id ) {
	$source = (int) get_post_meta( $post_id, SITE_BLOCKS_API_SOURCE_META, true );
	return $source ? get_post( $source ) : null;
}

/** Since when (the source's change, GMT) the item is outdated, or null. */
function site_blocks_api_outdated_since( $post_id ) {
	$since = (string) get_post_meta( $post_id, SITE_BLOCKS_API_OUTDATED_META, true );
	return '' === $since ? null : $since;
}

/** A GMT time as the REST answers carry it (ISO 8601, with its offset). */
function site_blocks_api_rest_time( $gmt ) {
	return null === $gmt ? null : gmdate( DATE_ATOM, strtotime( $gmt . ' UTC' ) );
}

/** A GMT time in the site's date format and time zone, as wp-admin shows dates. */
function site_blocks_api_admin_date( $gmt ) {
	return wp_date( get_option( 'date_format' ), strtotime( $gmt . ' UTC' ) );
}

/** The items that record `$source_id` as their source (any status but trashed). */
function site_blocks_api_translations_recording( $source_id ) {
	return get_posts( array(
		'post_type'        => site_blocks_api_post_types(),
		'post_status'      => 'any',
		'posts_per_page'   => -1,
		'fields'           => 'ids',
		'meta_key'         => SITE_BLOCKS_API_SOURCE_META,
		'meta_value'       => (int) $source_id,
		'suppress_filters' => true,
	) );
}

/*
 * A saved source outdates the translations whose recorded content it no longer has (from the first
 * such save on), and brings back those whose content it has again. After the post's meta and terms
 * (wp_after_insert_post): the hash reads the post alone, but the editor's save is then complete.
 */
add_action( 'wp_after_insert_post', function ( $post_id, $post ) {
	if ( ! in_array( $post->post_type, site_blocks_api_post_types(), true ) ) {
		return;
	}
	$translations = site_blocks_api_translations_recording( $post_id );
	if ( ! $translations ) {
		return;
	}
	$hash = site_blocks_api_content_hash( $post );
	foreach ( $translations as $translation ) {
		if ( get_post_meta( $translation, SITE_BLOCKS_API_HASH_META, true ) === $hash ) {
			delete_post_meta( $translation, SITE_BLOCKS_API_OUTDATED_META );
		} elseif ( null === site_blocks_api_outdated_since( $translation ) ) {
			update_post_meta( $translation, SITE_BLOCKS_API_OUTDATED_META, $post->post_modified_gmt );
		}
	}
}, 10, 2 );

// A source deleted for good leaves its translations without one (and out of the "Outdated" list).
add_action( 'before_delete_post', function ( $post_id ) {
	foreach ( site_blocks_api_translations_recording( $post_id ) as $translation ) {
		foreach ( array( SITE_BLOCKS_API_SOURCE_META, SITE_BLOCKS_API_REVISION_META, SITE_BLOCKS_API_HASH_META, SITE_BLOCKS_API_OUTDATED_META ) as $key ) {
			delete_post_meta( $translation, $key );
		}
	}
} );

/**
 * Translations from before sources were recorded (and the dataset's, once imported): each item in
 * another language whose group has an item in the default language gets that one as its source,
 * with its current revision, as if made from it now. Items with a record keep it. Returns how many
 * were recorded.
 */
function site_blocks_api_record_missing_sources() {
	$items = get_posts( array(
		'post_type'        => site_blocks_api_post_types(),
		'post_status'      => 'any',
		'posts_per_page'   => -1,
		'suppress_filters' => true,
		'meta_query'       => array(
			array( 'key' => SITE_BLOCKS_API_LANG_META, 'value' => array_values( array_diff( SITE_BLOCKS_API_LANGS, array( SITE_BLOCKS_API_DEFAULT ) ) ), 'compare' => 'IN' ),
			array( 'key' => SITE_BLOCKS_API_SOURCE_META, 'compare' => 'NOT EXISTS' ),
		),
	) );
	$recorded = 0;
	foreach ( $items as $item ) {
		$original = site_blocks_api_translations( $item )[ SITE_BLOCKS_API_DEFAULT ];
		if ( $original ) {
			site_blocks_api_record_source( $item->ID, $original );
			$recorded++;
		}
	}
	return $recorded;
}

// Once per version, on the first request after an update. Claimed first, so that requests arriving
// meanwhile do not do it again; doing it twice would record the same anyway.
add_action( 'init', function () {
	if ( (int) get_option( 'site_blocks_api_sources_version' ) >= SITE_BLOCKS_API_SOURCES_VERSION ) {
		return;
	}
	update_option( 'site_blocks_api_sources_version', SITE_BLOCKS_API_SOURCES_VERSION );
	site_blocks_api_record_missing_sources();
}, 30 );

/**
 * What the Language panel shows of the item's own source: the source (as the group's members are
 * shown), the recorded revision, since when the item is outdated, and WordPress's revisions screen
 * from the recorded revision to the source's newest (null without both). Null without a record.
 */
function site_blocks_api_source_answer( WP_Post $post ) {
	$source = site_blocks_api_recorded_source( $post->ID );
	if ( ! $source || 'trash' === $source->post_status ) {
		return null;
	}
	$revision = (int) get_post_meta( $post->ID, SITE_BLOCKS_API_REVISION_META, true );
	$since    = site_blocks_api_outdated_since( $post->ID );
	$latest   = site_blocks_api_latest_revision( $source->ID );
	$compare  = null;
	if ( $since && $revision && $latest && $latest !== $revision && wp_get_post_revision( $revision ) ) {
		$compare = add_query_arg( array( 'from' => $revision, 'to' => $latest ), admin_url( 'revision.php' ) );
	}
	return site_blocks_api_translation_summary( $source ) + array(
		'lang'          => site_blocks_api_lang( $source->ID ),
		'revision'      => $revision ? $revision : null,
		'outdatedSince' => site_blocks_api_rest_time( $since ),
		'compareUrl'    => $compare,
	);
}

add_action( 'rest_api_init', function () {
	// "Mark as up to date": the translation records its source as it is now.
	register_rest_route( 'site/v1', '/translations/(?P<id>\d+)/up-to-date', array(
		'methods'             => 'POST',
		'permission_callback' => 'site_blocks_api_can_edit_item',
		'callback'            => function ( WP_REST_Request $request ) {
			$post = site_blocks_api_translatable_item( $request['id'] );
			if ( is_wp_error( $post ) ) {
				return $post;
			}
			$source = site_blocks_api_recorded_source( $post->ID );
			if ( ! $source ) {
				return new WP_Error( 'site_translation_no_source', 'This item records no source: it was not made as a translation of another item.', array( 'status' => 409 ) );
			}
			site_blocks_api_record_source( $post->ID, $source );
			return rest_ensure_response( site_blocks_api_translation_answer( $post ) );
		},
	) );
} );
